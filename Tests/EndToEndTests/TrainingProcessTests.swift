import EarshotTestSupport
import Foundation
import Testing

/// Training from the command line, scripted: the quiz with answers piped in,
/// ears-only REPL sessions, and `check` over every variant of many files.
@Suite struct TrainingProcessTests {
  /// The titles of the exercises, in the order a quiz asked them.
  static func askedTitles(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix("Exercise ") }.map { line in
      String(line.split(separator: "'")[1])
    }
  }

  /// The one record a run wrote in the `--record` folder.
  static func onlyRecord(in folder: URL) throws -> URL {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    #expect(names.count == 1, "\(names)")
    return folder.appendingPathComponent(try #require(names.first))
  }

  @Test func theSameSeedAsksTheSameExercisesInTheSameOrder() throws {
    let answers = String(repeating: "1\n1\n", count: 4)
    let first = try PlayProcess.run(["quiz", "scenarios", "--seed", "7", "--count", "4", "--no-audio"], input: answers)
    let again = try PlayProcess.run(["quiz", "scenarios", "--seed", "7", "--count", "4", "--no-audio"], input: answers)
    let other = try PlayProcess.run(["quiz", "scenarios", "--seed", "8", "--count", "4", "--no-audio"], input: answers)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(Self.askedTitles(first.stdout).count == 4)
    #expect(Self.askedTitles(first.stdout) == Self.askedTitles(again.stdout))
    #expect(Self.askedTitles(first.stdout) != Self.askedTitles(other.stdout))
    #expect(first.stdout.contains("Seed 7: '--seed 7' asks the same exercises in the same order."))
  }

  @Test func aScriptedAnswerIsScoredExplainedAndFollowedByTheFix() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = folder.appendingPathComponent("records").path
    let result = try PlayProcess.run(
      ["quiz", "scenarios/broken-focus-not-returned.yaml", "--no-audio", "--record", record],
      input: "show\nfocus\nDelete account\n")
    #expect(result.status == 0, "\(result.stderr)")
    let output = result.stdout
    // The transcript was hidden until asked for.
    let beforeShow = output.components(separatedBy: "> show")[0]
    #expect(!beforeShow.contains("Settings, heading"))
    #expect(output.contains("Right: it fails Focus."))
    #expect(output.contains("The element is the window 'Delete account?' (you said Delete account)."))
    #expect(output.contains("What 'check' finds:"))
    #expect(output.contains("(focus-not-returned)"))
    #expect(output.contains("Fix: post a screen-changed"))
    let fixed = try #require(output.components(separatedBy: "The fixed version").last)
    #expect(fixed.contains("Delete account, button"))
    #expect(output.contains("Score: 1 of 1 criteria right, 0 of 1 elements right."))
    let json = try String(contentsOf: try Self.onlyRecord(in: URL(fileURLWithPath: record)), encoding: .utf8)
    #expect(json.contains("\"peeked\" : true"))
  }

  /// A failed `--record` write at the end of a quiz lost the trainee's results (issue
  /// 23): the record now goes to the state folder, the run says where, and exits 2.
  @Test func aRecordThatCannotBeWrittenIsKeptInTheStateFolder() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = folder.appendingPathComponent("records").path
    let state = folder.appendingPathComponent("state").path
    // The folder is there when the quiz starts and gone when it ends.
    let result = try ReliabilityTests.shell(
      "(printf 'state\\n'; sleep 2; rm -rf \"\(record)\"; printf '2\\nquit\\n') | "
        + "\"$EARSHOT\" quiz courses/criteria-by-ear.yaml --no-audio --record \"\(record)\"",
      environment: ["XDG_STATE_HOME": state])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("--record cannot write a record in \(record)"), "\(result.stderr)")
    let kept = URL(fileURLWithPath: state + "/earshot/quiz-records")
    let json = try String(contentsOf: try Self.onlyRecord(in: kept), encoding: .utf8)
    #expect(result.stderr.contains("the record was kept in \(kept.path)/"), "\(result.stderr)")
    #expect(json.contains("\"exercises\" : 1"))
  }

  @Test func aQuizStoppedPartwayRecordsWhatWasAnswered() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = folder.appendingPathComponent("records").path
    let result = try PlayProcess.run(
      ["quiz", "courses/criteria-by-ear.yaml", "--no-audio", "--record", record], input: "state\n2\nquit\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("(quiz stopped after 1 of 15 exercises)"))
    let json = try String(contentsOf: try Self.onlyRecord(in: URL(fileURLWithPath: record)), encoding: .utf8)
    #expect(json.contains("\"finished\" : false"))
    #expect(json.contains("\"exercises\" : 1"))
  }

  /// The shipped course is 20 to 30 minutes of listening: everything it says, recorded
  /// with every exercise answered (so every fixed version plays too), measured.
  @Test(arguments: ["courses/criteria-by-ear.yaml", "courses/kriterien-nach-gehoer.yaml"])
  func theShippedCourseLastsTwentyToThirtyMinutes(course: String) throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = folder.appendingPathComponent("records").path
    let result = try PlayProcess.run(
      [
        "quiz", course, "--no-audio", "--wav", folder.appendingPathComponent("c.wav").path,
        "--record", record,
      ], input: String(repeating: "1\n1\n", count: 15))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: try Self.onlyRecord(in: URL(fileURLWithPath: record))))
        as? [String: Any])
    let seconds = try #require(json["audioSeconds"] as? Double)
    #expect((20 * 60...30 * 60).contains(seconds), "the course lasts \(seconds / 60) minutes")
    #expect(result.stdout.contains("Audio: \(Int(seconds) / 60) min"))
  }

  @Test func aQuizOnAScreenWithNothingBrokenSaysSo() throws {
    let result = try PlayProcess.run(["quiz", "scenarios/tour.yaml", "--no-audio"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("scenarios/tour.yaml has no broken variant ('fails:'), so there is nothing to ask"))
  }

  @Test func earsOnlyHidesWhatIsSaidUntilShowOnBothPlatforms() throws {
    let result = try PlayProcess.run(
      ["--ears-only", "scenarios/broken-role-in-label.yaml", "--platform", "both", "--no-audio"],
      input: "next\nnext\nshow\ntext on\nwhere\n")
    #expect(result.status == 0)
    let parts = result.stdout.components(separatedBy: "> show")
    #expect(!parts[0].contains("Submit button"))
    #expect(parts[0].contains("(not heard: no sound; 'show' prints it)"))
    #expect(parts[1].contains("About: A role word in a button's label"))
    #expect(parts[1].contains("Broken on purpose: fails Name"))
    #expect(parts[1].contains("VoiceOver: Submit button, button"))
    #expect(parts[1].contains("TalkBack:  Submit button, Button"))
    let afterTextOn = try #require(result.stdout.components(separatedBy: "> where").last)
    #expect(afterTextOn.contains("VoiceOver: Submit button, button"))
  }

  @Test func variantSwitchesKeepingFocus() throws {
    let result = try PlayProcess.run(
      ["scenarios/broken-role-in-label.yaml", "--no-audio"],
      input: "next\nnext\nvariant fixed\nwhere\nvariant broken\nwhere\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("(now variant 'fixed'; focus on 'Submit'; 'repeat' hears 'next' on it)"))
    let afterFixed = result.stdout.components(separatedBy: "> variant fixed")[1]
    #expect(afterFixed.contains("> where\n  Submit, button"))
    #expect(result.stdout.hasSuffix("> where\n  Submit button, button\n"))
  }

  @Test func checkGoesOnPastAFileThatDoesNotLoadAndChecksEveryVariant() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.yaml")
    try "elements: [ { buton: OK } ]\n".write(to: bad, atomically: true, encoding: .utf8)
    let result = try PlayProcess.run(["check", bad.path, "scenarios/broken-no-state.yaml"])
    #expect(result.status == 2, "a file that does not load is bad input")
    #expect(result.stderr.contains("bad.yaml:1:15: error: unknown component kind 'buton'"))
    #expect(
      result.stdout.contains(
        "scenarios/broken-no-state.yaml:7:5: warning: [State] 'I accept the terms' never says its state"))
    #expect(result.stdout.contains("(variant 'broken')"))
    #expect(result.stdout.contains("scenarios/broken-no-state.yaml (variant 'fixed'): no findings"))
  }
}
