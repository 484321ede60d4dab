/// Helpers both policies share.
enum Phrase {
  /// Names screen readers give a lone symbol, so ":" is heard as "Colon".
  static let symbolNames: [Character: String] = [
    ":": "Colon", ";": "Semicolon", ",": "Comma", ".": "Period", "-": "Dash", "/": "Slash",
    "&": "Ampersand", "@": "At", "#": "Pound", "*": "Star", "+": "Plus", "=": "Equals",
    "?": "Question mark", "!": "Exclamation mark", "%": "Percent", "(": "Left paren",
    ")": "Right paren", "|": "Vertical bar", "_": "Underscore",
  ]

  /// The text as spoken: a single symbol becomes its name, everything else is as
  /// written (`SpeechPart` makes line breaks and runs of spaces one space).
  static func spoken(_ text: String) -> String {
    let trimmed = text.trimmed
    if trimmed.count == 1, let symbol = trimmed.first, let name = symbolNames[symbol] {
      return name
    }
    return trimmed
  }

  /// Whether two texts are the same but for case (`lowercased()` equal). ASCII text,
  /// the usual, is compared byte by byte without building the lowercased copies.
  static func sameIgnoringCase(_ first: String, _ second: String) -> Bool {
    let (a, b) = (first.utf8, second.utf8)
    if a.allSatisfy({ $0 < 0x80 }) && b.allSatisfy({ $0 < 0x80 }) {
      guard a.count == b.count else { return false }
      return zip(a, b).allSatisfy { $0.asciiLowercased == $1.asciiLowercased }
    }
    return first.lowercased() == second.lowercased()
  }

  /// Appends a part unless its text is empty.
  static func append(
    _ parts: inout [SpeechPart], _ kind: SpeechPart.Kind, _ text: String?, _ source: String,
    origin: SpeechOrigin = .appText
  ) {
    guard let text, !text.trimmed.isEmpty else { return }
    parts.append(SpeechPart(kind, spoken(text), source: source, origin: origin))
  }
}

extension String {
  /// The text without leading and trailing white space (the core avoids Foundation).
  var trimmed: String {
    // Text that starts and ends with printable ASCII has nothing to trim: the usual
    // case, decided without the Unicode property lookup (docs/performance.md).
    if let first = utf8.first, let last = utf8.last, first.isPrintableASCII, last.isPrintableASCII {
      return self
    }
    var characters = Substring(self)
    while characters.first?.isWhitespace == true { characters = characters.dropFirst() }
    while characters.last?.isWhitespace == true { characters = characters.dropLast() }
    return String(characters)
  }
}

extension UInt8 {
  /// An ASCII letter in lower case; any other byte as it is.
  fileprivate var asciiLowercased: UInt8 { self >= 0x41 && self <= 0x5A ? self + 0x20 : self }

  /// A visible ASCII character: never white space, never part of a longer grapheme's start.
  fileprivate var isPrintableASCII: Bool { self > 0x20 && self < 0x7F }
}
