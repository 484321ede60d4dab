import EarshotTestSupport
import Foundation
import Testing

/// The REPL with piped standard input: no prompt, no welcome, the plain
/// transcript (`> command`, then indented lines), and mistakes that do not stop it.
struct ReplPipedTests {
  /// Runs `earshot SCENARIO` with `input` on standard input; its output and status.
  static func run(_ input: String, arguments: [String] = []) throws -> (output: String, status: Int32) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "earshot-piped-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = try ReplTerminalTests.writeScenario(in: folder)
    return try pipe(input, into: scenario, arguments: arguments, stateFolder: folder)
  }

  /// Runs the REPL (muted, no colour, its history in `stateFolder`) on `scenario`
  /// with `input` on standard input: what it printed and its exit status.
  static func pipe(_ input: String, into scenario: URL, arguments: [String] = [], stateFolder: URL) throws -> (
    output: String, status: Int32
  ) {
    let process = Process()
    process.executableURL = ReplTerminal.earshotBinary
    process.arguments = [scenario.path, "--mute"] + arguments
    process.currentDirectoryURL = Repository.root
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["XDG_STATE_HOME"] = stateFolder.appendingPathComponent("state").path
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  @Test func printsThePlainTranscript() throws {
    let (output, status) = try Self.run("next\nnext\n")
    #expect(status == 0)
    #expect(output.hasPrefix("> next\n  Subscribe, not checked, button\n"))
    #expect(!output.contains("ios>"))
    #expect(!output.contains("Earshot:"))
  }

  @Test func mistakesAreReportedAndTheRestRuns() throws {
    let (output, status) = try Self.run("nxt\nback\ntouch Continue\n")
    #expect(status == 0)
    #expect(output.contains("unknown command 'nxt'; did you mean 'next'"))
    #expect(output.contains("VoiceOver has no 'back' gesture") && output.contains("'scrub'"))
    #expect(output.contains("> touch Continue\n  Continue, button"))
  }

  @Test func bothPlatformsLabelEachLine() throws {
    let (output, _) = try Self.run("next\n", arguments: ["--platform", "both"])
    #expect(output.contains("  VoiceOver: Subscribe, not checked, button"))
    #expect(output.contains("  TalkBack: "))
    #expect(output.contains("Check box"))
  }

  @Test func helpForACommandAndAGesture() throws {
    let (output, _) = try Self.run("help why\nhelp swipe right\nhelp nonsense\n")
    #expect(output.contains("Explain which property or rule produced each part"))
    #expect(output.contains("swipe right: move to the next element"))
    #expect(output.contains("no help on 'nonsense'"))
  }

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

  @Test func thePipedReplExitsOneWhenAnExpectationFailed() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("form.yaml")
    try Data(Self.form.utf8).write(to: path)
    let holding = try PlayProcess.run(
      ["repl", path.path, "--no-audio"], input: "touch Continue\nexpect-focus Continue\n")
    #expect(holding.status == 0, "\(holding.stdout)\(holding.stderr)")
    let failing = try PlayProcess.run(
      ["repl", path.path, "--no-audio"], input: "touch Continue\nexpect \"Cancel, button\"\nnext\n")
    #expect(failing.status == 1)
    #expect(failing.stdout.contains("expectation failed (VoiceOver)"))
    // The REPL carried on after the failure, as it does at a terminal.
    #expect(PlayProcess.commands(in: failing.stdout).count == 3)
  }

  /// TalkBack speaks a screen's title as the screen opens (ScreenFeedbackManager, on the
  /// activity's TYPE_WINDOW_STATE_CHANGED): in the REPL at the start, and again when
  /// another screen is loaded.
  @Test func talkBackSaysTheScreenTitleAtTheStartAndOnLoad() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let settings = folder.appendingPathComponent("settings.yaml")
    try Data("title: Settings\nelements:\n  - switch: Wi-Fi\n  - button: Done\n".utf8).write(to: settings)
    let wifi = folder.appendingPathComponent("wifi.yaml")
    try Data("title: Wi-Fi networks\nelements:\n  - button: Home network\n".utf8).write(to: wifi)
    let repl = try PlayProcess.run(
      ["repl", settings.path, "--platform", "android", "--no-audio"], input: "load \(wifi.path)\nnext\n")
    let lines = repl.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "  [window opened]" && lines.dropFirst().first == "  Settings", "\(repl.stdout)")
    let loadedAt = try #require(lines.firstIndex { $0.hasPrefix("> load") })
    #expect(lines[loadedAt...].contains("  Wi-Fi networks"), "\(repl.stdout)")
  }

}
