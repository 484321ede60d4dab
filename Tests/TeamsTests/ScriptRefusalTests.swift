import EarshotTestSupport
import Foundation
import FoundationXML
import Playback
import Teams
import Testing

/// Scripts a CI can live with: a line the screen no longer fits is a failed expectation at its
/// line, not the end of the run; silence is written one way; a golden note points at what said it.
@Suite struct ScriptRefusalTests {
  static let scenario = """
    title: Sign in
    elements:
      - text: Welcome back
      - text-field: { label: Email }
      - checkbox: { label: Remember me }
      - button: Sign in
    """

  func withScenario(_ text: String = Self.scenario, _ body: (URL) throws -> Void) throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(text.utf8).write(to: folder.appendingPathComponent("signin.yaml"))
    try body(folder)
  }

  /// The app renamed "Remember me": the script's line for it fails where it is written (exit 1, a
  /// JUnit failure, not an error), and every later expectation and the golden check still run.
  @Test func aLineNamingAnElementTheScreenNoLongerHasFailsThereAndTheRunGoesOn() throws {
    try withScenario { folder in
      let scenario = folder.appendingPathComponent("signin.yaml").path
      let golden = folder.appendingPathComponent("signin.txt").path
      let report = folder.appendingPathComponent("report.xml").path
      let script =
        "touch Remember me\nexpect \"Remember me, not checked, button\"\ntouch Sign in\nexpect \"Sign in, button\"\n"
      let approve = InProcessPlay.run(
        PlayOptions(scenario: scenario, platform: .ios, script: "-", golden: golden, update: true), input: script)
      #expect(approve.status == 0, "\(approve.stderr)")

      let renamed = Self.scenario.replacingOccurrences(of: "Remember me", with: "Stay signed in")
      try Data(renamed.utf8).write(to: URL(fileURLWithPath: scenario))
      let run = InProcessPlay.run(
        PlayOptions(
          scenario: scenario, platform: .ios, script: "-", golden: golden, report: ["junit", report]),
        input: script)
      #expect(run.status == 1, "a failed expectation, not bad input: \(run.stderr)")
      #expect(
        run.stderr.contains("<stdin>:1:1: error: no element named 'Remember me' on screen"), "\(run.stderr)")
      // The later lines ran: the second expectation is judged, and the golden check shows the diff.
      #expect(run.stderr.contains("<stdin>:4:1:") == false, "the last expectation still holds: \(run.stderr)")
      #expect(run.stderr.contains("<stdin>:2:1: error:"), "\(run.stderr)")
      #expect(run.stderr.contains("no longer says what was approved"), "\(run.stderr)")
      #expect(run.stderr.contains("+  [refused: no element named 'Remember me' on screen]"), "\(run.stderr)")

      let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
      let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
      let refused = try #require(cases.first { $0.attribute(forName: "name")?.stringValue == "touch Remember me" })
      #expect(refused.attribute(forName: "line")?.stringValue == "1")
      #expect(try refused.nodes(forXPath: "failure").count == 1, "a failure, which CI shows as a failed test")
      #expect(try document.nodes(forXPath: "//error").isEmpty)
      #expect(cases.contains { $0.attribute(forName: "name")?.stringValue == "expect \"Sign in, button\"" })
      #expect(cases.contains { $0.attribute(forName: "name")?.stringValue?.hasPrefix("golden") == true })
    }
  }

  /// A file that cannot be read at all is still bad input.
  @Test func aScriptThatDoesNotParseStillExitsTwo() throws {
    try withScenario { folder in
      let output = InProcessPlay.run(
        PlayOptions(scenario: folder.appendingPathComponent("signin.yaml").path), input: "touch Email\nfrobnicate\n")
      #expect(output.status == 2)
    }
  }

  /// A command nothing answers prints "(silence)" in `play`, as the REPL shows it, and an
  /// expectation of speech that met silence says the same word.
  @Test func silenceIsWrittenTheSameWayInPlayAndInReports() throws {
    try withScenario { folder in
      let scenario = folder.appendingPathComponent("signin.yaml").path
      let played = InProcessPlay.run(
        PlayOptions(scenario: scenario, platform: .ios, script: "-"),
        input: "first\nactivate\nexpect \"Welcome back\"\n")
      let lines = played.stdout.split(separator: "\n").map(String.init)
      let afterActivate = try #require(lines.firstIndex(of: "> activate"))
      #expect(lines[afterActivate + 1] == "  (silence)", "\(played.stdout)")
      #expect(played.stderr.contains("+ heard:    (silence)"), "\(played.stderr)")
    }
  }

  /// A scenario with no script is played by the default walk: a golden difference names the
  /// walk's step, not line 1, column 1 of the scenario.
  @Test func aGoldenNoteOnTheDefaultWalkNamesTheStep() throws {
    try withScenario { folder in
      let scenarios = folder.path
      let goldens = folder.appendingPathComponent("golden").path
      let approve = InProcessPlay.run(PlayOptions(scenario: scenarios, goldenDir: goldens, update: true))
      #expect(approve.status == 0, "\(approve.stderr)")
      let scenario = folder.appendingPathComponent("signin.yaml")
      try Data(Self.scenario.replacingOccurrences(of: "button: Sign in", with: "button: Log in").utf8).write(
        to: scenario)
      let changed = InProcessPlay.run(PlayOptions(scenario: scenarios, goldenDir: goldens))
      #expect(changed.status == 1)
      #expect(!changed.stderr.contains(":1:1: note"), "\(changed.stderr)")
      #expect(changed.stderr.contains("note: the first change is said after step "), "\(changed.stderr)")
      #expect(changed.stderr.contains("of the default walk ("), "\(changed.stderr)")
    }
  }
}
