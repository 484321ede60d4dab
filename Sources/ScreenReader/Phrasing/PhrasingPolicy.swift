/// How one screen reader turns accessibility nodes into words. VoiceOver and
/// TalkBack each implement it from the facts of how they compose speech.
public protocol PhrasingPolicy: Sendable {
  /// The description when focus lands on the node, then its hint as its own utterance.
  func describe(_ node: AccessibilityNode, context: DescriptionContext) -> [Utterance]
  /// What is said after an action changed the node's state ("checked"), if anything.
  func stateChange(from old: AccessibilityNode, to new: AccessibilityNode) -> Utterance?
  /// What is said after swiping up or down changed an adjustable value.
  func valueChanged(_ node: AccessibilityNode) -> Utterance?
  /// What is said as a window opens, before its first focus.
  func windowOpened(title: String?, kind: WindowKind) -> Utterance?
  /// The node's custom actions, read out by the actions menu / rotor.
  func actionsList(_ node: AccessibilityNode) -> Utterance
}

/// Helpers both policies share.
enum Phrase {
  /// Names screen readers give a lone symbol, so ":" is heard as "Colon".
  static let symbolNames: [Character: String] = [
    ":": "Colon", ";": "Semicolon", ",": "Comma", ".": "Period", "-": "Dash", "/": "Slash",
    "&": "Ampersand", "@": "At", "#": "Pound", "*": "Star", "+": "Plus", "=": "Equals",
    "?": "Question mark", "!": "Exclamation mark", "%": "Percent", "(": "Left paren",
    ")": "Right paren", "|": "Vertical bar", "_": "Underscore",
  ]

  /// The text as spoken: a single symbol becomes its name, everything else is as written.
  static func spoken(_ text: String) -> String {
    let trimmed = text.trimmed
    if trimmed.count == 1, let symbol = trimmed.first, let name = symbolNames[symbol] {
      return name
    }
    return trimmed
  }

  /// Appends a part unless its text is empty.
  static func append(
    _ parts: inout [SpeechPart], _ kind: SpeechPart.Kind, _ text: String?, _ source: String
  ) {
    guard let text, !text.trimmed.isEmpty else { return }
    parts.append(SpeechPart(kind, spoken(text), source: source))
  }
}

extension String {
  /// The text without leading and trailing white space (the core avoids Foundation).
  var trimmed: String {
    var characters = Substring(self)
    while characters.first?.isWhitespace == true { characters = characters.dropFirst() }
    while characters.last?.isWhitespace == true { characters = characters.dropLast() }
    return String(characters)
  }
}
