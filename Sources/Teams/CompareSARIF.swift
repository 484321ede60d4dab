import Diagnostics
import Foundation

/// `earshot compare --report sarif`: each finding a SARIF 2.1.0 result at the spec's line (the
/// dump's when the spec has none), the app's element as a related location, and one rule per kind
/// of difference (renamed-label, lost-role, …). Its parts are `earshot check`'s SARIF types.
struct CompareSARIF: Encodable {
  typealias Message = CheckSARIF.Message
  typealias Location = CheckSARIF.Location

  struct Rule: Encodable {
    struct Configuration: Encodable { var level = "error" }
    var id: String
    var name: String
    var shortDescription: Message
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
    var message: Message
    var locations: [Location]
    var relatedLocations: [Location]?
    var properties: Properties
  }

  struct Driver: Encodable {
    var name = "earshot"
    var rules: [Rule]
  }

  struct Tool: Encodable { var driver: Driver }

  struct Run: Encodable {
    var tool: Tool
    var originalUriBaseIds: [String: CheckSARIF.BaseURI]
    var results: [Result]
  }

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  var schema = "https://json.schemastore.org/sarif-2.1.0.json"
  var version = "2.1.0"
  var runs: [Run]

  init(_ comparison: ScreenComparison) {
    let kinds = ComparisonFinding.Kind.allCases
    let rules = kinds.map {
      Rule(id: $0.rawValue, name: CheckSARIF.pascalCase($0.rawValue), shortDescription: Message(text: $0.summary))
    }
    let results = comparison.findings.map { finding in
      let primary = finding.specLocation ?? finding.appLocation
      let file = primary?.file ?? (finding.heard == nil ? comparison.specFile : comparison.dumpFile)
      let related =
        finding.specLocation != nil ? finding.appLocation.map { [CheckSARIF.location(file: $0.file, at: $0)] } : nil
      return Result(
        ruleId: finding.kind.rawValue, ruleIndex: kinds.firstIndex(of: finding.kind) ?? 0,
        message: Message(text: finding.message), locations: [CheckSARIF.location(file: file, at: primary)],
        relatedLocations: related,
        properties: Result.Properties(
          platform: finding.platform.rawValue, element: finding.elementID, expected: finding.expected,
          heard: finding.heard))
    }
    let folder = FileManager.default.currentDirectoryPath
    let root = CheckSARIF.fileURI(folder.hasSuffix("/") ? folder : folder + "/")
    runs = [
      Run(
        tool: Tool(driver: Driver(rules: rules)),
        originalUriBaseIds: [CheckSARIF.sourceRoot: CheckSARIF.BaseURI(uri: root)],
        results: results)
    ]
  }
}
