import EarshotTestSupport
import Foundation
import Scenario
import Testing

/// The broken variants in scenarios/: one per defect the seeds warn against, each
/// saying what a trainee hears that is wrong and which success criterion it
/// fails, with a script whose expectations hold on both platforms.
@Suite struct BrokenVariantTests {
  static let criteria = ["Name", "Role", "Grouping", "State", "Focus", "Actions", "External keyboard"]

  /// Each defect, the file that shows it, and the criterion it fails.
  static let defects: [(file: String, criterion: String)] = [
    ("broken-role-in-label.yaml", "Name"),
    ("broken-placeholder-label.yaml", "Name"),
    ("broken-ungrouped-label.yaml", "Grouping"),
    ("broken-no-state.yaml", "State"),
    ("broken-modal-not-confined.yaml", "Focus"),
    ("broken-focus-not-returned.yaml", "Focus"),
    ("broken-list-focus-not-moved.yaml", "Focus"),
    ("broken-drawer-no-dismiss.yaml", "Actions"),
  ]

  @Test func everyDefectHasItsVariant() throws {
    let shipped = try Repository.scenarios(matching: "broken-").map { URL(fileURLWithPath: $0).lastPathComponent }
    #expect(Set(Self.defects.map(\.file)).isSubset(of: Set(shipped)))
  }

  @Test("a broken variant explains itself", arguments: defects.map(\.file))
  func explainsItself(_ file: String) throws {
    let path = Repository.path("scenarios/\(file)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    let criterion = try #require(Self.defects.first { $0.file == file }?.criterion)
    #expect(lines.first == "# yaml-language-server: $schema=schema.json")
    #expect(
      lines.dropFirst().first?.hasPrefix("# BROKEN (\(criterion)): ") == true, "\(file): the header names the criterion"
    )
    let header = lines.dropFirst().prefix { $0.hasPrefix("#") }
    #expect(header.count >= 4, "\(file): the header says what is heard and how to fix it")
    #expect(header.contains { $0.contains("Fix:") }, "\(file): the header says how to fix it")

    let loaded = try ScenarioLoader.load(path: path)
    #expect(loaded.fails == criterion)
    #expect(Self.criteria.contains(loaded.fails ?? ""))
    #expect(loaded.about?.isEmpty == false)
    let script = loaded.script.map(\.text)
    #expect(script.contains("platform ios") && script.contains("platform android"), "\(file): heard on both platforms")
    #expect(script.filter { $0.hasPrefix("expect") }.count >= 2)
  }

  @Test("its script's expectations hold on both platforms", arguments: defects.map(\.file))
  func scriptHolds(_ file: String) throws {
    let earshot = try ChildProcess.earshot()
    let result = try ChildProcess.run(earshot, ["play", Repository.path("scenarios/\(file)"), "--no-audio"])
    #expect(result.status == 0, "\(file):\n\(result.standardError)")
    #expect(result.standardOutput.contains("> expect"))
  }
}
