/// The screen-reader commands, named by intent so one script works on both
/// platforms. Gestures (`Gesture.all`) are the other way to type them.
public enum EngineCommands {
  /// The commands of one element at a time; `all` adds the rotor's (EngineCommands+Rotor).
  static let intents: [CommandDeclaration] = [
    CommandDeclaration(
      "next", argument: .count, scope: .engine, section: .screenReader,
      summary: "Move to the next element (swipe right).", detail: "A count repeats it: next 3.",
      engineCommand: { _ in .next }),
    CommandDeclaration(
      "previous", aliases: ["prev"], argument: .count, scope: .engine, section: .screenReader,
      summary: "Move to the previous element (swipe left).", detail: "A count repeats it: previous 2.",
      engineCommand: { _ in .previous }),
    CommandDeclaration(
      "first", scope: .engine, section: .screenReader, summary: "Move to the first element.",
      engineCommand: { _ in .first }),
    CommandDeclaration(
      "last", scope: .engine, section: .screenReader, summary: "Move to the last element.",
      engineCommand: { _ in .last }),
    CommandDeclaration(
      "activate", scope: .engine, section: .screenReader, summary: "Double tap the focused element.",
      detail: "On an external keyboard: key space (both) or key enter (Android).", engineCommand: { _ in .activate }),
    CommandDeclaration(
      "escape", scope: .engine, section: .screenReader,
      summary: "Dismiss a modal, list or picker (VoiceOver scrub, TalkBack back).", detail: "Also: key esc.",
      engineCommand: { _ in .escape }),
    CommandDeclaration(
      "increment", argument: .count, scope: .engine, section: .screenReader,
      summary: "Adjust a picker or other adjustable element up (swipe up).", engineCommand: { _ in .increment }),
    CommandDeclaration(
      "decrement", argument: .count, scope: .engine, section: .screenReader,
      summary: "Adjust a picker or other adjustable element down (swipe down).", engineCommand: { _ in .decrement }),
    CommandDeclaration(
      "touch", argument: .elementName, scope: .engine, section: .screenReader, usage: "touch NAME",
      summary: "Explore by touch: focus the element called NAME.",
      detail: "Tab after 'touch ' lists the elements in reach; a prefix is enough: touch Sub",
      example: "touch Continue", engineCommand: { .touch($0) }),
    CommandDeclaration(
      "read-all", scope: .engine, section: .screenReader,
      summary: "Read every element from the top; focus moves along.",
      detail: "Stop with pause, Ctrl-C or any gesture: focus stays on the element being read.",
      engineCommand: { _ in .readAll }),
    CommandDeclaration(
      "read-from-here", scope: .engine, section: .screenReader,
      summary: "Read on from the focused element; focus moves along.",
      detail: "Stop with pause, Ctrl-C or any gesture: focus stays on the element being read.",
      engineCommand: { _ in .readFromHere }),
    CommandDeclaration(
      "pause", scope: .engine, section: .screenReader, summary: "Stop speech; focus stays (two-finger tap).",
      detail: "Ctrl-C does it too. In a script, speech is always heard in full, so pause changes nothing there.",
      engineCommand: { _ in .pause }),
    CommandDeclaration(
      "actions", scope: .engine, section: .screenReader,
      summary: "List the focused element's custom actions and links.", engineCommand: { _ in .actions }),
    CommandDeclaration(
      "action", argument: .actionName, scope: .engine, section: .screenReader, usage: "action NAME",
      summary: "Perform one of the focused element's custom actions, or follow one of its links.",
      detail: "Tab after 'action ' lists the focused element's actions.", example: "action Delete",
      engineCommand: { .action($0) }),
    CommandDeclaration(
      "long-press", scope: .engine, section: .screenReader, summary: "Double tap and hold.",
      engineCommand: { _ in .longPress }),
    CommandDeclaration(
      "type", argument: .text, scope: .engine, section: .screenReader, usage: "type TEXT",
      summary: "Type TEXT into the focused text field; the keyboard echo speaks it.",
      detail: "Quotes are optional: type \"Ada Lovelace\". A secure field echoes nothing.",
      example: "type ada@example.com", engineCommand: { .type($0) }),
    CommandDeclaration(
      "key", argument: .keyName, scope: .engine, section: .screenReader, usage: "key KEY",
      summary: "External keyboard: " + KeyboardKey.allCases.map(\.rawValue).joined(separator: ", ") + ".",
      detail:
        "Tab moves between controls only; arrows move like swipes or adjust a picker. A count repeats it: key tab 3.",
      example: "key tab", engineCommand: { KeyboardKey(rawValue: $0).map(Command.key) }),
  ]
}
