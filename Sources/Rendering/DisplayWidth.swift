/// How many terminal columns text takes: East Asian wide and fullwidth characters
/// (kana, kanji, hangul, fullwidth forms, most emoji) take two, combining marks
/// none, everything else one (Unicode Standard Annex #11), so columns of Japanese
/// text line up under English ones.
public enum DisplayWidth {
  public static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The longest start of the text that fits in `width` columns (at least one character).
  public static func prefix(of text: String, width: Int) -> String {
    var used = 0
    var result = ""
    for character in text {
      let next = of(character)
      if used + next > width, !result.isEmpty { break }
      result.append(character)
      used += next
    }
    return result
  }

  /// A character is as wide as its first scalar; what combines with it adds nothing.
  public static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.properties.generalCategory == .nonspacingMark || first.properties.generalCategory == .enclosingMark {
      return 0
    }
    return isWide(first) ? 2 : 1
  }

  /// The East Asian Width classes W and F (UAX #11), by block.
  public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F,  // Hangul Jamo initial consonants
      0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
      0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
      0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
      0x4E00...0x9FFF,  // CJK Unified Ideographs
      0xA000...0xA4CF,  // Yi
      0xA960...0xA97F,  // Hangul Jamo Extended-A
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE10...0xFE19,  // Vertical forms
      0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
      0xFF00...0xFF60,  // Fullwidth ASCII variants
      0xFFE0...0xFFE6,  // Fullwidth signs
      0x1F300...0x1F64F,  // Miscellaneous symbols and pictographs, emoticons
      0x1F900...0x1F9FF,  // Supplemental symbols and pictographs
      0x20000...0x3FFFD:  // CJK Unified Ideographs Extensions B and beyond
      true
    default:
      false
    }
  }
}
