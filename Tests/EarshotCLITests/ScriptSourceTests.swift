import EarshotCLI
import Testing

/// How `play` reads a script: which lines count, where each is, and the mistakes
/// it reports before anything runs.
@Suite struct ScriptSourceTests {
  @Test func linesAreLocatedAtTheirFirstNonBlankCharacterAndCommentsAreLeftOut() {
    let lines = ScriptSource.split("# a comment\n\n  next\r\nactivate\r  expect \"checked\"", file: "s.script")
    #expect(lines.map(\.text) == ["next", "activate", "expect \"checked\""])
    #expect(lines.map(\.location.description) == ["s.script:3:3", "s.script:4:1", "s.script:5:3"])
  }

  @Test func everyMistakeIsReportedWithItsPlaceBeforeAnythingRuns() {
    let lines = ScriptSource.split("next\nwhy\nfrobnicate\nactivate", file: "s.script")
    let (commands, errors) = ScriptSource.parse(lines, platform: .ios)
    #expect(commands.map(\.0.text) == ["next", "activate"])
    #expect(errors.count == 2)
    #expect(errors.first?.hasPrefix("s.script:2:1: error: 'why' works only in the REPL") == true)
    #expect(errors.last?.hasPrefix("s.script:3:1: error:") == true)
  }

  @Test func gesturesAreReadForThePlatformTheScriptHasSwitchedTo() {
    // 'back' is TalkBack's gesture; VoiceOver has none by that word.
    let onIOS = ScriptSource.parse(ScriptSource.split("back", file: "s"), platform: .ios)
    let afterSwitch = ScriptSource.parse(ScriptSource.split("platform android\nback", file: "s"), platform: .ios)
    #expect(!onIOS.errors.isEmpty)
    #expect(afterSwitch.errors.isEmpty)
    #expect(afterSwitch.commands.count == 2)
  }
}
