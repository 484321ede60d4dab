import Foundation

/// The one JSON escaper every JSON output uses (`check --format json|sarif`, the session
/// JSON, `--report json`, quiz records): besides what JSON requires, every scalar that
/// could hide or reorder what a reader sees is written as a `\u` escape: C0 and C1
/// controls (U+009B is CSI, U+0085 is NEL), DEL, the bidi embeddings, overrides,
/// isolates and marks, and the line and paragraph separators. Foundation's JSONEncoder
/// wrote all but C0 raw (issue 36).
public enum JSONText {
  /// Whether `scalar` is written as a `\u` escape.
  public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` as a JSON string literal.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where mustEscape(scalar): result += escape(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// An encoder's JSON with every scalar `mustEscape` names as a `\u` escape. Outside strings JSON is ASCII
  /// punctuation, digits and words, so each such scalar is inside a string and its escape means the same.
  public static func escapingInvisibles(_ json: Data) -> Data {
    let text = String(decoding: json, as: UTF8.self)
    guard text.unicodeScalars.contains(where: { $0.value >= 0x7F && mustEscape($0) }) else { return json }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x7F && mustEscape(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return Data(result.utf8)
  }

  static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
