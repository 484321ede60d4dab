import Diagnostics
import EarshotVersion
import Foundation

/// The SARIF 2.1.0 log (OASIS) every earshot report in that format is: the schema and
/// version, one run whose tool is earshot (its release and the commit built) with the
/// report's own rules, the folder relative paths are resolved against, and the report's
/// own results. `check` (`CheckSARIF`) and `compare` (`CompareSARIF`) give only their rules
/// and results; the envelope and the locations are written here, once.
enum SARIF {
  struct Log<Rule: Encodable, Result: Encodable>: Encodable {
    struct Driver: Encodable {
      var name = "earshot"
      // The toolComponent's semanticVersion (the release) and version (with the commit built).
      var semanticVersion = EarshotVersion.release
      var version = EarshotVersion.description
      var rules: [Rule]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Run: Encodable {
      var tool: Tool
      var originalUriBaseIds: [String: BaseURI]
      /// Said only by a report that can fail to read a file (nil leaves it out).
      var invocations: [Invocation]?
      var results: [Result]
    }

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }

    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    /// One run of earshot; relative paths are resolved against the folder it ran in.
    init(rules: [Rule], results: [Result], invocations: [Invocation]? = nil) {
      let folder = FileManager.default.currentDirectoryPath
      let root = SARIF.fileURI(folder.hasSuffix("/") ? folder : folder + "/")
      runs = [
        Run(
          tool: Tool(driver: Driver(rules: rules)), originalUriBaseIds: [SARIF.sourceRoot: BaseURI(uri: root)],
          invocations: invocations, results: results)
      ]
    }
  }

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

  struct Notification: Encodable {
    var level = "error"
    var message: Message
    var locations: [Location]
  }

  struct Invocation: Encodable {
    var executionSuccessful: Bool
    var toolExecutionNotifications: [Notification]
  }

  struct BaseURI: Encodable { var uri: String }

  /// Relative paths are resolved against the folder earshot ran in.
  static let sourceRoot = "SRCROOT"

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
