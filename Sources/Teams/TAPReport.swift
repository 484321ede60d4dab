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
        lines.append("ok \(number) - \(name) # SKIP \(reason)")
      case .failed(let message, let detail):
        lines.append("not ok \(number) - \(name)")
        lines += block(message: message, severity: "fail", location: item.location, detail: detail)
      case .error(let message):
        lines.append("not ok \(number) - \(name)")
        lines += block(message: message, severity: "error", location: item.location, detail: [])
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func describe(_ item: TestReport.Case) -> String {
    // '#' starts a directive in TAP: keep it out of the description.
    let place = item.location.map { "\($0): " } ?? "\(item.suite): "
    return (place + item.name).replacingHashes
  }

  static func block(message: String, severity: String, location: SourceLocation?, detail: [String]) -> [String] {
    var lines = ["  ---", "  message: \(quoted(message))", "  severity: \(severity)"]
    if let location { lines.append("  at: \(quoted(location.description))") }
    if !detail.isEmpty {
      lines.append("  detail: |")
      lines += detail.map { "    " + $0 }
    }
    lines.append("  ...")
    return lines
  }

  static func quoted(_ text: String) -> String {
    "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n") + "\""
  }
}

extension String {
  fileprivate var replacingHashes: String { replacing("#", with: "\u{FF03}") }
}
