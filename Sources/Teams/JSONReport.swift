/// The report as JSON, for scripts: every case with its place and outcome.
public enum JSONReport {
  public static func render(_ report: TestReport) -> String {
    let counts = JUnitReport.Counts(report.cases)
    var entries: [String] = []
    for item in report.cases {
      var fields = ["\"name\": \(quoted(item.name))", "\"suite\": \(quoted(item.suite))"]
      if let location = item.location {
        fields.append("\"file\": \(quoted(location.file))")
        fields.append("\"line\": \(location.line)")
        fields.append("\"column\": \(location.column)")
      }
      switch item.outcome {
      case .passed:
        fields.append("\"status\": \"passed\"")
      case .skipped(let reason):
        fields += ["\"status\": \"skipped\"", "\"message\": \(quoted(reason))"]
      case .failed(let message, let detail):
        fields += [
          "\"status\": \"failed\"", "\"message\": \(quoted(message))",
          "\"detail\": [" + detail.map(quoted).joined(separator: ", ") + "]",
        ]
      case .error(let message):
        fields += ["\"status\": \"error\"", "\"message\": \(quoted(message))"]
      }
      entries.append("    {" + fields.joined(separator: ", ") + "}")
    }
    return """
      {
        "tests": \(counts.tests), "failures": \(counts.failures), "errors": \(counts.errors), "skipped": \(counts.skipped),
        "cases": [
      \(entries.joined(separator: ",\n"))
        ]
      }

      """
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        // Controls and bidirectional overrides as \u escapes: the same string to a
        // parser, inert text to a terminal showing the file.
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
          || (0x2066...0x2069).contains(scalar.value)
        {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
