/// One tagged piece of an utterance: the screen reader's words for a single fact
/// about the element (its name, its state, its role...). Utterance text is always
/// derived from parts, so every word can say where it came from (`why`).
public struct SpeechPart: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case state, name, value, role, position, collection, window, hint, announcement, actions
  }

  public var kind: Kind
  public var text: String
  /// The property or rule that produced this part, in words a designer understands.
  public var source: String

  /// Line breaks and runs of spaces in `text` become one space: a screen reader reads
  /// a two-line label as one phrase, and a transcript line stays one line.
  public init(_ kind: Kind, _ text: String, source: String) {
    self.kind = kind
    self.text = Self.isSingleSpaced(text) ? text : text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    self.source = source
  }

  /// True for the usual text: words with single spaces between them (the fast path).
  static func isSingleSpaced(_ text: String) -> Bool {
    var previousWasSpace = true
    // Printable ASCII is checked by value: the Unicode property lookup below costs
    // more than the rest of a description (docs/performance.md).
    for character in text.unicodeScalars {
      if character.value > 0x20 && character.value < 0x7F {
        previousWasSpace = false
      } else if character == " " {
        if previousWasSpace { return false }
        previousWasSpace = true
      } else if character.properties.isWhitespace {
        return false
      } else {
        previousWasSpace = false
      }
    }
    return !previousWasSpace || text.isEmpty
  }
}
