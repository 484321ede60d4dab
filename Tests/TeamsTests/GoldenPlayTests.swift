import EarshotTestSupport
import Foundation
import FoundationXML
import Teams
import Testing

/// `earshot play --golden`: today's transcript against an approved one, a diff
/// when they differ, `--update` that says what it changed, a folder in one call,
/// and reports a CI server reads. All in-process, through the Teams library.
@Suite struct GoldenPlayTests {
  static let scenario = """
    title: Settings
    elements:
      - heading: Settings
      - checkbox: { label: Subscribe }
      - button: Continue
    script:
      - next
      - expect ios "Subscribe, not checked, button"
      - expect android "not checked, Subscribe, Check box, Double-tap to toggle"
      - activate
      - next
    """

  /// A folder with the scenario (and a second one), removed after `body`.
  func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenarios = folder.appendingPathComponent("scenarios")
    try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
    try Data(Self.scenario.utf8).write(to: scenarios.appendingPathComponent("settings.yaml"))
    try Data(Self.scenario.replacingOccurrences(of: "Continue", with: "Done").utf8).write(
      to: scenarios.appendingPathComponent("other.yaml"))
    try body(folder)
  }

  @Test func updateApprovesAndACheckHoldsUntilTheWordingChanges() throws {
    try withFolder { folder in
      let scenario = folder.appendingPathComponent("scenarios/settings.yaml").path
      let golden = folder.appendingPathComponent("settings.txt").path

      // No approved transcript yet: a failure that says how to approve.
      let missing = InProcessPlay.run(PlayOptions(scenario: scenario, golden: golden))
      #expect(missing.status == 1)
      #expect(missing.stderr.contains("--update"), "\(missing.stderr)")

      let created = InProcessPlay.run(PlayOptions(scenario: scenario, golden: golden, update: true))
      #expect(created.status == 0, "\(created.stderr)")
      #expect(created.stdout.contains("created \(golden)"))
      let approved = try String(contentsOfFile: golden, encoding: .utf8)
      // Both readers, by default, with every command and what each said.
      #expect(approved.contains("VoiceOver: Subscribe, not checked, button"))
      #expect(approved.contains("TalkBack:  not checked, Subscribe, Check box"))
      #expect(approved.contains("> activate"))

      let same = InProcessPlay.run(PlayOptions(scenario: scenario, golden: golden))
      #expect(same.status == 0, "\(same.stderr)")

      // A wording change in the scenario: the check fails with a diff at both places.
      let edited = Self.scenario.replacingOccurrences(of: "button: Continue", with: "button: Next step")
      try Data(edited.utf8).write(to: URL(fileURLWithPath: scenario))
      let changed = InProcessPlay.run(PlayOptions(scenario: scenario, golden: golden))
      #expect(changed.status == 1)
      let lines = changed.stderr.split(separator: "\n").map(String.init)
      #expect(lines.first?.hasPrefix("\(golden):") == true, "\(changed.stderr)")
      #expect(lines.contains("-  VoiceOver: Continue, button"))
      #expect(lines.contains("+  VoiceOver: Next step, button"))
      #expect(lines.contains { $0.hasPrefix("\(scenario):11:5: note:") }, "the script line that said it")
      #expect(try String(contentsOfFile: golden, encoding: .utf8) == approved, "a check never writes")

      // Approving says what changed, and then the check holds.
      let updated = InProcessPlay.run(PlayOptions(scenario: scenario, golden: golden, update: true))
      #expect(updated.status == 0)
      #expect(updated.stdout.contains("updated \(golden) (2 lines removed, 2 added)"), "\(updated.stdout)")
      #expect(updated.stdout.contains("+  TalkBack:  Next step, Button"))
      #expect(InProcessPlay.run(PlayOptions(scenario: scenario, golden: golden)).status == 0)
      let again = InProcessPlay.run(PlayOptions(scenario: scenario, golden: golden, update: true))
      #expect(again.stdout.contains("unchanged"))
    }
  }

  @Test func aFolderIsCheckedInOneCallWithAJUnitReport() throws {
    try withFolder { folder in
      let scenarios = folder.appendingPathComponent("scenarios").path
      let goldens = folder.appendingPathComponent("golden").path
      let report = folder.appendingPathComponent("report.xml").path
      let approve = InProcessPlay.run(PlayOptions(scenario: scenarios, goldenDir: goldens, update: true))
      #expect(approve.status == 0, "\(approve.stderr)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() == ["other.txt", "settings.txt"])

      let holds = InProcessPlay.run(PlayOptions(scenario: scenarios, goldenDir: goldens, report: ["junit", report]))
      #expect(holds.status == 0, "\(holds.stderr)")
      var document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
      #expect(try document.nodes(forXPath: "//testsuite").count == 2)
      #expect(try document.nodes(forXPath: "//testcase").count == 6, "two expectations and one golden file each")
      #expect(try document.nodes(forXPath: "//failure").isEmpty)

      // Break one approved transcript: that scenario's golden case fails, located.
      let other = folder.appendingPathComponent("golden/other.txt")
      let text = try String(contentsOf: other, encoding: .utf8)
      try Data(text.replacingOccurrences(of: "Done, button", with: "Finished, button").utf8).write(to: other)
      let fails = InProcessPlay.run(PlayOptions(scenario: scenarios, goldenDir: goldens, report: ["junit", report]))
      #expect(fails.status == 1)
      document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
      let failed = try document.nodes(forXPath: "//testcase[failure]")
      #expect(failed.count == 1)
      let element = try #require(failed.first as? XMLElement)
      #expect(element.attribute(forName: "file")?.stringValue == other.path)
      #expect(element.attribute(forName: "line")?.stringValue != nil)
      #expect(element.stringValue?.contains("-  VoiceOver: Finished, button") == true)
    }
  }

  @Test func aFolderGuardsScenariosWithoutAScriptEachVariantAndBothSpellings() throws {
    try withFolder { folder in
      let scenarios = folder.appendingPathComponent("scenarios")
      // No script: the default walk visits every element on each reader.
      try Data("title: Plain\nelements:\n  - button: Save\n  - checkbox: Remember me\n".utf8)
        .write(to: scenarios.appendingPathComponent("plain.yaml"))
      try Data("title: Plain too\nelements:\n  - button: Cancel\n".utf8)
        .write(to: scenarios.appendingPathComponent("plain.yml"))
      try FileManager.default.copyItem(
        atPath: Repository.path("scenarios/broken-no-state.yaml"),
        toPath: scenarios.appendingPathComponent("exercise.yaml").path)
      let goldens = folder.appendingPathComponent("golden").path
      let approve = InProcessPlay.run(PlayOptions(scenario: scenarios.path, goldenDir: goldens, update: true))
      #expect(approve.status == 0, "\(approve.stderr)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() == [
          "exercise.broken.txt", "exercise.fixed.txt", "other.txt", "plain.txt", "plain.yml.txt", "settings.txt",
        ])
      let walk = try String(contentsOfFile: goldens + "/plain.txt", encoding: .utf8)
      #expect(walk.contains("> next\n  Remember me, not checked, button\n"), "\(walk)")
      #expect(walk.contains("> next\n  not checked, Remember me, Check box\n"), "\(walk)")
      #expect(InProcessPlay.run(PlayOptions(scenario: scenarios.path, goldenDir: goldens)).status == 0)

      // A wording change in the script-less scenario fails the run.
      let plain = scenarios.appendingPathComponent("plain.yaml")
      try Data("title: Plain\nelements:\n  - button: Save\n  - checkbox: Keep me signed in\n".utf8).write(to: plain)
      let fails = InProcessPlay.run(PlayOptions(scenario: scenarios.path, goldenDir: goldens))
      #expect(fails.status == 1)
      #expect(fails.stderr.contains("plain.txt"), "\(fails.stderr)")
    }
  }

  @Test func reportsLocateEachExpectationInTAPAndJSON() throws {
    try withFolder { folder in
      let scenario = folder.appendingPathComponent("scenarios/settings.yaml").path
      let script = folder.appendingPathComponent("check.script").path
      try Data(
        "next\nexpect \"Subscribe, not checked, button\"\nexpect android \"Subscribe\"\nnext\nexpect \"Cancel, button\"\n"
          .utf8
      ).write(to: URL(fileURLWithPath: script))
      let tap = folder.appendingPathComponent("report.tap").path
      let output = InProcessPlay.run(PlayOptions(scenario: scenario, script: script, report: ["tap", tap]))
      #expect(output.status == 1)
      let lines = try String(contentsOfFile: tap, encoding: .utf8).split(separator: "\n").map(String.init)
      #expect(Array(lines.prefix(2)) == ["TAP version 13", "1..3"])
      #expect(lines[2].hasPrefix("ok 1 - \(script):2:1: expect"))
      #expect(lines[3].hasPrefix("ok 2 - \(script):3:1: expect android") && lines[3].contains("# SKIP"))
      #expect(lines[4].hasPrefix("not ok 3 - \(script):5:1: expect"))
      #expect(lines.contains("  message: \"VoiceOver said something else\""))

      let json = folder.appendingPathComponent("report.json").path
      _ = InProcessPlay.run(PlayOptions(scenario: scenario, script: script, report: ["json", json]))
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))
      let root = try #require(object as? [String: Any])
      #expect(root["tests"] as? Int == 3)
      #expect(root["failures"] as? Int == 1)
      let cases = try #require(root["cases"] as? [[String: Any]])
      #expect(cases.map { $0["status"] as? String } == ["passed", "skipped", "failed"])
      #expect(cases[2]["line"] as? Int == 5)

      let wrong = InProcessPlay.run(PlayOptions(scenario: scenario, report: ["xml", json]))
      #expect(wrong.status == 2)
      #expect(wrong.stderr.contains("unknown format 'xml'"))
    }
  }

  @Test func aFolderNeedsAGoldenDirAndRefusesOneFileOptions() throws {
    try withFolder { folder in
      let scenarios = folder.appendingPathComponent("scenarios").path
      let plain = InProcessPlay.run(PlayOptions(scenario: scenarios))
      #expect(plain.status == 2)
      #expect(plain.stderr.contains("add --golden-dir DIR"))
      let wav = InProcessPlay.run(PlayOptions(scenario: scenarios, wav: "x.wav", goldenDir: folder.path))
      #expect(wav.status == 2)
      #expect(wav.stderr.contains("--wav"))
    }
  }
}
