import ScreenReader

/// The REPL's own commands and their help, in one table that drives `help`,
/// completion and suggestions.
enum ReplHelp {
  struct Entry {
    var usage: String
    var summary: String
    /// Longer help for `help COMMAND`, with an example.
    var detail: String = ""
  }

  static let screenReader: [Entry] = [
    Entry(
      usage: "next | previous", summary: "Move to the next / previous element (swipe right / left).",
      detail: "Also: swipe right, swipe left. 'prev' works too."),
    Entry(
      usage: "first | last", summary: "Move to the first / last element.",
      detail: "VoiceOver: four-finger tap top / bottom."),
    Entry(
      usage: "activate", summary: "Double tap the focused element.",
      detail: "Also: double tap. On an external keyboard: key space (both) or key enter (Android)."),
    Entry(
      usage: "escape", summary: "Dismiss a modal, list or picker (VoiceOver scrub, TalkBack back).",
      detail: "Also: scrub or two-finger scrub (iOS), back (Android), key esc."),
    Entry(usage: "increment | decrement", summary: "Adjust a picker or other adjustable element (swipe up / down)."),
    Entry(
      usage: "touch NAME", summary: "Explore by touch: focus the element called NAME.",
      detail: "Tab after 'touch ' lists the elements in reach; a prefix is enough: touch Sub"),
    Entry(
      usage: "read-all | read-from-here",
      summary: "Read every element from the top / from the focused one; focus moves along.",
      detail:
        "VoiceOver: two-finger swipe up / down. TalkBack: two-finger triple tap reads from here. Stop with pause, Ctrl-C or any gesture: focus stays on the element being read."
    ),
    Entry(
      usage: "pause", summary: "Stop speech; focus stays (two-finger tap).", detail: "Also: two-finger tap, or Ctrl-C."),
    Entry(
      usage: "actions | action NAME",
      summary: "List the focused element's custom actions and links / perform or follow one.",
      detail: "TalkBack: three-finger tap lists them."),
    Entry(usage: "long-press", summary: "Double tap and hold.", detail: "Also: double tap and hold."),
    Entry(
      usage: "type TEXT", summary: "Type TEXT into the focused text field; the keyboard echo speaks it.",
      detail: "Quotes are optional: type \"Ada Lovelace\". A secure field echoes nothing."),
    Entry(
      usage: "key KEY", summary: "External keyboard: tab, shift-tab, space, enter, up, down, left, right, esc.",
      detail: "Tab moves between controls only; arrows move like swipes or adjust a picker."),
    Entry(
      usage: "GESTURE",
      summary: "swipe right, double tap, swipe up, scrub (iOS), back (Android), three-finger tap (Android)...",
      detail: "'help swipe right' says what a gesture does on each platform."),
    Entry(usage: "say TEXT | wait 500ms", summary: "Narrate in the narrator's voice / pause (for recordings)."),
    Entry(
      usage: "expect \"TEXT\" | expect-focus NAME", summary: "Check what was just said / where focus is, as scripts do."
    ),
  ]

  static let session: [Entry] = [
    Entry(
      usage: "platform ios|android|both",
      summary: "Switch screen reader; 'both' shows VoiceOver and TalkBack side by side.",
      detail: "With both, each command is spoken by VoiceOver's voice, then TalkBack's."),
    Entry(usage: "repeat", summary: "Show and say the last thing again."),
    Entry(usage: "where", summary: "Describe the focused element again."),
    Entry(
      usage: "tree", summary: "Show the accessibility tree as the screen reader sees it.",
      detail: "Marks focus (▸), modal boundaries, and elements hidden from the screen reader."),
    Entry(
      usage: "why", summary: "Explain which property or rule produced each part of the last utterance.",
      detail: "e.g. 'Subscribe' name from the visible label, 'not checked' state from the checked state."),
    Entry(
      usage: "check",
      summary: "List the success criteria this scenario fails (Name, Grouping, State, Focus...), with where."),
    Entry(
      usage: "text on|off",
      summary: "Print what is said, or only speak it (ears only: the About line and the answer stay hidden too).",
      detail: "For training by ear; 'earshot --ears-only FILE' starts with text off. 'show' prints what is hidden."),
    Entry(
      usage: "show",
      summary: "Print what text off hides: the last thing said, the About line and what the screen fails."
    ),
    Entry(
      usage: "variant [NAME]", summary: "Switch to another variant of the scenario (broken, fixed); focus stays.",
      detail: "'variant' alone lists them. e.g. variant fixed, then repeat the gesture to hear the difference."),
    Entry(usage: "hints on|off", summary: "Speak usage hints or not."),
    Entry(
      usage: "talkback-order ORDER",
      summary: "TalkBack's element description order: state-name-role (default), name-role-state, role-name-state."),
    Entry(
      usage: "locale LANG",
      summary: "The readers' language from here on: \(WordTables.locales.joined(separator: ", ")) (docs/languages.md)."),
    Entry(usage: "earcons on|off", summary: "Play earcons or not."),
    Entry(usage: "mute | unmute", summary: "Stop or resume sound (text still prints). Ctrl-C cuts off speech."),
    Entry(
      usage: "voice [ios|android] NAME", summary: "Change the speaking voice ('voice' alone lists them).",
      detail: "Without ios/android, it changes the voice of the screen reader(s) in play."),
    Entry(
      usage: "rate WPM | pitch N | volume N",
      summary: "Speaking rate (80-450 words per minute), pitch (0-100) and volume (0-200)."),
    Entry(
      usage: "load FILE | reload", summary: "Open another scenario / read this one again (focus is kept).",
      detail: "Edits to the loaded file are picked up by themselves, even while you sit at the prompt."),
    Entry(
      usage: "record FILE.wav | stop",
      summary: "Record what is heard to a new WAV file / stop and save it ('record! FILE.wav' replaces a file)."),
    Entry(usage: "save FILE.wav", summary: "Save a recording whose own file could not be written elsewhere."),
    Entry(usage: "help [COMMAND]", summary: "This list, or one command's help."),
    Entry(usage: "quit", summary: "Leave (Ctrl-D works too)."),
  ]

  /// Commands the REPL handles itself, before the script language.
  static let replWords = [
    "repeat", "where", "tree", "why", "check", "earcons", "mute", "unmute", "voice", "rate", "pitch", "volume", "load",
    "reload",
    "record", "record!", "save", "stop", "help", "quit", "exit", "text", "show", "variant",
  ]

  static var text: String {
    func block(_ title: String, _ entries: [Entry]) -> String {
      let width = entries.map(\.usage.count).max() ?? 0
      return title + "\n"
        + entries.map { "  " + $0.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }.joined(
          separator: "\n")
    }
    return block("Screen reader:", screenReader) + "\n" + block("Session:", session) + "\n"
      + "Keys: Tab completes commands, element names, files and voices; Up recalls earlier lines (kept across runs);\n"
      + "Ctrl-C cuts off speech and clears the line; Ctrl-D quits."
  }

  /// `help WORD`: the entries that mention the word, or what a gesture does on each platform.
  static func help(for topic: String) -> String? {
    let word = topic.lowercased()
    if let gesture = Gesture.all.first(where: { $0.spelling == word }) {
      let each = Platform.allCases.map { platform in
        let meaning = gesture.command(on: platform).map { "'\($0.spelling)'" }
        let other = platform == .ios ? Platform.android : .ios
        let instead = gesture.command(on: other).map {
          "no such gesture (use \(Gesture.equivalent(of: $0, on: platform)))"
        }
        return "\(platform.screenReaderName): " + (meaning ?? instead ?? "no such gesture")
      }
      return "  \(gesture.spelling): \(gesture.meaning)\n    " + each.joined(separator: "; ")
    }
    let entries = screenReader + session
    let matches = entries.filter { entry in
      entry.usage.lowercased().split(whereSeparator: { $0 == " " || $0 == "|" || $0 == "[" || $0 == "]" }).contains {
        $0 == Substring(word)
      }
    }
    guard !matches.isEmpty else { return nil }
    return matches.map { entry in
      "  \(entry.usage)\n    \(entry.summary)" + (entry.detail.isEmpty ? "" : "\n    \(entry.detail)")
    }.joined(separator: "\n")
  }

  /// Every word `help` knows, for suggestions.
  static var topics: [String] {
    var words = Set<String>()
    for entry in screenReader + session {
      for word in entry.usage.lowercased().split(whereSeparator: { $0 == " " || $0 == "|" || $0 == "[" || $0 == "]" })
      where word.first?.isLetter == true && word.uppercased() != word {
        words.insert(String(word))
      }
    }
    return words.sorted() + Gesture.all.map(\.spelling)
  }
}
