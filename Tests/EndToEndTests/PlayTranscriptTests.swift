import EarshotTestSupport
import Foundation
import Testing

/// `earshot play` as the Foundation issue describes it: commands piped in, the
/// plain transcript out.
@Suite struct PlayTranscriptTests {
  static let commands = "next\nnext\nactivate\n"

  @Test func androidTranscriptOfTheTour() throws {
    let output = try PlayProcess.run(["play", "scenarios/tour.yaml", "--platform", "android"], input: Self.commands)
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
    let wifi = folder.appendingPathComponent("wifi.yaml")
    try Data("title: Wi-Fi networks\nelements:\n  - button: Home network\n".utf8).write(to: wifi)

    let android = try PlayProcess.run(["play", settings.path, "--platform", "android", "--no-audio"], input: "next\n")
    #expect(android.status == 0, "\(android.stderr)")
    #expect(android.stdout.hasPrefix("  [window opened]\n  Settings\n> next\n  Done, Button\n"))
    let ios = try PlayProcess.run(["play", settings.path, "--platform", "ios", "--no-audio"], input: "next\n")
    #expect(ios.stdout.hasPrefix("> next\n  Done, button\n"), "VoiceOver speaks no title")

    // The REPL: at the start, and again when another screen is loaded.
    let repl = try PlayProcess.run(
      ["repl", settings.path, "--platform", "android", "--no-audio"], input: "load \(wifi.path)\nnext\n")
    let lines = repl.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "  [window opened]" && lines.dropFirst().first == "  Settings", "\(repl.stdout)")
    let loadedAt = try #require(lines.firstIndex { $0.hasPrefix("> load") })
    #expect(lines[loadedAt...].contains("  Wi-Fi networks"), "\(repl.stdout)")
  }

  @Test func voiceOverSaysTheSameCommandsDifferently() throws {
    let android = try PlayProcess.run(
      ["play", "scenarios/tour.yaml", "--platform", "android", "--no-audio"], input: Self.commands)
    let ios = try PlayProcess.run(["play", "scenarios/tour.yaml", "--platform", "ios"], input: Self.commands)
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
    let fromStdin = try PlayProcess.run(
      ["play", "scenarios/tour.yaml", "--platform", "android", "--no-audio"], input: "next\nnext\nactivate\n")
    let fixed = try PlayProcess.run([
      "play", "scenarios/tour.yaml", "--platform", "android", "--no-audio", "--script", script.path,
    ])
    #expect(fixed.status == 0, "\(fixed.stderr)")
    #expect(fixed.stdout == fromStdin.stdout)
  }

  @Test func withBothPlatformsEachLineSaysWhichScreenReaderSpoke() throws {
    let output = try PlayProcess.run(
      ["play", "scenarios/tour.yaml", "--platform", "both", "--no-audio"], input: "next\n")
    #expect(output.status == 0, "\(output.stderr)")
    let lines = PlayProcess.commands(in: output.stdout).first?.lines ?? []
    #expect(lines.contains { $0.hasPrefix("  VoiceOver: ") })
    #expect(lines.contains { $0.hasPrefix("  TalkBack: ") })
    #expect(lines.allSatisfy { $0.hasPrefix("  VoiceOver: ") || $0.hasPrefix("  TalkBack: ") })
  }
}
