/// The REPL's own commands and their help, in one table that drives `help`,
/// completion and suggestions.
enum ReplHelp {
  struct Entry {
    var usage: String
    var summary: String
  }

  static let screenReader: [Entry] = [
    Entry(usage: "next | previous", summary: "Move to the next / previous element (swipe right / left)."),
    Entry(usage: "first | last", summary: "Move to the first / last element."),
    Entry(usage: "activate", summary: "Double tap the focused element."),
    Entry(usage: "escape", summary: "Dismiss a modal, list or picker (VoiceOver scrub, TalkBack back)."),
    Entry(usage: "increment | decrement", summary: "Adjust a picker or other adjustable element (swipe up / down)."),
    Entry(usage: "touch NAME", summary: "Explore by touch: focus the element called NAME."),
    Entry(usage: "read-all", summary: "Read every element from the top."),
    Entry(usage: "actions | action NAME", summary: "List the focused element's custom actions / perform one."),
    Entry(usage: "long-press", summary: "Double tap and hold."),
    Entry(usage: "key KEY", summary: "External keyboard: tab, shift-tab, space, enter, up, down, left, right, esc."),
    Entry(usage: "GESTURE", summary: "swipe right, swipe left, double tap, swipe up, swipe down, scrub (iOS), back (Android), three-finger tap (Android)..."),
  ]

  static let session: [Entry] = [
    Entry(usage: "platform ios|android|both", summary: "Switch screen reader; 'both' shows and speaks VoiceOver and TalkBack side by side."),
    Entry(usage: "repeat", summary: "Say the last thing again."),
    Entry(usage: "where", summary: "Describe the focused element again."),
    Entry(usage: "tree", summary: "Show the accessibility tree as the screen reader sees it."),
    Entry(usage: "why", summary: "Explain which property or rule produced each part of the last utterance."),
    Entry(usage: "hints on|off", summary: "Speak usage hints or not."),
    Entry(usage: "earcons on|off", summary: "Play earcons or not."),
    Entry(usage: "mute | unmute", summary: "Stop or resume sound (text still prints)."),
    Entry(usage: "voice NAME | rate WPM", summary: "Change the speaking voice or rate."),
    Entry(usage: "load FILE | reload", summary: "Open another scenario / read this one again (focus is kept)."),
    Entry(usage: "record FILE.wav | stop", summary: "Record what follows to a WAV file / stop and save it."),
    Entry(usage: "help [COMMAND]", summary: "This list, or one command's help."),
    Entry(usage: "quit", summary: "Leave (Ctrl-D works too)."),
  ]

  static let replWords = [
    "repeat", "where", "tree", "why", "earcons", "mute", "unmute", "voice", "rate", "load", "reload",
    "record", "stop", "help", "quit", "exit",
  ]

  static var text: String {
    func block(_ title: String, _ entries: [Entry]) -> String {
      let width = entries.map(\.usage.count).max() ?? 0
      return title + "\n" + entries.map { "  " + $0.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n")
    }
    return block("Screen reader:", screenReader) + "\n" + block("Session:", session)
  }

  static func help(for word: String) -> String? {
    let entries = screenReader + session
    let matches = entries.filter { $0.usage.split(whereSeparator: { $0 == " " || $0 == "|" }).contains { $0 == Substring(word) } }
    guard !matches.isEmpty else { return nil }
    return matches.map { "  \($0.usage)\n    \($0.summary)" }.joined(separator: "\n")
  }
}
