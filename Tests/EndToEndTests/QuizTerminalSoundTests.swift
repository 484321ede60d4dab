import EarshotTestSupport
import Foundation
import Testing
import Training

/// The quiz and ears only at a real terminal (tmux) with no sound device: said
/// before anything plays, and the trainee chooses what works instead.
@Suite(
  .enabled(if: ReplTerminal.isTmuxInstalled, "tmux is not installed: 'make test' installs it (apt-get install tmux)"))
struct QuizTerminalSoundTests {
  static let noSound = "PULSE_SERVER=unix:/nonexistent/earshot-no-sound"
  static let narration = """
    Listen to the check box below and say what it does not tell you. Notice the order of the words, \
    the pause before the hint, and what happens when you double tap, as a native control announces \
    the change at once, and a custom one often says nothing at all.
    """

  @Test func withoutADeviceTheTraineeChoosesToReadAndNarrationWrapsBetweenWords() async throws {
    let terminal = try ReplTerminal(width: 70, height: 60, environment: [Self.noSound]) { folder in
      let course = folder.appendingPathComponent("course.yaml")
      try """
      course: Check boxes
      steps:
        - say: \(Self.narration)
        - exercise: \(Repository.path("scenarios/broken-no-state.yaml"))
      """.write(to: course, atomically: true, encoding: .utf8)
      return ["quiz", course.path, "--record", folder.appendingPathComponent("records").path]
    }
    let warned = try await terminal.waitForLastLine("Enter goes on, r reads instead, q quits:")
    #expect(warned.first?.hasPrefix("No sound: no sound device available") == true, "\(warned)")
    #expect(warned.contains { $0.hasPrefix("  --wav-each DIR") })
    #expect(!warned.contains { $0.hasPrefix("Course:") }, "nothing else before the choice")
    try terminal.enter("r")
    try await terminal.waitForLastLine("Your name, for the trainer's record:")
    try terminal.enter("Sam")
    let lines = try await terminal.waitForLastLine("answer>")

    // Read instead of heard: the screen is on the terminal before the question.
    let question = try #require(lines.firstIndex { $0.hasPrefix("What fails?") })
    #expect(lines[..<question].contains { $0.contains("I accept the terms, button") }, "\(lines)")
    // The narrator's words, each line within the 70 columns and broken only between words.
    let start = try #require(lines.firstIndex { $0.hasPrefix("(narrator) ") })
    let narrated = lines[start...].prefix { !$0.isEmpty }
    #expect(narrated.count > 2)
    #expect(narrated.allSatisfy { $0.count < 70 }, "\(narrated)")
    let words = Set(Self.narration.split(separator: " ").map(String.init))
    for line in narrated {
      let shown = line.replacingOccurrences(of: "(narrator) ", with: "").split(separator: " ").map(String.init)
      #expect(shown.allSatisfy(words.contains), "a word cut in: \(line)")
    }

    try terminal.enter("state")
    try await terminal.waitFor(text: "Which element?")
    try terminal.enter("2")
    #expect(try await terminal.waitForExit() == 0)
    let records = try QuizRecordFolder.read(terminal.directory.appendingPathComponent("records").path).records
    #expect(records.map(\.record.trainee) == ["Sam"])
    #expect(records.first?.record.listening == "read")
  }

  @Test func earsOnlyWithoutADeviceWarnsInItsWelcome() async throws {
    let terminal = try ReplTerminal(environment: [Self.noSound]) { _ in
      ["--ears-only", "scenarios/broken-no-state.yaml"]
    }
    let welcome = try await terminal.waitForLastLine("ios>")
    #expect(welcome[1].hasPrefix("ears only, but nothing can be heard here (no sound device)"), "\(welcome)")
    try terminal.enter("next")
    try await terminal.waitFor(text: "(not heard: no sound; 'show' prints it)")
    try terminal.enter("why")
    try await terminal.waitFor(text: "(held back, ears only: 'why' would print")
    try terminal.press("C-d")
    #expect(try await terminal.waitForExit() == 0)
  }
}
