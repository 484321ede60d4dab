import EarshotTestSupport
import Foundation
import Teams
import Testing

/// Exit status: 0 when every expectation holds, 1 when one fails (with a diff
/// naming the script line), 2 for bad input. Played in-process through the Teams library.
@Suite struct PlayExpectationTests {
  /// Writes `text` as a script file in `folder`.
  func script(_ text: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent("check.script")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// What TalkBack says for each of these commands on the tour, as heard.
  func heard(_ commands: [String]) throws -> [String] {
    let output = InProcessPlay.run(
      PlayOptions(scenario: InProcessPlay.shipped("tour.yaml"), platform: .android),
      input: commands.joined(separator: "\n"))
    return PlayProcess.commands(in: output.stdout).map { command in
      command.lines.filter { !$0.hasPrefix("  [") }.map { String($0.dropFirst(2)) }.joined(separator: ", ")
    }
  }

  @Test func expectationsWrittenFromWhatWasHeardHoldAndExitZero() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let said = try heard(["next", "next", "activate"])
    #expect(said.count == 3)
    // Written as a person would: other case, no commas.
    let lines = zip(["next", "next", "activate"], said).flatMap { command, speech in
      [command, "expect \"\(speech.lowercased().replacingOccurrences(of: ",", with: ""))\""]
    }
    let path = try script(
      "platform android\n" + lines.joined(separator: "\n") + "\nexpect-focus daily digest\n", in: folder)
    let output = InProcessPlay.run(PlayOptions(scenario: InProcessPlay.shipped("tour.yaml"), script: path))
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.isEmpty)
  }

  @Test func aFailingExpectationExitsOneWithADiffNamingTheScriptLine() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let said = try heard(["next"])[0]
    // The same words, in the reverse order: a real regression in wording.
    let reversed = said.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.reversed().joined(
      separator: ", ")
    let path = try script(
      "# check the first element\nplatform android\nnext\n   expect \"\(reversed)\"\nnext\n", in: folder)
    let output = InProcessPlay.run(PlayOptions(scenario: InProcessPlay.shipped("tour.yaml"), script: path))
    #expect(output.status == 1)
    // The whole script still ran and printed its transcript.
    #expect(PlayProcess.commands(in: output.stdout).count == 4)
    let lines = output.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("\(path):4:4: error:") == true, "\(output.stderr)")
    #expect(lines.contains { $0.contains("expected:") && $0.contains(reversed) })
    #expect(lines.contains { $0.contains("heard:") && $0.contains(said) })
    #expect(lines.contains { $0.contains("diff:") && $0.contains("[-") && $0.contains("{+") })
  }

  @Test func aWrongFocusExpectationExitsOne() throws {
    let output = InProcessPlay.run(
      PlayOptions(scenario: InProcessPlay.shipped("tour.yaml"), script: "-"), input: "next\nexpect-focus Continue\n")
    #expect(output.status == 1)
    #expect(output.stderr.contains("<stdin>:2:1: error:"))
    #expect(output.stderr.contains("Continue"))
  }

  @Test func everyShippedScenarioScriptHoldsOnItsPlatforms() throws {
    let folder = Repository.root.appendingPathComponent("scenarios")
    let scenarios = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
      .sorted()
    #expect(!scenarios.isEmpty)
    for scenario in scenarios {
      let output = InProcessPlay.run(PlayOptions(scenario: InProcessPlay.shipped(scenario)))
      #expect(output.status == 0, "\(scenario): \(output.stderr)")
    }
  }

  @Test(arguments: [
    ("next\nfrobnicate\n", "<stdin>:2:1: error: unknown command"),
    ("next\nwait 2h\n", "<stdin>:2:6: error: 'wait'"),
    ("next\n  expect \"unclosed\n", "<stdin>:2:10: error:"),
    ("next\nwhere\n", "<stdin>:2:1: error: 'where' works only in the REPL; a script holds"),
  ])
  func badScriptsExitTwoWithALocatedMessage(_ input: String, _ message: String) throws {
    let output = InProcessPlay.run(PlayOptions(scenario: InProcessPlay.shipped("tour.yaml")), input: input)
    #expect(output.status == 2)
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  /// A CI job whose script was never wired up must fail, not pass having checked nothing.
  @Test func aScriptWithNoCommandsExitsTwo() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try script("# nothing here yet\n", in: folder)
    let output = InProcessPlay.run(PlayOptions(scenario: InProcessPlay.shipped("tour.yaml"), script: path))
    #expect(output.status == 2)
    #expect(output.stderr.contains("nothing to play: \(path) has no commands"), "\(output.stderr)")
  }

  @Test func aMistakeAnywhereStopsTheScriptBeforeItRuns() throws {
    let output = InProcessPlay.run(
      PlayOptions(scenario: InProcessPlay.shipped("tour.yaml")), input: "next\nnext\nfrobnicate\n")
    #expect(output.status == 2)
    #expect(output.stdout.isEmpty)
  }

  @Test func outputsNeverOverwriteTheScenarioOrTheScript() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("tour.yaml")
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent("scenarios/tour.yaml"), to: scenario)
    let before = try Data(contentsOf: scenario)
    let path = try script("next\n", in: folder)
    for option: WritableKeyPath<PlayOptions, String?> in [\.wav, \.captions, \.json] {
      for target in [scenario.path, path] {
        var options = PlayOptions(scenario: scenario.path, script: path)
        options[keyPath: option] = target
        let output = InProcessPlay.run(options)
        #expect(output.status == 2)
        #expect(output.stderr.contains("refusing to overwrite"))
        #expect(output.stdout.isEmpty)
      }
    }
    #expect(try Data(contentsOf: scenario) == before)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "next\n")
  }
}
