import Audit
import Diagnostics
import Foundation

/// `--format sarif`: the findings as a SARIF 2.1.0 log (`SARIF.Log`), the format code
/// review tools read to show each finding on its line. Each rule is a reporting
/// descriptor, each finding a result at its file, line and column; a file that did not
/// load is a tool execution notification.
enum CheckSARIF {
  struct Rule: Encodable {
    struct Configuration: Encodable { var level = "warning" }
    var id: String
    var name: String
    var shortDescription: SARIF.Message
    var defaultConfiguration = Configuration()
    var properties: [String: String]
  }

  struct Result: Encodable {
    struct Properties: Encodable {
      var criterion: String
      var platforms: [String]
      var element: String?
      var variant: String?
    }
    var ruleId: String
    var ruleIndex: Int
    var level = "warning"
    var message: SARIF.Message
    var locations: [SARIF.Location]
    var properties: Properties
    /// SARIF's in-source suppression: the scenario's `check: { ignore: }`, with its reason.
    var suppressions: [Suppression]? = nil
  }

  struct Suppression: Encodable {
    var kind = "inSource"
    var justification: String
  }

  static func log(_ run: CheckRun) -> SARIF.Log<Rule, Result> {
    let rules = Auditor.rules.map { rule in
      Rule(
        id: rule.identifier, name: SARIF.pascalCase(rule.identifier),
        shortDescription: SARIF.Message(text: rule.summary), properties: ["criterion": rule.criterion.rawValue])
    }
    var results: [Result] = []
    for checked in run.checked {
      let suppressed = checked.suppressed.map { ($0, checked.because) }
      for (finding, because) in checked.findings.map({ ($0, String?.none) }) + suppressed {
        let index = Auditor.rules.firstIndex { $0.identifier == finding.rule } ?? 0
        results.append(
          Result(
            ruleId: finding.rule, ruleIndex: index, message: SARIF.Message(text: finding.diagnostic.message),
            locations: [SARIF.location(file: finding.location?.file ?? checked.file, at: finding.location)],
            properties: Result.Properties(
              criterion: finding.criterion.rawValue, platforms: finding.platforms.map(\.rawValue),
              element: finding.element, variant: checked.variant),
            suppressions: because.map { [Suppression(justification: $0)] }))
      }
    }
    let notifications = run.errors.map { file, error in
      SARIF.Notification(
        message: SARIF.Message(text: error.message + (error.suggestion.map { "; \($0)" } ?? "")),
        locations: [SARIF.location(file: error.location?.file ?? file, at: error.location)])
    }
    return SARIF.Log(
      rules: rules, results: results,
      invocations: [
        SARIF.Invocation(executionSuccessful: run.errors.isEmpty, toolExecutionNotifications: notifications)
      ])
  }
}
