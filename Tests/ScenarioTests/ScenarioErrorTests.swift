import EarshotTestSupport
import Foundation
import Scenario
import Testing

/// Every mistake a user can make in a scenario gives one message that says where
/// (file:line:column), what is wrong and how to fix it, and `earshot validate`
/// exits 2.
@Suite struct ScenarioErrorTests {
  static func messages(for bytes: [UInt8], file: String = "broken.yaml") -> [String] {
    do {
      _ = try ScenarioLoader.parse(data: Data(bytes), file: file)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test("each kind of mistake gives its own located message", arguments: BrokenInput.all)
  func message(_ input: BrokenInput) {
    #expect(Self.messages(for: input.bytes) == ["broken.yaml:" + input.expected])
  }

  @Test func thereAreAtLeastTwentyFiveKindsOfMistake() {
    #expect(BrokenInput.all.count >= 25)
    #expect(Set(BrokenInput.all.map(\.name)).count == BrokenInput.all.count)
  }

  @Test func everyMistakeOfAFileIsReportedAtOnceInFileOrder() {
    let yaml = """
      title: Checkout
      elements:
        - buton: Continue
        - checkbox: { lable: Save address }
        - dropdown: { label: Country, options: [Canada, Mexico], selected: France }
        - date-picker: { label: Birthday, value: 1990-02-30 }
        - button: { label: Delete, opens: confirm }
      modals:
        confirm:
          title: Delete?
          elements:
            - button: { label: Cancel, closes: true, id: cancel }
            - button: { label: Really cancel, id: cancel }
      """
    #expect(
      Self.messages(for: Array(yaml.utf8)) == [
        "broken.yaml:3:5: error: unknown component kind 'buton'; did you mean 'button'?",
        "broken.yaml:4:17: error: unknown key 'lable' in checkbox; did you mean 'label'?",
        "broken.yaml:5:70: error: 'selected: France' is not among the options; choose one of: Canada, Mexico",
        "broken.yaml:6:44: error: 'value: 1990-02-30' is not a date; write YYYY-MM-DD, e.g. 1990-11-05",
        "broken.yaml:10:5: error: modal 'confirm' has no 'kind'; add 'kind: dialog' (one of alert, dialog, drawer, sheet)",
        "broken.yaml:13:45: error: duplicate id 'cancel' (first at line 12); give each element its own id",
      ])
  }

  @Test func aBrokenModalIsNotReportedAgainWhereItIsOpened() {
    // The modal lacks its kind; 'opens: confirm' still names it, so one error only.
    let yaml =
      "title: x\nelements:\n  - button: { label: Delete, opens: confirm }\nmodals:\n  confirm:\n    elements: []\n"
    #expect(
      Self.messages(for: Array(yaml.utf8)) == [
        "broken.yaml:6:5: error: modal 'confirm' has no 'kind'; add 'kind: dialog' (one of alert, dialog, drawer, sheet)"
      ])
  }

  @Test func aValueReadTwiceIsReportedOnce() {
    let yaml = "title: x\nelements:\n  - button: { label: [a], id: [b] }\n"
    #expect(
      Self.messages(for: Array(yaml.utf8)) == [
        "broken.yaml:3:22: error: 'label' in button must be text, not a list",
        "broken.yaml:3:31: error: 'id' in button must be text, not a list",
      ])
  }

  @Test func aTitleOfTheWrongTypeIsReportedBesideOtherMistakes() {
    let yaml = "title: [a, b]\nelements:\n  - buton: OK\n"
    #expect(
      Self.messages(for: Array(yaml.utf8)) == [
        "broken.yaml:1:8: error: 'title' in the scenario must be text, not a list",
        "broken.yaml:3:5: error: unknown component kind 'buton'; did you mean 'button'?",
      ])
  }

  @Test func aFileWithThousandsOfMistakesStopsAfterAHundred() {
    let yaml = "title: x\nelements:\n" + String(repeating: "  - buton: OK\n", count: 5_000)
    let messages = Self.messages(for: Array(yaml.utf8))
    #expect(messages.count == 101)
    #expect(
      messages.last
        == "broken.yaml:103:5: error: more than 100 problems; stopped here: fix the ones above and validate again")
  }

  @Test func aScriptBlockKeepsTheLineAndColumnOfEachCommand() throws {
    let yaml = "title: x\nelements: [ { button: OK } ]\nscript: |\n  next\n\n  # a comment\n  expect \"OK, button\"\n"
    let loaded = try ScenarioLoader.parse(text: yaml, file: "s.yaml")
    #expect(loaded.script.map(\.text) == ["next", "expect \"OK, button\""])
    #expect(loaded.script.map(\.location.description) == ["s.yaml:4:3", "s.yaml:7:3"])
  }

  // MARK: The command line

  @Test func validateExitsTwoAndPrintsEachMessageWithItsFile() throws {
    let earshot = try ChildProcess.earshot()
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let chosen = BrokenInput.all.filter {
      [
        "unknown kind", "duplicate id", "opens: a missing modal", "invalid UTF-8", "YAML syntax: a tab indents",
        "nesting too deep",
      ].contains($0.name)
    }
    #expect(chosen.count == 6)
    for input in chosen {
      let file = folder.appendingPathComponent(input.name.filter { $0.isLetter } + ".yaml")
      try Data(input.bytes).write(to: file)
      let result = try ChildProcess.run(earshot, ["validate", file.path])
      #expect(result.status == 2, "\(input.name): exit \(result.status)")
      #expect(result.standardError == file.path + ":" + input.expected + "\n", "\(input.name)")
    }
  }

  @Test func validateChecksEveryFileAndFailsIfAnyIsBroken() throws {
    let earshot = try ChildProcess.earshot()
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.yaml")
    let bad = folder.appendingPathComponent("bad.yaml")
    try Data("title: x\nelements: [ { button: OK } ]\n".utf8).write(to: good)
    try Data("title: x\nelements: [ { buton: OK } ]\n".utf8).write(to: bad)
    let result = try ChildProcess.run(earshot, ["validate", bad.path, good.path])
    #expect(result.status == 2)
    #expect(result.standardOutput == good.path + ": ok\n")
    #expect(result.standardError == bad.path + ":2:15: error: unknown component kind 'buton'; did you mean 'button'?\n")

    let missing = try ChildProcess.run(earshot, ["validate", folder.appendingPathComponent("nope.yaml").path])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("nope.yaml: no such file"))
  }

  /// A script line that parses but does not fit the screen fails validation where it
  /// is, not halfway through a `play` in CI.
  @Test func validateRunsTheScriptSilentlyAndLocatesWhatTheScreenRefuses() throws {
    let earshot = try ChildProcess.earshot()
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("script.yaml")
    try Data("title: x\nelements: [ { button: OK } ]\nscript:\n  - next\n  - touch Nope\n".utf8).write(to: file)
    let result = try ChildProcess.run(earshot, ["validate", file.path])
    #expect(result.status == 2)
    #expect(
      result.standardError.hasPrefix(file.path + ":5:5: error: no element named 'Nope'"), "\(result.standardError)")
  }

  @Test func everyShippedScenarioValidates() throws {
    let earshot = try ChildProcess.earshot()
    let files = try Repository.scenarios()
    let result = try ChildProcess.run(earshot, ["validate"] + files)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.split(separator: "\n").count == files.count)
  }
}
