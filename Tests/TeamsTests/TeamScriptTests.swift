import EarshotTestSupport
import Foundation
import Playback
import Teams
import Testing

/// One `platform both` script states what each screen reader says; names find
/// the same element on both; a count repeats a move; extra words are mistakes.
/// Played in-process through the Teams library.
@Suite struct TeamScriptTests {
  /// A form whose text field VoiceOver names by its label and TalkBack by its typed text.
  static let form = """
    title: Sign up
    elements:
      - heading: Sign up
      - text-field: { id: full-name, label: Full name, value: Ada Lovelace }
      - button: { label: Delete }
      - button: { id: delete-all, label: Delete }
      - button: Continue
    """

  func play(_ script: String, scenario: String = form, platform: PlatformChoice? = nil) throws -> InProcessPlay.Output {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("form.yaml")
    try Data(scenario.utf8).write(to: path)
    return InProcessPlay.run(PlayOptions(scenario: path.path, platform: platform), input: script)
  }

  /// What each reader said for the last command of `commands`, from the transcript.
  func said(after commands: String) throws -> (ios: String, android: String) {
    let output = try play("platform both\n" + commands)
    let lines = PlayProcess.commands(in: output.stdout).last?.lines ?? []
    func reader(_ label: String) -> String {
      lines.filter { $0.hasPrefix("  \(label)") }.map {
        $0.dropFirst(2 + label.count).trimmingCharacters(in: .whitespaces)
      }.joined(separator: ", ")
    }
    return (reader("VoiceOver:"), reader("TalkBack:"))
  }

  @Test func oneScriptStatesWhatEachReaderSays() throws {
    let heard = try said(after: "touch Full name\n")
    #expect(heard.ios.hasPrefix("Full name"))
    #expect(heard.android.hasPrefix("Ada Lovelace"))
    let script = """
      platform both
      touch Full name
      expect ios "\(heard.ios)"
      expect android "\(heard.android)"
      expect-focus full-name
      """
    let output = try play(script)
    #expect(output.status == 0, "\(output.stderr)")

    // Each reader's wording is checked against its own line: swapped, both fail.
    let swapped = try play(
      "platform both\ntouch Full name\nexpect ios \"\(heard.android)\"\nexpect android \"\(heard.ios)\"\n")
    #expect(swapped.status == 1)
    #expect(swapped.stderr.contains(":3:1: error: VoiceOver said something else"), "\(swapped.stderr)")
    #expect(swapped.stderr.contains(":4:1: error: TalkBack said something else"), "\(swapped.stderr)")
  }

  @Test func anExpectationForAReaderNotInPlayIsNotChecked() throws {
    let output = try play("touch Continue\nexpect android \"nothing like it\"\n", platform: .ios)
    #expect(output.status == 0, "\(output.stderr)")
  }

  @Test(
    "A malformed line is a located error and exit 2",
    arguments: [
      ("platform both\nexpect ios\n", "<stdin>:2:11: error: 'expect ios' takes the expected speech in quotes"),
      ("expect android \"Continue\n", "<stdin>:1:16: error: the quoted text has no closing quote"),
      ("expect-focus ios\n", "<stdin>:1:17: error: 'expect-focus ios' takes the focused element's name"),
      ("next 3 please\n", "<stdin>:1:6: error: 'next' takes nothing after it, not '3 please'"),
      ("activate now\n", "<stdin>:1:10: error: 'activate' takes nothing after it, not 'now'"),
      ("next 1000\n", "<stdin>:1:6: error: a count is from 1 to 100"),
    ])
  func malformedLines(script: String, message: String) throws {
    let output = try play(script)
    #expect(output.status == 2)
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(output.stdout.isEmpty, "nothing runs when the script has a mistake")
  }

  @Test func aCountRepeatsAMove() throws {
    let output = try play("next 3\nexpect-focus Continue\n", platform: .android)
    #expect(output.status == 1, "the third swipe lands on the second Delete, not on Continue")
    let byID = try play("next 3\nexpect-focus delete-all\n", platform: .android)
    #expect(byID.status == 0, "\(byID.stderr)")
    // The transcript shows every swipe of the three.
    let lines = PlayProcess.commands(in: byID.stdout)[0].lines
    #expect(lines.filter { $0.contains("Button") }.count == 2)
    #expect(lines.contains { $0.contains("Ada Lovelace") })
  }

  @Test func touchFindsByVisibleLabelOrIdOnBothReaders() throws {
    for name in ["Full name", "full-name", "full name"] {
      let output = try play("platform both\nnext\ntouch \(name)\nexpect-focus Full name\n")
      #expect(output.status == 0, "touch \(name): \(output.stderr)")
    }
  }

  @Test func anAmbiguousNameListsTheCandidates() throws {
    let output = try play("touch Delete\n")
    // A line the screen refuses is a failed expectation at that line (exit 1), not bad input.
    #expect(output.status == 1)
    #expect(
      output.stderr.contains(
        "<stdin>:1:1: error: 'Delete' could be any of 'Delete' (id delete), 'Delete' (id delete-all)"),
      "\(output.stderr)")
    let picked = try play("touch delete-all\nnext\nexpect-focus Continue\n")
    #expect(picked.status == 0, "\(picked.stderr)")
  }

  @Test func anActionIsFoundByItsNameAsElementsAre() throws {
    let scenario = """
      title: Inbox
      elements:
        - button: { label: Message, ios: { customActions: [Archive message, Archive thread, Flag] } }
      """
    let exact = try play("first\naction archive-message\n", scenario: scenario)
    #expect(exact.status == 0, "\(exact.stderr)")
    let partial = try play("first\naction fl\n", scenario: scenario)
    #expect(partial.status == 0, "\(partial.stderr)")
    let ambiguous = try play("first\naction archive\n", scenario: scenario)
    #expect(ambiguous.status == 1)
    #expect(
      ambiguous.stderr.contains("<stdin>:2:1: error: 'archive' could be any of 'Archive message', 'Archive thread'"),
      "\(ambiguous.stderr)")
  }
}
