/// A piece of text a reader moves by inside one element: TalkBack's micro granularities
/// (CursorGranularity CHARACTER, WORD, LINE, PARAGRAPH, which it asks the node to move by
/// with ACTION_NEXT_AT_MOVEMENT_GRANULARITY) and the rotor's Characters, Words and Lines.
public enum TextUnit: String, Sendable, Hashable, CaseIterable {
  case character, word, line, paragraph

  /// The text's pieces of this unit, in order, each with where it starts (in characters).
  ///
  /// Characters are the text's characters, spaces included (a reader says "space").
  /// Words are runs of letters and digits with the apostrophes and hyphens inside them,
  /// as Android's word iterator (android.text.method.WordIterator, ICU's word break
  /// rules) and VoiceOver step over them: punctuation and spaces between words are not
  /// stops. Lines are the text's own lines (its line breaks): Earshot lays out no text, so
  /// a label without a break is one line. Paragraphs are split at blank lines and breaks.
  public func pieces(of text: String) -> [(start: Int, text: String)] {
    let characters = Array(text)
    switch self {
    case .character:
      return characters.enumerated().map { ($0.offset, String($0.element)) }
    case .word:
      var result: [(Int, String)] = []
      var current = ""
      var start = 0
      for (index, character) in characters.enumerated() {
        let inner =
          (character == "'" || character == "’" || character == "-") && !current.isEmpty
          && index + 1 < characters.count && (characters[index + 1].isLetter || characters[index + 1].isNumber)
        if character.isLetter || character.isNumber || inner {
          if current.isEmpty { start = index }
          current.append(character)
        } else if !current.isEmpty {
          result.append((start, current))
          current = ""
        }
      }
      if !current.isEmpty { result.append((start, current)) }
      return result
    case .line, .paragraph:
      var result: [(Int, String)] = []
      var current = ""
      var start = 0
      for (index, character) in characters.enumerated() {
        if character.isNewline {
          if !current.trimmed.isEmpty { result.append((start, current.trimmed)) }
          current = ""
          start = index + 1
        } else {
          current.append(character)
        }
      }
      if !current.trimmed.isEmpty { result.append((start, current.trimmed)) }
      return result
    }
  }
}
