import Audit
import EarshotCommands
import EarshotTestSupport
import Foundation
import ScreenReader
import Testing

@testable import EarshotCLI
@testable import Playback

/// A component, audit rule, command or import reader is one new file plus its line in
/// a registry; these fail when the file exists but the line was forgotten, so nothing
/// is written that no user can reach.
@Suite struct RegistryTests {
  /// Each Swift file's name, without `.swift`, in a source folder.
  func fileNames(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: Repository.path(folder))
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  func source(_ folder: String, _ name: String) throws -> String {
    try String(contentsOfFile: Repository.path("\(folder)/\(name).swift"), encoding: .utf8)
  }

  @Test func everyComponentFileIsRegistered() throws {
    let folder = "Sources/ScreenReader/Components"
    // The protocols a component conforms to: Component and those refining it.
    var componentProtocols: Set<String> = ["Component"]
    for name in try fileNames(folder) {
      let text = try source(folder, name)
      for line in text.split(separator: "\n") where line.contains("protocol ") && line.contains(": Component") {
        if let word = line.split(separator: " ").drop(while: { $0 != "protocol" }).dropFirst().first {
          componentProtocols.insert(String(word.prefix { $0.isLetter || $0.isNumber }))
        }
      }
    }
    let registered = Set(ComponentRegistry.kinds.map { String(describing: $0) })
    for name in try fileNames(folder) {
      let text = try source(folder, name)
      guard let declaration = text.split(separator: "\n").first(where: { $0.contains("struct \(name):") }) else {
        continue
      }
      let conformances = declaration.split(separator: ":", maxSplits: 1).last ?? ""
      let isComponent = componentProtocols.contains { conformances.contains($0) }
      #expect(
        !isComponent || registered.contains(name),
        "\(folder)/\(name).swift declares a component that ComponentRegistry.kinds does not list")
    }
  }

  @Test func everyAuditRuleFileIsRegistered() throws {
    let registered = Set(Auditor.rules.map { String(describing: $0) })
    for name in try fileNames("Sources/Audit/Rules") where name.hasSuffix("Rule") {
      #expect(registered.contains(name), "Sources/Audit/Rules/\(name).swift is not in Auditor.rules")
    }
  }

  @Test func everyCommandFileIsASubcommand() throws {
    let registered = Set(Earshot.configuration.subcommands.map { String(describing: $0) })
    for name in try fileNames("Sources/EarshotCommands") where name.hasSuffix("Command") {
      #expect(registered.contains(name), "Sources/EarshotCommands/\(name).swift is not a subcommand of Earshot")
    }
  }

  @Test func everyReplCommandFileIsRegistered() throws {
    let registered = Set(ReplCommands.handlers.map { String(describing: $0) })
    let folder = "Sources/EarshotCLI/ReplCommands"
    for name in try fileNames(folder) where name.hasSuffix("Command") {
      #expect(registered.contains(name), "\(folder)/\(name).swift is not in ReplCommands.handlers")
    }
  }

  @Test func everyScriptWordFileIsRegistered() throws {
    let registered = Set(ScriptCommands.words.map { String(describing: $0) })
    let folder = "Sources/Playback/ScriptWords"
    for name in try fileNames(folder) where name.hasSuffix("Word") && name != "ScriptWord" {
      #expect(registered.contains(name), "\(folder)/\(name).swift is not in ScriptCommands.words")
    }
  }

  @Test func everyImportReaderIsReachable() throws {
    let formats = try source("Sources/Import", "ImportFormat")
    for name in try fileNames("Sources/Import") where name.hasSuffix("Reader") {
      #expect(formats.contains("\(name)."), "Sources/Import/\(name).swift is read by no ImportFormat")
    }
  }
}
