/// Text for a terminal, with every control character shown instead of obeyed.
///
/// Scenario text may hold any character a YAML escape can write (`"\e]0;title\a"`,
/// NUL, backspace, a right-to-left override). Printed raw, those retitle the window,
/// clear the screen or hide what follows. Every place that prints user text passes it
/// through here; speech gets the text unchanged.
public enum VisibleText {
  /// `text` with control characters written as `\u{1B}`; newlines kept when asked
  /// (whole messages), tabs always kept.
  /// - Parameter keepingStyle: keeps Earshot's own colour sequences (`ESC [ 1;32 m`),
  ///   the only escape sequences it prints itself.
  public static func escaped(_ text: String, keepingNewlines: Bool = false, keepingStyle: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, keepingNewlines: keepingNewlines) }) else {
      return text
    }
    var result = ""
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if keepingStyle, scalar == "\u{1B}", let length = styleSequenceLength(scalars, at: index) {
        result.unicodeScalars.append(contentsOf: scalars[index..<(index + length)])
        index += length
        continue
      }
      if needsEscape(scalar, keepingNewlines: keepingNewlines) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
      index += 1
    }
    return result
  }

  /// The SGR codes Earshot's terminal style uses; nothing else passes as "style".
  static let styleCodes: Set<String> = ["0", "1", "2", "31", "32", "33", "34", "35", "36", "1;32"]

  /// The length of `ESC [ codes m` at `index` when the codes are Earshot's own.
  static func styleSequenceLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
    guard index + 2 < scalars.count, scalars[index + 1] == "[" else { return nil }
    var end = index + 2
    var codes = ""
    while end < scalars.count, end - index < 12, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) {
      codes.unicodeScalars.append(scalars[end])
      end += 1
    }
    guard end < scalars.count, scalars[end] == "m", styleCodes.contains(codes) else { return nil }
    return end - index + 1
  }

  static func needsEscape(_ scalar: Unicode.Scalar, keepingNewlines: Bool) -> Bool {
    switch scalar.value {
    case 0x0A: !keepingNewlines
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    // Bidirectional overrides and isolates reorder what follows on the line.
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
