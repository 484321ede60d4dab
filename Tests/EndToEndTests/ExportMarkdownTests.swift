import EarshotTestSupport
import Foundation
import Testing

/// `earshot export SCENARIO --format markdown`: a table a designer can paste
/// into a spec, VoiceOver and TalkBack side by side.
@Suite struct ExportMarkdownTests {
  /// The table's rows, each split into cells at bars that are not escaped.
  static func table(_ markdown: String) -> [[String]] {
    MarkdownTable.rows(markdown).map { $0.map { $0.trimmingCharacters(in: .whitespaces) } }
  }

  @Test func theTourExportsAsATableWithAColumnPerScreenReader() throws {
    let output = try PlayProcess.run(["export", "scenarios/tour.yaml", "--format", "markdown"])
    #expect(output.status == 0, "\(output.stderr)")
    let table = Self.table(output.stdout)
    #expect(table.count > 10)
    let header = table[0]
    #expect(header.count == 5)
    #expect(header.contains("VoiceOver") && header.contains("TalkBack"))
    #expect(table[1].allSatisfy { $0 == "---" })
    let rows = table.dropFirst(2)
    #expect(rows.allSatisfy { $0.count == header.count })
    guard let voiceOver = header.firstIndex(of: "VoiceOver"), let talkBack = header.firstIndex(of: "TalkBack") else {
      return
    }
    // Most elements are reached on both platforms, and they say them differently somewhere.
    let both = rows.filter { $0[voiceOver] != "\u{2014}" && $0[talkBack] != "\u{2014}" }
    #expect(both.count * 2 > rows.count)
    #expect(both.contains { $0[voiceOver] != $0[talkBack] })
    // A check box is listed in both of its states.
    let subscribe = rows.filter { $0[1] == "Subscribe" && $0[2].hasPrefix("focused") }
    #expect(subscribe.count == 2)
    #expect(Set(subscribe.map { $0[talkBack] }).count == 2)
    // The alert's contents have rows of their own.
    #expect(rows.contains { $0[0].contains("Unsubscribe everywhere?") && $0[1] == "Cancel" })
  }

  @Test func theDropdownSpecListsEveryOptionOfTheOpenList() throws {
    let output = try PlayProcess.run(["export", "scenarios/dropdown.yaml", "--format", "markdown"])
    #expect(output.status == 0, "\(output.stderr)")
    let rows = Self.table(output.stdout).dropFirst(2)
    let inList = rows.filter { $0[0] != "Screen" && $0[2] == "focused" }
    #expect(inList.count >= 3)
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
