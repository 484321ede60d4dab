import Audit
import Foundation

/// `--format json`: every variant checked, its findings, and the files that did not load.
struct CheckJSON: Encodable {
  struct Checked: Encodable {
    var file: String
    var variant: String?
    var fails: String?
    var findings: [FindingJSON]
    /// Findings of rules the scenario does not apply, and why.
    var suppressed: [FindingJSON]
    var because: String?
    /// How many findings the baseline already knew.
    var known: Int
  }

  struct FindingJSON: Encodable {
    var rule: String
    var criterion: String
    var platforms: [String]
    var element: String?
    var file: String?
    var line: Int?
    var column: Int?
    var message: String

    init(_ finding: Finding) {
      rule = finding.rule
      criterion = finding.criterion.rawValue
      platforms = finding.platforms.map(\.rawValue)
      element = finding.element
      file = finding.location?.file
      line = finding.location?.line
      column = finding.location?.column
      message = finding.message
    }
  }

  struct Problem: Encodable {
    var file: String
    var line: Int?
    var column: Int?
    var message: String
  }

  var locale: String?
  var platforms: [String]
  var checked: [Checked]
  var errors: [Problem]

  init(_ run: CheckRun) {
    locale = run.locale
    platforms = run.platforms.map(\.rawValue)
    checked = run.checked.map {
      Checked(
        file: $0.file, variant: $0.variant, fails: $0.fails, findings: $0.findings.map(FindingJSON.init),
        suppressed: $0.suppressed.map(FindingJSON.init), because: $0.because, known: $0.known.count)
    }
    errors = run.errors.map {
      Problem(
        file: $0.diagnostic.location?.file ?? $0.file, line: $0.diagnostic.location?.line,
        column: $0.diagnostic.location?.column,
        message: $0.diagnostic.message + ($0.diagnostic.suggestion.map { "; \($0)" } ?? ""))
    }
  }
}
