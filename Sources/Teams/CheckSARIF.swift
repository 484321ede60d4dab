import Audit
import Diagnostics
import EarshotVersion
import Foundation

/// `--format sarif`: the findings as a SARIF 2.1.0 log (OASIS), the format code
/// review tools read to show each finding on its line. One run; each rule is a
/// reporting descriptor, each finding a result at its file, line and column; a file
/// that did not load is a tool execution notification.
struct CheckSARIF: Encodable {
  struct Message: Encodable { var text: String }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct Location: Encodable { var physicalLocation: PhysicalLocation }

  struct Rule: Encodable {
    struct Configuration: Encodable { var level = "warning" }
    var id: String
    var name: String
    var shortDescription: Message
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
    var message: Message
    var locations: [Location]
    var properties: Properties
    /// SARIF's in-source suppression: the scenario's `check: { ignore: }`, with its reason.
    var suppressions: [Suppression]? = nil
  }

  struct Suppression: Encodable {
    var kind = "inSource"
    var justification: String
  }

  struct Notification: Encodable {
    var level = "error"
    var message: Message
    var locations: [Location]
  }

  struct Invocation: Encodable {
    var executionSuccessful: Bool
    var toolExecutionNotifications: [Notification]
  }

  struct Driver: Encodable {
    var name = "earshot"
    // The toolComponent's semanticVersion (the release) and version (with the commit built).
    var semanticVersion = EarshotVersion.release
    var version = EarshotVersion.description
    var rules: [Rule]
  }

  struct Tool: Encodable { var driver: Driver }

  struct BaseURI: Encodable { var uri: String }

  struct Run: Encodable {
    var tool: Tool
    var originalUriBaseIds: [String: BaseURI]
    var invocations: [Invocation]
    var results: [Result]
  }

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  var schema = "https://json.schemastore.org/sarif-2.1.0.json"
  var version = "2.1.0"
  var runs: [Run]

  /// Relative paths are resolved against the folder `check` ran in.
  static let sourceRoot = "SRCROOT"

  init(_ run: CheckRun) {
    let rules = Auditor.rules.map { rule in
      Rule(
        id: rule.identifier, name: Self.pascalCase(rule.identifier), shortDescription: Message(text: rule.summary),
        properties: ["criterion": rule.criterion.rawValue])
    }
    var results: [Result] = []
    for checked in run.checked {
      let suppressed = checked.suppressed.map { ($0, checked.because) }
      for (finding, because) in checked.findings.map({ ($0, String?.none) }) + suppressed {
        let index = Auditor.rules.firstIndex { $0.identifier == finding.rule } ?? 0
        results.append(
          Result(
            ruleId: finding.rule, ruleIndex: index, message: Message(text: finding.diagnostic.message),
            locations: [Self.location(file: finding.location?.file ?? checked.file, at: finding.location)],
            properties: Result.Properties(
              criterion: finding.criterion.rawValue, platforms: finding.platforms.map(\.rawValue),
              element: finding.element, variant: checked.variant),
            suppressions: because.map { [Suppression(justification: $0)] }))
      }
    }
    let notifications = run.errors.map { file, error in
      Notification(
        message: Message(text: error.message + (error.suggestion.map { "; \($0)" } ?? "")),
        locations: [Self.location(file: error.location?.file ?? file, at: error.location)])
    }
    let folder = FileManager.default.currentDirectoryPath
    let root = Self.fileURI(folder.hasSuffix("/") ? folder : folder + "/")
    runs = [
      Run(
        tool: Tool(driver: Driver(rules: rules)), originalUriBaseIds: [Self.sourceRoot: BaseURI(uri: root)],
        invocations: [Invocation(executionSuccessful: run.errors.isEmpty, toolExecutionNotifications: notifications)],
        results: results)
    ]
  }

  /// "role-word-in-name" as "RoleWordInName": SARIF's rule names are identifiers.
  static func pascalCase(_ identifier: String) -> String {
    identifier.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  static func location(file: String, at place: Diagnostics.SourceLocation?) -> Location {
    let artifact =
      file.hasPrefix("/")
      ? ArtifactLocation(uri: fileURI(file)) : ArtifactLocation(uri: percentEncoded(file), uriBaseId: sourceRoot)
    return Location(
      physicalLocation: PhysicalLocation(
        artifactLocation: artifact, region: place.map { Region(startLine: $0.line, startColumn: $0.column) }))
  }

  static func fileURI(_ path: String) -> String { "file://" + percentEncoded(path) }

  static func percentEncoded(_ path: String) -> String {
    path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
  }
}
