import EarshotTestSupport
import Foundation
import Testing

/// Issue #12's reproductions, each run against the built `earshot` as a user would:
/// nothing a user has is lost or replaced, nothing crashes, costs are bounded, and
/// user text cannot drive the terminal. Device targets are made with `mknod` in a
/// temporary folder, never the real /dev.
@Suite(.serialized) struct ReliabilityTests {
  static let tour = Repository.root.appendingPathComponent("scenarios/tour.yaml").path

  /// Runs `/bin/sh -c SCRIPT` in the repository root with `$EARSHOT` set: for closed
  /// streams (`<&-`, `2>&-`) and pipes that a Process cannot arrange.
  /// What a shell run printed and how it exited.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Device number 1,3 (the null device), made in a temporary folder with mknod.
  static let nullDevice = dev_t((1 << 8) | 3)

  static func shell(_ script: String, environment extra: [String: String] = [:]) throws -> Output {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let err = folder.appendingPathComponent("err")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "(\(script)) >\"\(out.path)\" 2>\"\(err.path)\""]
    process.currentDirectoryURL = Repository.root
    var environment = ProcessInfo.processInfo.environment
    environment["EARSHOT"] = try ChildProcess.earshot().path
    environment["NO_COLOR"] = "1"
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
  }

  static func fileType(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
  }

  static func leftovers(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".part") }
  }

  // MARK: - Outputs

  @Test func outputsToACharacterDeviceAreWrittenThroughNeverReplaced() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let device = folder.appendingPathComponent("null").path
    guard mknod(device, S_IFCHR | 0o666, Self.nullDevice) == 0 else {
      Issue.record("mknod needs root: \(String(cString: strerror(errno)))")
      return
    }
    for option in ["--wav", "--captions", "--json"] {
      let run = try PlayProcess.run(["play", Self.tour, "--no-audio", option, device], input: "next\n")
      #expect(run.status == 0, "\(option): \(run.stderr)")
      #expect(Self.fileType(device) == S_IFCHR, "\(option) replaced the device")
    }
    let export = try PlayProcess.run(["export", Self.tour, "-o", device])
    #expect(export.status == 0, "\(export.stderr)")
    #expect(Self.fileType(device) == S_IFCHR)
    #expect(try Self.leftovers(in: folder).isEmpty)
  }

  @Test func aNamedPipeReceivesTheWAVAndStaysAPipe() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("audio.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let received = folder.appendingPathComponent("received.wav").path
    let run = try Self.shell(
      "cat \"\(fifo)\" > \"\(received)\" & \"$EARSHOT\" play \"\(Self.tour)\" --no-audio --wav \"\(fifo)\" </dev/null; status=$?; wait; exit $status"
    )
    #expect(run.status == 0, "\(run.stderr)")
    #expect(Self.fileType(fifo) == S_IFIFO)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: received))
    #expect(bytes.count > 100_000)
    #expect(bytes.prefix(4) == Data("RIFF".utf8))
  }

  @Test func aSymbolicLinkToADeviceIsRefusedAndLeftAlone() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let device = folder.appendingPathComponent("null").path
    guard mknod(device, S_IFCHR | 0o666, Self.nullDevice) == 0 else { return }
    let link = folder.appendingPathComponent("out.wav").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: device)
    let run = try PlayProcess.run(["play", Self.tour, "--no-audio", "--wav", link], input: "next\n")
    #expect(run.status == 2)
    #expect(run.stderr.contains("symbolic link to a character device; refusing to follow it"))
    #expect(Self.fileType(link) == S_IFLNK)
  }

  @Test func dashIsStandardOutputAndTheTranscriptMovesToStandardError() throws {
    let run = try PlayProcess.run(["play", Self.tour, "--no-audio", "--json", "-"], input: "next\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("{"))
    #expect(run.stderr.contains("> next"))
    let export = try PlayProcess.run(["export", Self.tour, "-o", "-"])
    #expect(export.stdout.contains("| VoiceOver |") || export.stdout.contains("VoiceOver"))
  }

  @Test func aTargetNameNearTheLimitStillGetsItsTemporaryFile() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 250 bytes: a legal name, too long for a temporary name built from it (".NAME.pid.random.part").
    let name = String(repeating: "n", count: 246) + ".wav"
    let target = folder.appendingPathComponent(name).path
    let run = try PlayProcess.run(["play", Self.tour, "--no-audio", "--wav", target], input: "next\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: target))
  }

  @Test func aClosedStandardOutputKeepsTheRecordingsButIsNotSuccess() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("kept.wav").path
    // `| head -1`: the reader goes away after one line.
    let run = try Self.shell("\"$EARSHOT\" play \"\(Self.tour)\" --no-audio --wav \"\(wav)\" </dev/null | head -1")
    #expect(run.stdout.split(separator: "\n").count == 1)
    let status = try Self.shell(
      "\"$EARSHOT\" play \"\(Self.tour)\" --no-audio --wav \"\(wav)\" </dev/null >&-; echo $? >&2")
    #expect(status.stderr.hasSuffix("74\n"), "\(status.stderr)")
    #expect(status.stderr.contains("the transcript was not all written to standard output"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: wav)).count > 100_000)
  }

  // MARK: - Streams

  @Test func closedStandardStreamsNeverTrap() throws {
    let closedInput = try Self.shell("\"$EARSHOT\" play \"\(Self.tour)\" --no-audio <&-")
    #expect(closedInput.status == 0, "\(closedInput.stderr)")
    #expect(closedInput.stdout.contains("> next"))  // the scenario's own script played
    let closedError = try Self.shell("\"$EARSHOT\" validate /no/such.yaml 2>&-; echo $?")
    #expect(closedError.stdout == "2\n")
    let fullError = try Self.shell("\"$EARSHOT\" validate /no/such.yaml 2>/dev/full; echo $?")
    #expect(fullError.stdout == "2\n")
  }

  @Test func anEndlessScriptIsRefusedAtTheLimitNotReadWhole() throws {
    let run = try Self.shell("yes next | \"$EARSHOT\" play \"\(Self.tour)\" --no-audio")
    #expect(run.status == 2)
    #expect(run.stderr.contains("<stdin>:") && run.stderr.contains("the script is longer than 2 MB"))
    #expect(run.stdout.isEmpty)
  }

  // MARK: - Scripts

  @Test(arguments: [
    ("platform both\nscrub\n", "<stdin>:2:1: error: TalkBack has no 'scrub' gesture"),
    ("next\nexpect \"a\" \"b\"\n", "<stdin>:2:11: error: two quoted texts"),
    ("next\nexpect \"abc\n", "<stdin>:2:8: error: the quoted text has no closing quote"),
  ])
  func scriptMistakesAreFoundBeforeAnythingRuns(script: String, expected: String) throws {
    let run = try PlayProcess.run(["play", Self.tour, "--no-audio"], input: script)
    #expect(run.status == 2)
    #expect(run.stderr.contains(expected), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  // MARK: - Security

  @Test func controlCharactersInScenarioTextArePrintedEscaped() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("escape.yaml")
    try "title: \"\\e]0;owned\\a\"\nelements:\n  - button: First\n  - button: \"Pay\\e[2J\\b now\"\n"
      .write(to: scenario, atomically: true, encoding: .utf8)
    let played = try PlayProcess.run(["play", scenario.path, "--no-audio"], input: "next\nactivate\n")
    let exported = try PlayProcess.run(["export", scenario.path])
    let repl = try PlayProcess.run([scenario.path, "--mute"], input: "where\ntree\nwhy\n\u{1B}]0;typed\u{07}\n")
    for output in [played.stdout, exported.stdout, repl.stdout, repl.stderr, played.stderr] {
      #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    }
    #expect(played.stdout.contains("Pay\\u{1B}[2J\\u{8} now"))
    #expect(repl.stdout.contains("\\u{1B}]0;typed\\u{7}"))
  }

  @Test func aFileThatIsNotAScenarioIsSaidOnceAndNotQuoted() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let secret = folder.appendingPathComponent("shadow")
    let lines = (0..<40).map { "user\($0): $6$secretsalt$hashedpassword\($0)" }
    try lines.joined(separator: "\n").write(to: secret, atomically: true, encoding: .utf8)
    let run = try PlayProcess.run(["validate", secret.path])
    #expect(run.status == 2)
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(run.stderr.contains("this is not a scenario"))
    #expect(!run.stderr.contains("hashedpassword"))
  }

  @Test func voicesComeFromTheInstallAndNamedFoldersNotTheCurrentDirectory() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let local = folder.appendingPathComponent("voices")
    try FileManager.default.createDirectory(at: local, withIntermediateDirectories: true)
    try "language en-us\nname Impostor\n".write(
      to: local.appendingPathComponent("voiceover.voice"), atomically: true, encoding: .utf8)
    let fromHere = try Self.shell("cd \"\(folder.path)\" && \"$EARSHOT\" voices")
    #expect(fromHere.status == 0, "\(fromHere.stderr)")
    #expect(fromHere.stdout.contains("VoiceOver stand-in"))
    #expect(!fromHere.stdout.contains("Impostor"))
    let named = try Self.shell("\"$EARSHOT\" voices", environment: ["EARSHOT_VOICES": local.path])
    #expect(named.stdout.contains("Impostor"))
    #expect(named.stdout.contains("from \(local.path)/voiceover.voice"))
  }

  @Test(arguments: [
    ("language en-us\necho 600 100", "2:6: error: 'echo' value 600 is out of range"),
    ("language en-us\nphonemes xx-zz", "2:10: error: eSpeak NG has no phoneme table 'xx-zz'"),
    ("language en-us\ndictionary zz", "2:12: error: eSpeak NG has no dictionary 'zz'"),
    ("language en-us\nmbrola en1", "2:1: error: 'mbrola' voices are not supported"),
    ("language en-us\n// " + String(repeating: "x", count: 186) + "mbrola en1", "2:1: error: line is 199 bytes long"),
    // eSpeak NG ignores a language option before `language` ("Cannot set dictrules: ...").
    ("dictrules 3 6\nlanguage en-us", "1:1: error: 'dictrules' comes before the 'language' line"),
    (
      "name Early\n  stressLength 190 190 200 200 0 0 220 240\nlanguage en-us",
      "2:3: error: 'stressLength' comes before the 'language' line"
    ),
  ])
  func voiceFilesAreCheckedAsESpeakReadsThem(contents: String, expected: String) throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.voice")
    try "\(contents)\n".write(to: file, atomically: true, encoding: .utf8)
    let run = try PlayProcess.run(["voices", "--voices", folder.path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("\(file.path):\(expected)"), "\(run.stderr)")
    #expect(!run.stderr.contains("Cannot set"), "eSpeak NG was handed the file: \(run.stderr)")
  }

  @Test func missingESpeakDataIsAClearErrorNotASilentRecording() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("silent.wav").path
    let run = try Self.shell(
      "\"$EARSHOT\" play \"\(Self.tour)\" --no-audio --wav \"\(wav)\" </dev/null",
      environment: ["ESPEAK_DATA_PATH": folder.path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("eSpeak NG data not found"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: wav))
  }

  // MARK: - Bounded cost

  @Test func aModalThatOpensItselfIsRefused() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("loop.yaml")
    try """
    elements:
      - button: { label: Open, opens: m }
    modals:
      m:
        kind: dialog
        elements:
          - button: { label: Again, opens: m }
    """.write(to: scenario, atomically: true, encoding: .utf8)
    let run = try PlayProcess.run(["validate", scenario.path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("loop.yaml:7:40: error: modal 'm' opens itself"), "\(run.stderr)")
  }

  /// The issue's export: 28,000 elements, 507 s when each double tap copied the screen.
  /// Every kind here changes state, expands, adjusts or opens a modal when double tapped.
  /// Time is only a hang guard (a debug build on a busy machine takes about 20 s); the
  /// figure is measured by `make bench` and the copies by SessionTrialTests.
  @Test func anExportOfTheLargestMixedScreenFinishesAndSaysItIsCutShort() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("many.yaml")
    let kinds = [
      "checkbox: c", "switch: s", "disclosure: d", "toggle-button: t", "chip: h", "slider: l",
      "button: {label: b, opens: m}", "stepper: p", "text-field: f", "link: k",
    ]
    let elements = (0..<28_000).map { "  - " + kinds[$0 % kinds.count] }
    let text =
      "title: Many\nelements:\n" + elements.joined(separator: "\n")
      + "\nmodals:\n  m:\n    kind: alert\n    title: Sure?\n    elements:\n      - button: {label: OK, closes: true}\n"
    try text.write(to: scenario, atomically: true, encoding: .utf8)
    let start = ContinuousClock.now
    let run = try PlayProcess.run(["export", scenario.path])
    let elapsed = ContinuousClock.now - start
    #expect(run.status == 0, "\(run.stderr)")
    #expect(elapsed < .seconds(180), "took \(elapsed)")
    #expect(run.stdout.contains("| Alert “Sure?” | OK | focused |"))
    #expect(run.stdout.hasSuffix("Split the screen into smaller scenarios to see it all.\n"))
  }

  /// Recordings were held in memory at twice the WAV's size (a 1.1 GB WAV needed 2.2 GB).
  /// Fifteen minutes of recording (a 40 MB WAV) must stream to disk: the process stays
  /// under its usual size (about 45 MB), not the 120 MB the WAV held twice would take.
  @Test func aLongRecordingStreamsToDiskInFlatMemory() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("long.script")
    try (["next"] + Array(repeating: "wait 60s", count: 15) + ["next"]).joined(separator: "\n")
      .write(to: script, atomically: true, encoding: .utf8)
    let wav = folder.appendingPathComponent("long.wav")
    let run = try ChildProcess.run(
      try ChildProcess.earshot(), ["play", Self.tour, "--no-audio", "--script", script.path, "--wav", wav.path])
    #expect(run.status == 0, "\(run.standardError)")
    let bytes = try FileManager.default.attributesOfItem(atPath: wav.path)[.size] as? Int ?? 0
    #expect(bytes > 39_000_000, "the WAV holds \(bytes) bytes, not 15 minutes")
    #expect(run.peakMegabytes < 80, "peak \(run.peakMegabytes) MB for a \(bytes / 1_000_000) MB recording")
  }

  // MARK: - REPL recordings

  @Test func replRecordNeverOverwritesSilentlyNorTheLoadedScenario() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let existing = folder.appendingPathComponent("take.wav")
    try Data("mine".utf8).write(to: existing)
    let scenario = folder.appendingPathComponent("screen.wav")
    try FileManager.default.copyItem(atPath: Self.tour, toPath: scenario.path)
    let run = try PlayProcess.run(
      [scenario.path, "--mute"],
      input: "record \(existing.path)\nrecord \(scenario.path)\nrecord! \(existing.path)\nnext\nstop\n")
    #expect(run.stdout.contains("refusing to replace it ('record! \(existing.path)' replaces it"), "\(run.stdout)")
    #expect(run.stdout.contains("is the loaded scenario, which this command reads; refusing to overwrite it"))
    #expect(try Data(contentsOf: scenario) == Data(contentsOf: URL(fileURLWithPath: Self.tour)))
    #expect(try Data(contentsOf: existing).prefix(4) == Data("RIFF".utf8))
  }

  @Test func aFailedSaveKeepsTheRecordingForSaveElsewhere() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let doomed = folder.appendingPathComponent("doomed")
    try FileManager.default.createDirectory(at: doomed, withIntermediateDirectories: true)
    let elsewhere = folder.appendingPathComponent("elsewhere.wav").path
    let run = try Self.shell(
      "{ echo 'record \(doomed.path)/a.wav'; echo next; echo next; sleep 1; rm -rf '\(doomed.path)'; echo stop; "
        + "echo 'save \(elsewhere)'; } | \"$EARSHOT\" \"\(Self.tour)\" --mute",
      environment: ["XDG_STATE_HOME": folder.path])
    #expect(run.stdout.contains("cannot save \(doomed.path)/a.wav (its folder no longer exists)"), "\(run.stdout)")
    #expect(run.stdout.contains("saved \(elsewhere)"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: elsewhere)).count > 50_000)
  }

  @Test(arguments: ["TERM", "HUP"])
  func aSignalSavesTheRecordingInProgressAndSaysWhere(signal: String) throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("take.wav").path
    let run = try Self.shell(
      "{ echo 'record \(wav)'; echo next; echo next; sleep 5; } | \"$EARSHOT\" \"\(Self.tour)\" --mute & "
        + "sleep 1.5; kill -\(signal) $!; wait",
      environment: ["XDG_STATE_HOME": folder.path])
    #expect(run.stderr.contains("saved the recording in progress to \(wav)"), "\(run.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: wav)).count > 50_000)
    #expect(try Self.leftovers(in: folder).isEmpty)
  }

  @Test func loadingANamedPipeDoesNotBlockTheRepl() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("screen.yaml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = try Self.shell(
      "printf 'load \(fifo)\\nnext\\n' | timeout 20 \"$EARSHOT\" \"\(Self.tour)\" --mute")
    #expect(run.status == 0)
    #expect(run.stdout.contains("is not a regular file"))
    #expect(run.stdout.contains("> next\n  Subscribe"))
  }
}
