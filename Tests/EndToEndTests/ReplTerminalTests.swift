import Foundation
import Testing

/// The REPL as a person meets it: the real `earshot` binary in a tmux
/// terminal, keys sent with send-keys, the screen read with capture-pane.
@Suite(
  .enabled(if: ReplTerminal.isTmuxInstalled, "tmux is not installed: 'make test' installs it (apt-get install tmux)"))
struct ReplTerminalTests {
  /// A scenario of the test's own, so edits to the shipped ones cannot break these tests.
  static let scenario = """
    title: Test screen
    elements:
      - heading: Newsletter
      - checkbox: Subscribe
      - button: { label: Decoration, ios: { isAccessibilityElement: false } }
      - button: { label: Unsubscribe everywhere, opens: confirm }
      - button: Continue
    modals:
      confirm:
        kind: alert
        title: Unsubscribe everywhere?
        elements:
          - button: { label: Cancel, closes: true }
          - button: { label: Unsubscribe, closes: true }
    """

  /// Writes the scenario (or `text`) into `folder`.
  static func writeScenario(_ text: String = scenario, in folder: URL, name: String = "screen.yaml") throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// Starts the REPL on the test scenario (a file in the terminal's own
  /// folder, removed with it) and waits for its first prompt.
  static func start(stateHome: URL? = nil) async throws -> ReplTerminal {
    let terminal = try ReplTerminal(stateHome: stateHome) { folder in [try writeScenario(in: folder).path] }
    try await terminal.waitForLastLine("ios>")
    return terminal
  }

  @Test func welcomeSaysWhatToTypeFirst() async throws {
    let terminal = try await Self.start()
    let lines = try terminal.lines()
    #expect(lines.contains { $0.hasPrefix("Earshot: 'Test screen'") && $0.contains("Newsletter") })
    #expect(lines.contains { $0.hasPrefix("Type next") })
    #expect(lines.contains { $0.hasPrefix("Then why, tree, help") && $0.contains("Ctrl-D quits") })
  }

  @Test func tabCompletesCommandsAndElementNames() async throws {
    let terminal = try await Self.start()
    try terminal.type("ne")
    try terminal.press("Tab")
    try await terminal.waitForLastLine("ios> next")
    try terminal.press("Enter")
    try await terminal.waitFor(text: "Subscribe, not checked, button")
    // Keys sent before the next prompt are echoed by the terminal, not the line
    // editor, and land before "ios>" on the screen: wait for the prompt first.
    try await terminal.waitForLastLine("ios>")

    try terminal.type("touch Cont")
    try terminal.press("Tab")
    try await terminal.waitForLastLine("ios> touch Continue")
    try terminal.press("Enter")
    try await terminal.waitFor(text: "  Continue, button")
  }

  @Test func historySurvivesARestart() async throws {
    let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent(
      "earshot-state-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: stateHome) }
    let first = try await Self.start(stateHome: stateHome)
    try first.enter("touch Continue")
    try await first.waitFor(text: "  Continue, button")
    try first.press("C-d")
    #expect(try await first.waitForExit() == 0)
    #expect(FileManager.default.fileExists(atPath: stateHome.appendingPathComponent("earshot/history").path))

    let second = try await Self.start(stateHome: stateHome)
    try second.press("Up")
    try await second.waitForLastLine("ios> touch Continue")
  }

  @Test func ctrlCClearsTheLineAndKeepsGoing() async throws {
    let terminal = try await Self.start()
    try terminal.type("touch Cont")
    try await terminal.waitForLastLine("ios> touch Cont")
    try terminal.press("C-c")
    try await terminal.waitFor("a fresh, empty prompt after ^C") { lines in
      lines.count >= 2 && lines[lines.count - 2].hasSuffix("touch Cont^C") && lines.last == "ios>"
    }
    try terminal.enter("where")
    // The half-typed line was dropped: focus never moved to Continue.
    let lines = try await terminal.waitFor(text: "  Newsletter, heading")
    #expect(!lines.contains("  Continue, button"))
    #expect(try terminal.exitStatus() == nil)
  }

  /// Ctrl-Z hands the terminal back to the shell; `fg` brings the prompt back with
  /// what was typed, and the line editor works as before (no doubled echo).
  @Test func ctrlZSuspendsToTheShellAndFgResumes() async throws {
    let terminal = try ReplTerminal(fromShell: true) { folder in [try Self.writeScenario(in: folder).path, "--mute"] }
    try await terminal.waitForLastLine("ios>")
    try terminal.type("nex")
    try await terminal.waitForLastLine("ios> nex")
    try terminal.press("C-z")
    try await terminal.waitFor(text: "Stopped")
    try await terminal.waitForLastLine("$")
    try terminal.enter("fg")
    try await terminal.waitForLastLine("ios> nex")
    try terminal.enter("t")
    let lines = try await terminal.waitFor(text: "ios>", count: 3)
    let answer = lines.drop { $0 != "ios> next" }.dropFirst().first ?? ""
    #expect(answer.contains("Subscribe"), "\(lines.joined(separator: "\n"))")
  }

  @Test func ctrlDQuitsWithStatusZero() async throws {
    let terminal = try await Self.start()
    try terminal.press("C-d")
    #expect(try await terminal.waitForExit() == 0)
  }

  @Test func whyNamesTheSourceOfEachPart() async throws {
    let terminal = try await Self.start()
    try terminal.enter("next")
    try await terminal.waitFor(text: "Subscribe, not checked, button")
    try terminal.enter("why")
    let lines = try await terminal.waitFor(text: "VoiceOver, after 'next':")
    let name = try #require(lines.first { $0.contains("'Subscribe'") })
    #expect(name.contains("name") && name.contains("from "))
    #expect(lines.contains { $0.contains("'not checked'") && $0.contains("state") && $0.contains("from ") })
    #expect(lines.contains { $0.contains("'button'") && $0.contains("role") && $0.contains("from ") })
  }

  @Test func treeShowsFocusModalBoundaryAndHiddenElements() async throws {
    let terminal = try await Self.start()
    try terminal.enter("tree")
    var lines = try await terminal.waitFor(text: "VoiceOver tree")
    #expect(lines.contains { $0.contains("▸ Newsletter, heading") })
    #expect(lines.contains { $0.contains("Decoration") && $0.contains("hidden from VoiceOver") })

    try terminal.enter("touch Unsubscribe everywhere")
    try await terminal.waitFor(text: "  Unsubscribe everywhere, button")
    try terminal.enter("activate")
    try await terminal.waitFor(text: "[window opened]")
    try terminal.enter("tree")
    lines = try await terminal.waitFor(text: "── alert 'Unsubscribe everywhere?', modal: focus stays inside ──")
    #expect(lines.contains { $0.contains("cannot reach these") })
    let boundary = try #require(lines.lastIndex { $0.contains("── alert") })
    #expect(lines[boundary...].contains { $0.contains("▸ ") })
  }

  @Test func platformBothShowsVoiceOverAndTalkBackSideBySide() async throws {
    let terminal = try await Self.start()
    try terminal.enter("platform both")
    try await terminal.waitForLastLine("both>")
    try terminal.enter("next")
    let lines = try await terminal.waitFor(text: "Check box")
    let header = try #require(lines.last { $0.contains("VoiceOver") && $0.contains("│ TalkBack") })
    let row = try #require(lines.last { $0.contains("│") && $0.contains("Check box") })
    #expect(row.contains("Subscribe, not checked, button"))
    #expect(header.firstIndex(of: "│") == row.firstIndex(of: "│"))
  }

  @Test func editingTheLoadedFileIsPickedUpWhileIdle() async throws {
    let terminal = try await Self.start()
    let copy = try Self.writeScenario(in: terminal.directory, name: "copy.yaml")
    try terminal.enter("load \(copy.path)")
    try await terminal.waitFor(text: "(loaded \(copy.path)")
    try terminal.enter("touch Continue")
    try await terminal.waitFor(text: "  Continue, button")
    try await terminal.waitForLastLine("ios>")

    // Edit the file while the REPL sits at the prompt, with a half-typed line.
    try terminal.type("whe")
    try Self.scenario.replacingOccurrences(of: "- button: Continue", with: "- button: Carry on")
      .write(to: copy, atomically: false, encoding: .utf8)
    try await terminal.waitFor(text: "changed on disk: reloaded")
    // The note went above the prompt; what was typed is still there.
    try await terminal.waitForLastLine("ios> whe")
    try terminal.press("C-u")
    try terminal.enter("touch Carry")
    try await terminal.waitFor(text: "  Carry on, button")
  }

  @Test func mistakesSuggestAndNeverExit() async throws {
    let terminal = try await Self.start()
    try terminal.enter("nxt")
    try await terminal.waitFor(text: "unknown command 'nxt'; did you mean 'next'")
    try terminal.enter("back")
    try await terminal.waitFor(text: "VoiceOver has no 'back' gesture")
    try terminal.enter("touch Subscrib")
    try await terminal.waitFor(text: "Subscribe, not checked, button")
    try terminal.enter("touch Nothing like it")
    try await terminal.waitFor(text: "no element named 'Nothing like it'")
    #expect(try terminal.exitStatus() == nil)
  }
}
