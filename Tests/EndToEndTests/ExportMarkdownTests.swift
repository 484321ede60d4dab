import EarshotTestSupport
import Foundation
import Testing

/// `earshot export SCENARIO --format markdown` as a process: the spec printed or
/// written with --output (never over the scenario), and exit 2 for a bad scenario.
/// What the table says is checked in-process (TeamsTests/SpecExportTests).
@Suite struct ExportMarkdownTests {
  /// The table's rows, each split into cells at bars that are not escaped.
  static func table(_ markdown: String) -> [[String]] {
    MarkdownTable.rows(markdown).map { $0.map { $0.trimmingCharacters(in: .whitespaces) } }
  }

  @Test func outputWritesTheSameSpecToAFileButNeverOverTheScenario() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("spec.md")
    let printed = try PlayProcess.run(["export", "scenarios/tour.yaml"])
    let written = try PlayProcess.run(["export", "scenarios/tour.yaml", "--output", target.path])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(try String(contentsOf: target, encoding: .utf8) == printed.stdout)
    let scenario = folder.appendingPathComponent("tour.yaml")
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent("scenarios/tour.yaml"), to: scenario)
    let before = try Data(contentsOf: scenario)
    let refused = try PlayProcess.run(["export", scenario.path, "--output", scenario.path])
    #expect(refused.status == 2)
    #expect(try Data(contentsOf: scenario) == before)
  }

  @Test func aScenarioWithAMistakeExitsTwo() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("broken.yaml")
    try Data("title: Broken\nelements:\n  - chekbox: Subscribe\n".utf8).write(to: scenario)
    let output = try PlayProcess.run(["export", scenario.path])
    #expect(output.status == 2)
    #expect(output.stderr.contains("broken.yaml:3:"))
  }
}
