import EarshotTestSupport
import Foundation
import Teams
import Testing

/// `earshot play` as the Foundation issue describes it: commands piped in, the
/// plain transcript out (played in-process through the Teams library).
@Suite struct PlayTranscriptTests {
  static let commands = "next\nnext\nactivate\n"

  @Test func androidTranscriptOfTheTour() throws {
    let output = InProcessPlay.run(
      PlayOptions(scenario: InProcessPlay.shipped("tour.yaml"), platform: .android), input: Self.commands)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout == """
          [window opened]
          Tour
        > next
          not checked, Subscribe, Check box
          Double-tap to toggle
        > next
          off, Daily digest, Switch
          Double-tap to toggle
        > activate
          on

        """)
  }

  /// TalkBack speaks a screen's title as the screen opens (ScreenFeedbackManager, on the
  /// activity's TYPE_WINDOW_STATE_CHANGED); VoiceOver has no such announcement.
  @Test func talkBackSaysTheScreenTitleAsTheScreenOpens() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let settings = folder.appendingPathComponent("settings.yaml")
    try Data("title: Settings\nelements:\n  - switch: Wi-Fi\n  - button: Done\n".utf8).write(to: settings)

    let android = InProcessPlay.run(PlayOptions(scenario: settings.path, platform: .android), input: "next\n")
    #expect(android.status == 0, "\(android.stderr)")
    #expect(android.stdout.hasPrefix("  [window opened]\n  Settings\n> next\n  Done, Button\n"))
    let ios = InProcessPlay.run(PlayOptions(scenario: settings.path, platform: .ios), input: "next\n")
    #expect(ios.stdout.hasPrefix("> next\n  Done, button\n"), "VoiceOver speaks no title")
  }

  @Test func voiceOverSaysTheSameCommandsDifferently() throws {
    let android = InProcessPlay.run(
      PlayOptions(scenario: InProcessPlay.shipped("tour.yaml"), platform: .android), input: Self.commands)
    let ios = InProcessPlay.run(
      PlayOptions(scenario: InProcessPlay.shipped("tour.yaml"), platform: .ios), input: Self.commands)
    #expect(ios.status == 0, "\(ios.stderr)")
    let iosCommands = PlayProcess.commands(in: ios.stdout)
    let androidCommands = PlayProcess.commands(in: android.stdout)
    #expect(iosCommands.map(\.command) == ["next", "next", "activate"])
    #expect(iosCommands.map(\.command) == androidCommands.map(\.command))
    // Every command was answered, each utterance on its own indented line.
    for command in iosCommands {
      #expect(!command.lines.isEmpty)
      #expect(command.lines.allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
    }
    // Both read the same check box, in their own words and order.
    let iosFirst = iosCommands[0].lines[0]
    let androidFirst = androidCommands[0].lines[0]
    #expect(iosFirst.contains("Subscribe") && androidFirst.contains("Subscribe"))
    #expect(iosFirst != androidFirst)
    #expect(ios.stdout != android.stdout)
  }

  @Test func aScriptFileGivesTheSameTranscriptAsStandardInput() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("tour.script")
    try Data("# the first three gestures\nnext\n\n  next   \r\n    # now toggle it\nactivate\n".utf8).write(to: script)
    let fromStdin = InProcessPlay.run(
      PlayOptions(scenario: InProcessPlay.shipped("tour.yaml"), platform: .android), input: "next\nnext\nactivate\n")
    let fixed = InProcessPlay.run(
      PlayOptions(scenario: InProcessPlay.shipped("tour.yaml"), platform: .android, script: script.path))
    #expect(fixed.status == 0, "\(fixed.stderr)")
    #expect(fixed.stdout == fromStdin.stdout)
  }

  @Test func withBothPlatformsEachLineSaysWhichScreenReaderSpoke() throws {
    let output = InProcessPlay.run(
      PlayOptions(scenario: InProcessPlay.shipped("tour.yaml"), platform: .both), input: "next\n")
    #expect(output.status == 0, "\(output.stderr)")
    let lines = PlayProcess.commands(in: output.stdout).first?.lines ?? []
    #expect(lines.contains { $0.hasPrefix("  VoiceOver: ") })
    #expect(lines.contains { $0.hasPrefix("  TalkBack: ") })
    #expect(lines.allSatisfy { $0.hasPrefix("  VoiceOver: ") || $0.hasPrefix("  TalkBack: ") })
  }
}
