import Files
import Scenario

/// The report as JSON, for scripts: every case with its place and outcome.
public enum JSONReport {
  public static func render(_ report: TestReport) -> String {
    let counts = JUnitReport.Counts(report.cases)
    var entries: [String] = []
    for item in report.cases {
      var fields = ["\"name\": \(JSONValue.quoted(item.name))", "\"suite\": \(JSONValue.quoted(item.suite))"]
      if let location = item.location {
        fields.append("\"file\": \(JSONValue.quoted(location.file))")
        fields.append("\"line\": \(location.line)")
        fields.append("\"column\": \(location.column)")
      }
      switch item.outcome {
      case .passed:
        fields.append("\"status\": \"passed\"")
      case .skipped(let reason):
        fields += ["\"status\": \"skipped\"", "\"message\": \(JSONValue.quoted(reason))"]
      case .failed(let message, let detail):
        fields += [
          "\"status\": \"failed\"", "\"message\": \(JSONValue.quoted(message))",
          "\"detail\": [" + detail.map(JSONValue.quoted).joined(separator: ", ") + "]",
        ]
      case .error(let message):
        fields += ["\"status\": \"error\"", "\"message\": \(JSONValue.quoted(message))"]
      }
      entries.append("    {" + fields.joined(separator: ", ") + "}")
    }
    return """
      {
        "generator": "Earshot",
        "tests": \(counts.tests), "failures": \(counts.failures), "errors": \(counts.errors), "skipped": \(counts.skipped),
        "cases": [
      \(entries.joined(separator: ",\n"))
        ]
      }

      """
  }
}
