/// Text written into YAML so that it reads back as exactly that text: plain
/// when nothing in it could mean something else, double-quoted with escapes otherwise.
enum YAMLScalar {
  static func quoted(_ text: String, inFlow: Bool = false) -> String {
    needsQuotes(text, inFlow: inFlow) ? doubleQuoted(text) : text
  }

  /// Words YAML 1.1 or 1.2 would read as a boolean or null, in any case.
  private static let reservedWords: Set<String> = [
    "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~",
  ]

  /// Judged scalar by scalar, as YAML reads it: a Character may join an indicator to a
  /// combining mark ("[" + U+035D is one Character, yet YAML sees "[" and a flow list).
  static func needsQuotes(_ text: String, inFlow: Bool) -> Bool {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last else { return true }
    if first == " " || last == " " { return true }
    if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return true }
    // The longest reserved word has five letters: a longer text is not lowered to be looked up.
    if text.utf8.count <= 5, reservedWords.contains(text.lowercased()) { return true }
    // Numbers, dates, times.
    if first.properties.numericType != nil || first == "." || first == "+" { return true }
    if last == ":" { return true }
    // One pass over the scalars, without an array of them.
    var previous: Unicode.Scalar?
    for scalar in scalars {
      if (previous == ":" && scalar == " ") || (previous == " " && scalar == "#") { return true }
      if inFlow && ",[]{}".unicodeScalars.contains(scalar) { return true }
      if !isPlainSafe(scalar) { return true }
      previous = scalar
    }
    return false
  }

  /// Printable and not a line break of any kind (YAML also breaks at NEL, LS and PS).
  private static func isPlainSafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E: true
    case 0x85, 0x2028, 0x2029, 0xFEFF: false
    case 0xA0...: scalar.properties.generalCategory != .control && scalar.properties.generalCategory != .format
    default: false
    }
  }

  static func doubleQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if isPlainSafe(scalar) {
          out.unicodeScalars.append(scalar)
        } else {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out +=
            scalar.value <= 0xFF
            ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
            : scalar.value <= 0xFFFF
              ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
              : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
        }
      }
    }
    return out + "\""
  }

  /// Text for a comment: one line, whatever the source held.
  static func commentSafe(_ text: String) -> String {
    // Most comments (class names, ids, positions) are safe already: kept as they are, not rebuilt.
    guard text.unicodeScalars.contains(where: { !isPlainSafe($0) }) else { return text }
    return String(text.unicodeScalars.map { isPlainSafe($0) ? Character($0) : " " })
  }
}
