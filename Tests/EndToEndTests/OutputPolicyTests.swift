import EarshotTestSupport
import Foundation
import Testing

/// Every output option of every command held to the one output policy, through the
/// built `earshot` as a user runs it: never a file the command reads, never a user's
/// file replaced without the flag that says so, a device written through and never
/// replaced, last run's own output replaced as the help says.
@Suite struct OutputPolicyTests {
  /// One output option of one command.
  struct Writer: CustomTestStringConvertible, Sendable {
    var name: String
    /// The command line writing to `output`, with the scenario (or other input) at `input`.
    var arguments: @Sendable (_ input: String, _ output: String) -> [String]
    /// What the command reads, copied into the test's folder.
    var input: String
    /// What this output wrote on an earlier run (nil: never replaced, or not recognised).
    var earlierOutput: String?
    /// The flag that lets it replace a user's file; nil when nothing may.
    var flag: String?
    /// A user's file of the same format, without Earshot's mark (a recording, subtitles, pytest's JUnit).
    var usersFile: String? = nil

    var testDescription: String { name }
  }

  static let scenario = "scenarios/checkbox.yaml"

  static func play(_ options: [String]) -> @Sendable (String, String) -> [String] {
    { input, output in ["play", input, "--no-audio", "--platform", "both"] + options + [output] }
  }

  static let writers: [Writer] = [
    Writer(
      name: "play --wav", arguments: play(["--wav"]), input: scenario,
      earlierOutput: "RIFF\u{44}\0\0\0WAVEfmt \u{10}\0\0\0\u{1}\0\u{1}\0\"V\0\0D\u{AC}\0\0\u{2}\0\u{10}\0"
        + "LIST\u{14}\0\0\0INFOISFT\u{8}\0\0\0Earshot\0data\0\0\0\0", flag: "--force",
      usersFile: "RIFF\u{24}\0\0\0WAVEfmt \u{10}\0\0\0\u{1}\0\u{1}\0\"V\0\0D\u{AC}\0\0\u{2}\0\u{10}\0data\0\0\0\0"),
    Writer(
      name: "play --captions", arguments: play(["--captions"]), input: scenario,
      earlierOutput: "WEBVTT - generator: Earshot\n\n", flag: "--force",
      usersFile: "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nA film's subtitle\n"),
    Writer(
      name: "play --json", arguments: play(["--json"]), input: scenario,
      earlierOutput: "{\n  \"format\" : \"earshot-session\"\n}\n", flag: "--force"),
    Writer(
      name: "play --report junit", arguments: play(["--report", "junit"]), input: scenario,
      earlierOutput:
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- generator: Earshot -->\n<testsuites name=\"earshot\">\n</testsuites>\n",
      flag: "--force",
      usersFile: "<?xml version=\"1.0\" encoding=\"utf-8\"?><testsuites name=\"pytest tests\"></testsuites>"),
    Writer(
      name: "play --report tap", arguments: play(["--report", "tap"]), input: scenario,
      earlierOutput: "TAP version 13\n1..0\n# generator: Earshot\n", flag: "--force",
      usersFile: "TAP version 13\n1..1\nok 1 - t/basic.t\n"),
    Writer(
      name: "play --report json", arguments: play(["--report", "json"]), input: scenario,
      earlierOutput:
        "{\n  \"generator\": \"Earshot\",\n  \"tests\": 0, \"failures\": 0, \"errors\": 0, \"skipped\": 0,\n  \"cases\": [\n  ]\n}\n",
      flag: "--force",
      usersFile: "{\n  \"tests\": 3, \"failures\": 0,\n  \"cases\": []\n}\n"),
    Writer(
      name: "export -o (markdown)", arguments: { input, output in ["export", input, "-o", output] }, input: scenario,
      earlierOutput: "# Announcement spec: old\n\n<!-- generator: Earshot -->\n", flag: "--force",
      usersFile: "# Announcement spec: our team's own notes\n"),
    Writer(
      name: "import -o", arguments: { input, output in ["import", input, "-o", output] },
      input: "Tests/Fixtures/import/checkout.uiautomator.xml", earlierOutput: nil, flag: "--force"),
    Writer(
      name: "quiz --wav", arguments: { input, output in ["quiz", input, "--no-audio", "--wav", output] },
      input: "scenarios/broken-no-state.yaml", earlierOutput: nil, flag: "--force"),
  ]

  /// A folder holding a copy of the writer's input.
  func setUp(_ writer: Writer) throws -> (folder: URL, input: String) {
    let folder = try Repository.temporaryFolder()
    let input = folder.appendingPathComponent((writer.input as NSString).lastPathComponent).path
    try FileManager.default.copyItem(atPath: Repository.path(writer.input), toPath: input)
    return (folder, input)
  }

  @Test(arguments: writers)
  func neverOverwritesWhatTheCommandReads(_ writer: Writer) throws {
    let (folder, input) = try setUp(writer)
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: URL(fileURLWithPath: input))
    var arguments = writer.arguments(input, input)
    if let flag = writer.flag { arguments.append(flag) }  // not even with the flag
    let result = try PlayProcess.run(arguments)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("which this command reads; refusing to overwrite it"), "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
  }

  @Test(arguments: writers)
  func keepsAUsersFileUnlessTheFlagSaysSo(_ writer: Writer) throws {
    let (folder, input) = try setUp(writer)
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("notes.txt").path
    try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: notes))
    let refused = try PlayProcess.run(writer.arguments(input, notes))
    #expect(refused.status == 2, "\(refused.stderr)")
    #expect(refused.stderr.contains("refusing to replace it"), "\(refused.stderr)")
    #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
    guard let flag = writer.flag, !writer.name.hasPrefix("quiz") else { return }
    #expect(refused.stderr.contains("add \(flag) to replace it"), "\(refused.stderr)")
    let forced = try PlayProcess.run(writer.arguments(input, notes) + [flag])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: notes)) != Data("my notes\n".utf8))
  }

  @Test(arguments: writers.filter { $0.earlierOutput != nil })
  func replacesItsOwnEarlierOutput(_ writer: Writer) throws {
    let (folder, input) = try setUp(writer)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("earlier.out").path
    let earlier = Data((writer.earlierOutput ?? "").utf8)
    try earlier.write(to: URL(fileURLWithPath: output))
    let result = try PlayProcess.run(writer.arguments(input, output))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) != earlier)
  }

  /// Issue 36: a user's recording, a film's subtitles, pytest's JUnit and prove's TAP were taken for
  /// Earshot's earlier output by their format alone and replaced without --force.
  @Test(arguments: writers.filter { $0.usersFile != nil })
  func keepsAUsersFileOfTheSameFormat(_ writer: Writer) throws {
    let (folder, input) = try setUp(writer)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("theirs.out").path
    let theirs = Data((writer.usersFile ?? "").utf8)
    try theirs.write(to: URL(fileURLWithPath: output))
    let result = try PlayProcess.run(writer.arguments(input, output))
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("refusing to replace it"), "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == theirs)
  }

  /// Last run's real output, however long, is replaced by the next run without a flag.
  @Test(arguments: writers.filter { $0.earlierOutput != nil })
  func aSecondRunReplacesTheFirstRunsOutput(_ writer: Writer) throws {
    let (folder, input) = try setUp(writer)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out").path
    let first = try PlayProcess.run(writer.arguments(input, output))
    #expect(first.status == 0, "\(first.stderr)")
    let written = try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int ?? 0
    #expect(written > 0)
    let second = try PlayProcess.run(writer.arguments(input, output))
    #expect(second.status == 0, "\(writer.name), a \(written)-byte output: \(second.stderr)")
  }

  @Test(arguments: writers.filter { !$0.name.hasPrefix("quiz") })
  func writesThroughADeviceWithoutReplacingIt(_ writer: Writer) throws {
    let (folder, input) = try setUp(writer)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try PlayProcess.run(writer.arguments(input, "/dev/null"))
    #expect(result.status == 0, "\(result.stderr)")
    var status = stat()
    #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
  }

  @Test func aQuizRecordIsNeverReplaced() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = folder.appendingPathComponent("results.json").path
    try Data("{\"trainee\": \"Ana\"}".utf8).write(to: URL(fileURLWithPath: record))
    let result = try PlayProcess.run(["quiz", "scenarios/broken-no-state.yaml", "--no-audio", "--record", record])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--record"), "\(result.stderr)")
    #expect(try String(contentsOfFile: record, encoding: .utf8) == "{\"trainee\": \"Ana\"}")
  }

  @Test func aGoldenUpdateNeverReplacesTheScenario() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("s.yaml").path
    try FileManager.default.copyItem(atPath: Repository.path(Self.scenario), toPath: scenario)
    let before = try Data(contentsOf: URL(fileURLWithPath: scenario))
    let result = try PlayProcess.run(["play", scenario, "--golden", scenario, "--update"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: scenario)) == before)
  }

  @Test func aFolderRunNeverWritesItsReportOverAScenario() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenarios = folder.appendingPathComponent("scenarios")
    try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
    let scenario = scenarios.appendingPathComponent("checkbox.yaml").path
    try FileManager.default.copyItem(atPath: Repository.path(Self.scenario), toPath: scenario)
    let before = try Data(contentsOf: URL(fileURLWithPath: scenario))
    let golden = folder.appendingPathComponent("golden").path
    let result = try PlayProcess.run([
      "play", scenarios.path, "--golden-dir", golden, "--update", "--report", "junit", scenario,
    ])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: scenario)) == before)
    #expect(!FileManager.default.fileExists(atPath: golden + "/checkbox.txt"), "refused before any work")
  }
}
