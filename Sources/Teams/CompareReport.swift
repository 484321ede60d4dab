import Diagnostics
import Foundation
import ScreenReader

/// How `earshot compare` writes what it found: located diffs for people (text), or a report for
/// CI servers (JUnit XML, TAP, JSON: one case per element of the spec on each reader) and code
/// review tools (SARIF 2.1.0: each finding at the spec's line, with the dump's as a related place).
public enum CompareReport: String, CaseIterable, Sendable {
  case text, junit, tap, json, sarif

  public func render(_ comparison: ScreenComparison) -> String {
    switch self {
    case .text: Self.text(comparison)
    case .junit: JUnitReport.render(Self.testReport(comparison))
    case .tap: TAPReport.render(Self.testReport(comparison))
    case .json: JSONReport.render(Self.testReport(comparison))
    case .sarif: CheckFormat.encode(CompareSARIF.log(comparison))
    }
  }

  /// Prints the comparison: each finding as a located error with a note at the app's place and the
  /// two readings as a diff, then, in text, a summary line; a report in its format instead of the summary.
  public func print(_ comparison: ScreenComparison, to output: any RunOutput) {
    // A report for a CI server goes to standard output; the located findings still go to
    // standard error, so the job's log shows them too.
    for finding in comparison.findings {
      output.report(Self.diagnostic(finding, comparison), detail: finding.detail)
    }
    guard self == .text else { return output.write(render(comparison)) }
    output.out(Self.summary(comparison))
  }

  static func diagnostic(_ finding: ComparisonFinding, _ comparison: ScreenComparison) -> Diagnostic {
    var notes: [Diagnostic.Note] = []
    if let app = finding.appLocation, finding.specLocation != nil {
      notes.append(Diagnostic.Note(at: app, "the app's element, as the dump has it"))
    }
    let place = finding.specLocation ?? finding.appLocation
    var diagnostic = Diagnostic(.error, at: place, "\(finding.message) [\(finding.kind.rawValue)]", notes: notes)
    if place == nil { diagnostic.file = finding.heard == nil ? comparison.specFile : comparison.dumpFile }
    return diagnostic
  }

  static func summary(_ comparison: ScreenComparison) -> String {
    let readers = comparison.platforms.map(\.screenReaderName).joined(separator: " and ")
    let specStops = comparison.pairs.filter { $0.spec != nil }.count
    guard comparison.differs else {
      return "\(comparison.dumpFile) says what \(comparison.specFile) approved: \(specStops) stops on \(readers)"
    }
    let count = comparison.findings.count
    return
      "\(comparison.dumpFile) differs from \(comparison.specFile): \(count) finding\(count == 1 ? "" : "s") on \(readers)"
  }

  static func text(_ comparison: ScreenComparison) -> String {
    var lines: [String] = []
    for finding in comparison.findings {
      lines.append(diagnostic(finding, comparison).description)
      lines += finding.detail
    }
    lines.append(summary(comparison))
    return lines.map { $0 + "\n" }.joined()
  }

  /// One suite per reader, one case per element of the spec (and per extra stop of the app).
  static func testReport(_ comparison: ScreenComparison) -> TestReport {
    var report = TestReport()
    for platform in comparison.platforms {
      let suite = "\(comparison.specFile) vs \(comparison.dumpFile) (\(platform.screenReaderName))"
      for pair in comparison.pairs where pair.platform == platform {
        let id = pair.spec?.elementID ?? pair.app?.elementID ?? ""
        let found = comparison.findings.filter {
          $0.platform == platform && $0.elementID == id
            && (pair.spec != nil ? $0.kind != .extraStop : $0.kind == .extraStop)
        }
        let name = pair.spec.map { "\($0.elementID): \($0.spoken)" } ?? "extra stop: \(pair.app?.spoken ?? "")"
        let outcome: TestReport.Case.Outcome =
          found.isEmpty
          ? .passed
          : .failed(
            message: found.map { "\($0.message) [\($0.kind.rawValue)]" }.joined(separator: "; "),
            detail: (found.first?.detail ?? [])
              + found.compactMap { $0.appLocation.map { "app: \($0)" } }.prefix(1))
        report.cases.append(
          TestReport.Case(
            name: name, suite: suite, location: pair.spec?.location ?? pair.app?.location, outcome: outcome))
      }
    }
    return report
  }
}
