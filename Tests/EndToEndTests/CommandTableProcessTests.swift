import EarshotCLI
import EarshotTestSupport
import Foundation
import Playback
import ScreenReader
import Testing

/// The command table as a user meets it through the real binary: the REPL's
/// `help` lists every declared command, and `play` refuses each REPL command
/// where it stands while running every other declared one.
struct CommandTableProcessTests {
  @Test func theReplsHelpListsEveryDeclaredCommand() throws {
    let (output, status) = try ReplPipedTests.run("help\n")
    #expect(status == 0)
    for declaration in ReplCommandTable.all {
      #expect(output.contains("\n  " + declaration.usage + "  "), "help does not list '\(declaration.usage)'")
    }
    for section in CommandDeclaration.Section.allCases {
      #expect(output.contains("\n" + section.rawValue + ":\n"))
    }
  }

  @Test func playRefusesEveryReplCommandAtItsLineBeforeAnythingRuns() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = try ReplTerminalTests.writeScenario(in: folder)
    let repl = ReplCommands.all
    let script = folder.appendingPathComponent("t.script")
    try (["next"] + repl.map(\.example)).joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
    let result = try ChildProcess.run(
      try ChildProcess.earshot(), ["play", scenario.path, "--script", script.path, "--no-audio"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty, "nothing runs when a line is refused")
    for (index, declaration) in repl.enumerated() {
      let word = declaration.example.split(separator: " ")[0]
      #expect(
        result.standardError.contains(
          "\(script.path):\(index + 2):1: error: '\(word)' works only in the REPL; a script holds"),
        "'\(declaration.example)' is not refused at line \(index + 2)")
    }
  }

  @Test func playRunsTheExampleOfEveryCommandAScriptMayHold() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = try ReplTerminalTests.writeScenario(
      "title: Sign up\nelements:\n  - text-field: Email\n  - button: Continue\n", in: folder)
    let script = folder.appendingPathComponent("t.script")
    // Each example stands after its own `touch Email`, so one that moves focus does
    // not decide what the next one finds; checks (expect...) and actions depend on
    // a screen's words, and are left to the parser's tests.
    let lines = CommandTable.all.filter(\.isAllowedInScripts).map(\.example).filter {
      !$0.hasPrefix("expect") && !$0.hasPrefix("action ")
    }
    try lines.map { "touch Email\n" + $0 }.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
    let result = try ChildProcess.run(
      try ChildProcess.earshot(), ["play", scenario.path, "--script", script.path, "--no-audio"])
    #expect(result.status == 0, "\(result.standardError)")
    for line in lines {
      #expect(result.standardOutput.contains("> " + line + "\n"), "the transcript lacks '\(line)'")
    }
  }
}
