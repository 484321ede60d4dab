import Files
import Playback
import ScreenReader

/// The Test Anything Protocol, version 13: one test point per expectation or
/// golden file, failures with a YAML block saying where and what.
public enum TAPReport {
  public static func render(_ report: TestReport) -> String {
    var lines = ["TAP version 13", "1..\(report.cases.count)"]
    for (index, item) in report.cases.enumerated() {
      let number = index + 1
      let name = describe(item)
      switch item.outcome {
      case .passed:
        lines.append("ok \(number) - \(name)")
      case .skipped(let reason):
        lines.append("ok \(number) - \(name) # SKIP \(text(reason))")
      case .failed(let message, let detail):
        lines.append("not ok \(number) - \(name)")
        lines += block(message: message, severity: "fail", location: item.location, detail: detail)
      case .error(let message):
        lines.append("not ok \(number) - \(name)")
        lines += block(message: message, severity: "error", location: item.location, detail: [])
      }
    }
    // A comment after the plan's test points: how the next run knows this file for its own (OutputKind).
    lines.append("# \(OutputKind.generatorMark)")
    return lines.joined(separator: "\n") + "\n"
  }

  static func describe(_ item: TestReport.Case) -> String {
    // '#' starts a directive in TAP: keep it out of the description.
    let place = item.location.map { "\($0): " } ?? "\(item.suite): "
    return text(place + item.name).replacingHashes
  }

  /// TAP's one escaping function for text outside quotes (descriptions, skip reasons,
  /// detail lines): control characters (ESC, BEL, NUL, a newline that would end the
  /// test line) and bidirectional overrides are written as `\u{1B}`, never raw, so a
  /// label cannot drive the terminal of whoever reads the report, or break its lines.
  static func text(_ value: String) -> String {
    VisibleText.escaped(value)
  }

  static func block(message: String, severity: String, location: SourceLocation?, detail: [String]) -> [String] {
    var lines = ["  ---", "  message: \(quoted(message))", "  severity: \(severity)"]
    if let location { lines.append("  at: \(quoted(location.description))") }
    if !detail.isEmpty {
      lines.append("  detail: |")
      lines += detail.map { "    " + text($0) }
    }
    lines.append("  ...")
    return lines
  }

  /// A YAML double-quoted scalar for the diagnostic block: backslash and quote escaped,
  /// control characters as YAML's own `\xHH`, `\uHHHH` escapes (a parser reads them
  /// back; a terminal shows them as text).
  static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          result += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
        } else if (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
          result += "\\u" + String(scalar.value, radix: 16, uppercase: true)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

extension String {
  fileprivate var replacingHashes: String { replacing("#", with: "\u{FF03}") }
}
