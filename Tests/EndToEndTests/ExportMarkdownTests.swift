import EarshotTestSupport
import Foundation
import Testing

/// `earshot export SCENARIO` as a process: the spec printed or written with
/// --output (never over the scenario, never into a missing folder), and exit 2 for
/// a bad scenario. What the spec says is checked in-process (TeamsTests/SpecExportTests).
@Suite struct ExportMarkdownTests {
  @Test func outputWritesTheSameSpecToAFileButNeverOverTheScenario() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("spec.md")
    let printed = try PlayProcess.run(["export", "scenarios/tour.yaml"])
    let written = try PlayProcess.run(["export", "scenarios/tour.yaml", "--output", target.path])
    #expect(written.status == 0, "\(written.stderr)")
    // The file ends with the mark the next export knows it by (issue 36).
    #expect(try String(contentsOf: target, encoding: .utf8) == printed.stdout + "\n<!-- generator: Earshot -->\n")
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

  @Test func anUnwritableOutputIsRefusedBeforeAnyWork() throws {
    let output = try PlayProcess.run([
      "export", "scenarios/dropdown.yaml", "--format", "html", "-o", "/no/such/spec.html",
    ])
    #expect(output.status == 2)
    #expect(output.stderr.contains("earshot: error: --output /no/such/spec.html: the folder /no/such does not exist"))
  }
}
