import Audit
import Diagnostics
import Foundation
import Playback
import ScreenReader

/// How `earshot check` writes what it found: text for people, JSON for scripts,
/// JUnit XML for CI servers, SARIF 2.1.0 for code review tools (shown inline).
public enum CheckFormat: String, CaseIterable, Sendable {
  case text, json, junit, sarif

  public func render(_ run: CheckRun) -> String {
    switch self {
    case .text: CheckFormat.text(run)
    case .json: CheckFormat.encode(CheckJSON(run))
    case .junit: JUnitReport.render(CheckFormat.testReport(run))
    case .sarif: CheckFormat.encode(CheckSARIF.log(run))
    }
  }

  /// Prints what a run found as `earshot check` does: the files that did not load as
  /// located errors, then the run in this format (text line by line, escaped; the
  /// others as they are).
  public func print(_ run: CheckRun, to output: any RunOutput) {
    output.report(run.errors.map(\.diagnostic))
    let rendered = render(run)
    guard self == .text else { return output.write(rendered) }
    for line in rendered.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      output.out(String(line))
    }
  }

  /// Each finding as a located warning; a clean variant as "no findings".
  static func text(_ run: CheckRun) -> String {
    var lines: [String] = []
    for checked in run.checked {
      let variant = checked.variant.map { " (variant '\($0)')" } ?? ""
      if checked.findings.isEmpty {
        lines.append("\(OneLine.of(checked.file))\(OneLine.of(variant)): no findings")
      } else {
        lines += checked.findings.map { $0.description + OneLine.of(variant) }
      }
      // What `check: { ignore: }` set apart, as notes with the scenario's reason.
      for finding in checked.suppressed {
        var note = finding.diagnostic
        note.severity = .note
        lines.append("\(note.description)\(variant): suppressed in the scenario, because: \(checked.because ?? "")")
      }
    }
    if run.baseline != nil {
      lines.append("\(run.knownCount) finding\(run.knownCount == 1 ? "" : "s") already in the baseline, not reported")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// One suite per file (and variant), one case per rule: CI shows which rules hold.
  static func testReport(_ run: CheckRun) -> TestReport {
    var report = TestReport()
    for checked in run.checked {
      let suite = checked.file + (checked.variant.map { " (variant '\($0)')" } ?? "")
      for rule in Auditor.rules {
        let found = checked.findings.filter { $0.rule == rule.identifier }
        let ignored = checked.suppressed.contains { $0.rule == rule.identifier }
        let outcome: TestReport.Case.Outcome =
          found.isEmpty && ignored
          ? .skipped("suppressed in the scenario, because: \(checked.because ?? "")")
          : found.isEmpty
            ? .passed
            : .failed(
              message:
                "[\(rule.criterion.rawValue)] \(found.count == 1 ? found[0].message : "\(found.count) findings")",
              detail: found.count == 1 ? [] : found.map(\.description))
        report.cases.append(
          TestReport.Case(
            name: "\(rule.identifier) [\(rule.criterion.rawValue)]", suite: suite, location: found.first?.location,
            outcome: outcome))
      }
    }
    for (file, error) in run.errors {
      report.cases.append(
        TestReport.Case(
          name: "loads", suite: file, location: error.location, outcome: .error(message: error.description)))
    }
    return report
  }

  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = JSONText.escapingInvisibles((try? encoder.encode(value)) ?? Data("{}".utf8))
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
