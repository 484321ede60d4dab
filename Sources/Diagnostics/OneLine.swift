/// Text a user wrote (a label, a file name, a script line) made safe to put in one line of
/// `file:line:column: error: ...` output: a line break in it (LF, CR, CR LF, NEL, VT, FF,
/// the line and paragraph separators) is written as `\u{A}` and the like, so it cannot end
/// the line and start a forged one (issue 36: a newline in a label or file name forged a
/// `file:line:col: error:` line in `check` and `validate`); and a very long text is cut,
/// saying how much was left out (a 1.9 MB script line was echoed whole). No Foundation:
/// `Diagnostic` uses it for every line it prints.
public enum OneLine {
  /// The most characters of a user's text one diagnostic line quotes.
  public static let longest = 2_000

  public static func of(_ text: String, limit: Int = longest) -> String {
    var result = ""
    var count = 0
    var index = text.unicodeScalars.startIndex
    while index < text.unicodeScalars.endIndex {
      if count == limit {
        let rest = text.unicodeScalars[index...].count
        return result + "… (\(rest) more characters)"
      }
      let scalar = text.unicodeScalars[index]
      switch scalar.value {
      case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        result.unicodeScalars.append(scalar)
      }
      count += 1
      index = text.unicodeScalars.index(after: index)
    }
    return result
  }
}
