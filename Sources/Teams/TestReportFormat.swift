/// The formats `--report` writes.
public enum TestReportFormat: String, CaseIterable, Sendable {
  case junit, tap, json

  public func render(_ report: TestReport) -> String {
    switch self {
    case .junit: JUnitReport.render(report)
    case .tap: TAPReport.render(report)
    case .json: JSONReport.render(report)
    }
  }
}
