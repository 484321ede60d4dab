import Diagnostics

/// `earshot compare --report sarif`: each finding a SARIF 2.1.0 result (`SARIF.Log`) at the spec's
/// line (the dump's when the spec has none), the app's element as a related location, and one rule
/// per kind of difference (renamed-label, lost-role, …).
enum CompareSARIF {
  struct Rule: Encodable {
    struct Configuration: Encodable { var level = "error" }
    var id: String
    var name: String
    var shortDescription: SARIF.Message
    var defaultConfiguration = Configuration()
  }

  struct Result: Encodable {
    struct Properties: Encodable {
      var platform: String
      var element: String
      var expected: String?
      var heard: String?
    }
    var ruleId: String
    var ruleIndex: Int
    var level = "error"
    var message: SARIF.Message
    var locations: [SARIF.Location]
    var relatedLocations: [SARIF.Location]?
    var properties: Properties
  }

  static func log(_ comparison: ScreenComparison) -> SARIF.Log<Rule, Result> {
    let kinds = ComparisonFinding.Kind.allCases
    let rules = kinds.map {
      Rule(id: $0.rawValue, name: SARIF.pascalCase($0.rawValue), shortDescription: SARIF.Message(text: $0.summary))
    }
    let results = comparison.findings.map { finding in
      let primary = finding.specLocation ?? finding.appLocation
      let file = primary?.file ?? (finding.heard == nil ? comparison.specFile : comparison.dumpFile)
      let related =
        finding.specLocation != nil ? finding.appLocation.map { [SARIF.location(file: $0.file, at: $0)] } : nil
      return Result(
        ruleId: finding.kind.rawValue, ruleIndex: kinds.firstIndex(of: finding.kind) ?? 0,
        message: SARIF.Message(text: finding.message), locations: [SARIF.location(file: file, at: primary)],
        relatedLocations: related,
        properties: Result.Properties(
          platform: finding.platform.rawValue, element: finding.elementID, expected: finding.expected,
          heard: finding.heard))
    }
    return SARIF.Log(rules: rules, results: results)
  }
}
