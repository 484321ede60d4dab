import EarshotTestSupport
import Foundation
import Testing

/// Issue #36's reproductions, run against the built `earshot` as a user would: each
/// failed before its fix (a crash, a user's file replaced, a lost recording) and now
/// ends as the issue asks.
@Suite(.serialized) struct ThirdPassHardeningTests {
  static let tour = ReliabilityTests.tour

  // MARK: - Crashes

  /// Each crashed `earshot import -` (exit 139: Foundation's XMLParser reading a
  /// declaration's missing part as a C string), in every XML format.
  @Test(arguments: [
    "<!ATTLIST node a CDATA #IMPLIED>", "<!NOTATION n SYSTEM \"x\">", "<!NOTATION n PUBLIC \"p\">",
    "<!ENTITY x SYSTEM \"y\" NDATA z>", "<!ATTLIST node a CDATA #REQUIRED>", "<!ATTLIST node a (b|c) \"b\">",
    "<!ATTLIST node a ENTITY #IMPLIED>",
  ])
  func anInternalDTDIsRefusedWhereItOpensInEveryXMLFormat(declaration: String) throws {
    for (format, root) in [("uiautomator", "hierarchy"), ("appium", "hierarchy"), ("appium-ios", "AppiumAUT")] {
      let run = try ReliabilityTests.shell(
        "printf '%s' '<!DOCTYPE \(root) [\(declaration)]><\(root)/>' | \"$EARSHOT\" import - --format \(format)")
      #expect(run.status == 2, "\(format) \(declaration): \(run.stderr)")
      #expect(
        run.stderr.hasPrefix("<stdin>:1:1: error: a document type declaration with its own declarations"),
        "\(run.stderr)")
    }
  }
}

extension ThirdPassHardeningTests {
  /// SIGQUIT printed Swift's crash report, froze the REPL 30 s and lost the recording;
  /// USR1, USR2 and ALRM ended it and lost the recording too. Each is handled as TERM.
  @Test(arguments: ["QUIT", "USR1", "USR2", "ALRM"])
  func everyEndingSignalSavesTheRecordingInProgress(signal: String) throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("take.wav").path
    let started = Date()
    let run = try ReliabilityTests.shell(
      "{ echo 'record \(wav)'; echo next; echo next; sleep 5; } | \"$EARSHOT\" \"\(Self.tour)\" --mute & "
        + "sleep 1.5; kill -\(signal) $!; wait",
      environment: ["XDG_STATE_HOME": folder.path, "SWIFT_BACKTRACE": "enable=yes"])
    #expect(run.stderr.contains("saved the recording in progress to \(wav)"), "\(run.stderr)")
    #expect(!run.stderr.contains("Backtracing"), "\(run.stderr)")
    #expect(Date().timeIntervalSince(started) < 15)
    #expect(try Data(contentsOf: URL(fileURLWithPath: wav)).count > 50_000)
    #expect(try ReliabilityTests.leftovers(in: folder).isEmpty)
  }
}

extension ThirdPassHardeningTests {
  /// A truncated phondata or dictionary under ESPEAK_DATA_PATH crashed libespeak-ng.
  @Test(arguments: ["phondata", "en_dict"])
  func damagedESpeakDataIsNamedNotACrash(file: String) throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("espeak-ng-data")
    let installed = "/usr/lib/x86_64-linux-gnu/espeak-ng-data"
    try FileManager.default.copyItem(atPath: installed, toPath: data.path)
    let whole = try Data(contentsOf: data.appendingPathComponent(file))
    try FileManager.default.removeItem(at: data.appendingPathComponent(file))
    try whole.prefix(whole.count / 2).write(to: data.appendingPathComponent(file))
    let wav = folder.appendingPathComponent("out.wav").path
    let run = try ReliabilityTests.shell(
      "\"$EARSHOT\" play \"\(Self.tour)\" --no-audio --wav \"\(wav)\" </dev/null",
      environment: ["ESPEAK_DATA_PATH": folder.path])
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("\(data.path)/\(file) is damaged ("), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: wav))
  }
}

extension ThirdPassHardeningTests {
  /// The checker accepted this voice, and libespeak-ng crashed in espeak_Synth (exit 139) at 80-100 wpm.
  @Test func aStressLengthTooShortForAVowelIsRefusedBeforeESpeakSeesIt() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "language de\nname R\nstressLength 1 100 100 100 100 100 100 100\n".write(
      to: folder.appendingPathComponent("r.voice"), atomically: true, encoding: .utf8)
    let wav = folder.appendingPathComponent("o.wav").path
    let run = try ReliabilityTests.shell(
      "\"$EARSHOT\" play \"\(Self.tour)\" --no-audio --voices \"\(folder.path)\" --voice r --rate 80 --wav \"\(wav)\" </dev/null"
    )
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("r.voice:3:1: error: stress length 1 comes to 1"), "\(run.stderr)")
  }
}

// MARK: - The REPL's history is an output

extension ThirdPassHardeningTests {
  enum Planted: String, CaseIterable, Sendable { case link, danglingLink, fifo }

  /// Readline followed a link there and truncated its target (mode 0600), made a file where a
  /// dangling link pointed, and blocked start-up forever on a FIFO.
  @Test(arguments: Planted.allCases)
  func theHistoryNeverFollowsALinkNorBlocksOnAPipe(planted: Planted) async throws {
    let stateHome = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: stateHome) }
    let history = stateHome.appendingPathComponent("earshot/history").path
    try FileManager.default.createDirectory(
      atPath: stateHome.appendingPathComponent("earshot").path, withIntermediateDirectories: true)
    let target = stateHome.appendingPathComponent("precious.txt").path
    let precious = (1...3000).map { "line \($0)" }.joined(separator: "\n") + "\n"
    switch planted {
    case .link:
      try precious.write(toFile: target, atomically: true, encoding: .utf8)
      try FileManager.default.createSymbolicLink(atPath: history, withDestinationPath: target)
    case .danglingLink:
      try FileManager.default.createSymbolicLink(atPath: history, withDestinationPath: target)
    case .fifo:
      #expect(mkfifo(history, 0o600) == 0)
    }
    let terminal = try ReplTerminal(stateHome: stateHome) { folder in
      [try ReplTerminalTests.writeScenario(in: folder).path]
    }
    _ = try await terminal.waitForLastLine("ios>")
    #expect(try terminal.lines().contains { $0.contains("history is not kept") }, "said once at start")
    try terminal.enter("touch Continue")
    _ = try await terminal.waitFor(text: "  Continue, button")
    try terminal.press("C-d")
    #expect(try await terminal.waitForExit() == 0)
    switch planted {
    case .link: #expect(try String(contentsOfFile: target, encoding: .utf8) == precious)
    case .danglingLink: #expect(!FileManager.default.fileExists(atPath: target))
    case .fifo: break
    }
  }
}

// MARK: - Escaping, everywhere

extension ThirdPassHardeningTests {
  /// Scalars that hide or reorder text: C1 (U+009B is CSI, U+0085 NEL), DEL, bidi overrides and isolates.
  static let invisible: Set<UInt32> = [0x7F, 0x85, 0x9B, 0x202E, 0x2066, 0x2069]
  static func raw(_ text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter { invisible.contains($0) }
  }

  /// Each reached `check --format json|sarif`, the session JSON and captions raw.
  @Test func invisibleScalarsAreEscapedInEveryJSONOutputAndTheCaptions() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("s.yaml").path
    try """
    title: "Esc\\u009B31m\\u202Ex\\u0085y\\u007F"
    elements:
      - heading: "Head\\u009B2J\\u2066in\\u2069"
      - button: "Close button\\u009B\\u202E\\u0085"
    script:
      - next
      - next
    """.write(toFile: scenario, atomically: true, encoding: .utf8)
    for format in ["json", "sarif"] {
      let run = try ReliabilityTests.shell("\"$EARSHOT\" check \"\(scenario)\" --format \(format)")
      #expect(run.stdout.contains("contains the role word"), "\(format): \(run.stdout)")
      #expect(Self.raw(run.stdout).isEmpty, "\(format): \(Self.raw(run.stdout))")
      #expect(run.stdout.contains("Close button\\u009b\\u202e\\u0085"), "\(format)")
    }
    let json = folder.appendingPathComponent("s.json").path
    let vtt = folder.appendingPathComponent("s.vtt").path
    let play = try ReliabilityTests.shell(
      "\"$EARSHOT\" play \"\(scenario)\" --no-audio --platform ios --json \"\(json)\" --captions \"\(vtt)\" </dev/null")
    #expect(play.status == 0, "\(play.stderr)")
    let session = try String(contentsOfFile: json, encoding: .utf8)
    let captions = try String(contentsOfFile: vtt, encoding: .utf8)
    #expect(Self.raw(session).isEmpty && session.contains("Close button\\u009b\\u202e"), "\(session)")
    #expect(Self.raw(captions).isEmpty && captions.contains("Close button &#x202E;"), "\(captions)")
  }

  /// A newline in a file name, or in a key a message quotes, forged a `file:line:col: error:` line.
  @Test func aNewlineInAFileNameOrLabelCannotForgeAnErrorLine() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let forged = folder.appendingPathComponent("bad\nx.yaml:9:9: error: forged.yaml")
    try "title: T\nelements:\n  - button: Pay\n".write(to: forged, atomically: true, encoding: .utf8)
    let check = try ReliabilityTests.shell("\"$EARSHOT\" check \"\(folder.path)\"")
    #expect(check.stdout.contains("bad\\u{A}x.yaml:9:9: error: forged.yaml: no findings"), "\(check.stdout)")
    #expect(!(check.stdout + check.stderr).split(separator: "\n").contains { $0.hasPrefix("x.yaml:9:9") })
    let keyed = folder.appendingPathComponent("k.yaml")
    try "title: T\nelements:\n  - button: { label: Pay, \"hint\\nk.yaml:1:1: error: forged\": x }\n".write(
      to: keyed, atomically: true, encoding: .utf8)
    let validate = try ReliabilityTests.shell("\"$EARSHOT\" validate \"\(keyed.path)\"")
    #expect(validate.status == 2)
    #expect(validate.stderr.split(separator: "\n").count == 1, "\(validate.stderr)")
  }

  /// CR LF in a label split a row of the exported Markdown table.
  @Test func crLFInALabelCannotSplitAMarkdownRow() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("s.yaml")
    try "title: T\nelements:\n  - button: \"Pay\\r\\n| x | y |\"\n".write(
      to: scenario, atomically: true, encoding: .utf8)
    let run = try ReliabilityTests.shell("\"$EARSHOT\" export \"\(scenario.path)\"")
    let rows = run.stdout.split(separator: "\n").filter { $0.contains("Pay") }
    #expect(rows.count == 1 && rows[0].hasPrefix("| Screen | Pay"), "\(rows)")
  }

  /// A 1.9 MB script line was echoed whole in its error.
  @Test func anErrorQuotesABoundedPartOfALongLine() throws {
    let run = try ReliabilityTests.shell(
      "python3 -c \"print('next ' + 'x' * 1900000)\" | \"$EARSHOT\" play \"\(Self.tour)\" --no-audio")
    #expect(run.status == 2)
    #expect(run.stderr.utf8.count < 4_000, "\(run.stderr.utf8.count) bytes")
    #expect(run.stderr.contains("more characters)"))
  }
}

// MARK: - Errors that are right

extension ThirdPassHardeningTests {
  /// It exited 0: the voice was only looked up when something was spoken or recorded.
  @Test func anUnknownVoiceIsAnErrorWithoutAWAVToo() throws {
    let run = try ReliabilityTests.shell("\"$EARSHOT\" play \"\(Self.tour)\" --no-audio --voice nope </dev/null")
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("no voice named 'nope'"), "\(run.stderr)")
  }
}

// MARK: - Inputs that never hang, records read bounded

extension ThirdPassHardeningTests {
  /// /proc/kmsg says it is a regular file, then waits for data on read: every input hung on it.
  @Test func aFileThatWaitsOnReadHangsNoInput() throws {
    let probe = open("/proc/kmsg", O_RDONLY | O_NONBLOCK)
    guard probe >= 0 else { return }  // only root may read it
    close(probe)
    for command in [
      "validate /proc/kmsg", "play \"\(Self.tour)\" --no-audio --script /proc/kmsg", "import /proc/kmsg",
      "quiz /proc/kmsg --no-audio",
    ] {
      let run = try ReliabilityTests.shell("timeout 20 \"$EARSHOT\" \(command) </dev/null")
      #expect(run.status == 2, "\(command): \(run.status) \(run.stderr)")
      #expect(run.stderr.contains("it waits for data though it says it is a regular file"), "\(run.stderr)")
    }
    let load = try ReliabilityTests.shell(
      "printf 'load /proc/kmsg\\nnext\\n' | timeout 20 \"$EARSHOT\" \"\(Self.tour)\" --mute")
    #expect(load.stdout.contains("it waits for data"), "\(load.stdout)")
  }

  /// `quiz --summary` read each record whole with Foundation (a FIFO blocked, 1 GB cost 1 GB) and
  /// printed Foundation's decoding errors.
  @Test func quizSummaryReadsRecordsBoundedAndSaysWhatIsWrong() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "{\"trainee\": 3}".write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try "nope".write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
    #expect(mkfifo(folder.appendingPathComponent("f.json").path, 0o600) == 0)
    let run = try ReliabilityTests.shell("timeout 20 \"$EARSHOT\" quiz --summary \"\(folder.path)\"")
    #expect(run.status != 124, "it blocked on the FIFO")
    #expect(run.stderr.contains("a.json: not a quiz record ('trainee' should be text)"), "\(run.stderr)")
    #expect(run.stderr.contains("b.json: not a quiz record (it is not JSON)"), "\(run.stderr)")
    #expect(run.stderr.contains("f.json: not a quiz record (the quiz record is a named pipe"), "\(run.stderr)")
    #expect(!run.stderr.contains("DecodingError") && !run.stderr.contains("NSCocoaErrorDomain"))
  }
}

extension ThirdPassHardeningTests {
  /// It loaded as one radio button named "Germany, Austria, France".
  @Test func optionsWrittenAsOneTextAreAnErrorShowingTheListForm() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("s.yaml")
    try "title: T\nelements:\n  - radio-group:\n      label: Country\n      options: Germany, Austria, France\n".write(
      to: scenario, atomically: true, encoding: .utf8)
    let run = try ReliabilityTests.shell("\"$EARSHOT\" validate \"\(scenario.path)\"")
    #expect(run.status == 2)
    #expect(
      run.stderr.contains(
        "s.yaml:5:16: error: 'options' of radio-group is one text, not a list; write it as a list: options: [Germany, Austria, France]"
      ), "\(run.stderr)")
  }

  /// A script whose first lines were typos heard only "this is not a script".
  @Test func aScriptOfUnknownCommandsNamesTheFirst() throws {
    let run = try ReliabilityTests.shell(
      "printf 'frobnicate\\nfoo\\nbar\\n' | \"$EARSHOT\" play \"\(Self.tour)\" --no-audio")
    #expect(run.status == 2)
    #expect(run.stderr.contains("'frobnicate' on line 1 is no command Earshot knows"), "\(run.stderr)")
  }
}

extension ThirdPassHardeningTests {
  /// The quiz said the line was too long, then exited 0.
  @Test func theQuizExits2AfterAnOverLongLine() throws {
    let run = try ReliabilityTests.shell(
      "python3 -c \"print('a' * 70000)\" | \"$EARSHOT\" quiz scenarios/broken-no-state.yaml --no-audio")
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("<stdin>:1: the line is longer than 64 KB"), "\(run.stderr)")
  }
}

extension ThirdPassHardeningTests {
  /// A step's 'platform: windows' was an error; the course's own passed `validate`.
  @Test func aCoursesOwnPlatformAndLocaleAreCheckedAsAStepsAre() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      atPath: Repository.path("scenarios/broken-no-state.yaml"),
      toPath: folder.appendingPathComponent("broken-no-state.yaml").path)
    let course = folder.appendingPathComponent("c.yaml")
    try "course: C\nplatform: windows\nlocale: xx\nsteps:\n  - exercise: broken-no-state.yaml\n".write(
      to: course, atomically: true, encoding: .utf8)
    let run = try ReliabilityTests.shell("\"$EARSHOT\" validate \"\(course.path)\"")
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("c.yaml:2:11: error: 'platform' must be one of ios, android, both, not 'windows'"))
    #expect(run.stderr.contains("c.yaml:3:9: error: no word tables for locale 'xx'"), "\(run.stderr)")
  }
}

extension ThirdPassHardeningTests {
  /// An approved transcript with a byte-order mark, CR LF or CR line ends was refused or read as one line;
  /// one whose lines hold BEL, NUL or backspace was refused as "not a golden transcript".
  @Test func aGoldenFileReadsBackWhateverItsLineEndsAndBytes() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("tour.txt").path
    let update = try ReliabilityTests.shell(
      "\"$EARSHOT\" play \"\(Self.tour)\" --no-audio --golden \"\(golden)\" --update </dev/null")
    #expect(update.status == 0, "\(update.stderr)")
    let approved = try String(contentsOfFile: golden, encoding: .utf8)
    for (name, text) in [
      ("bom", "\u{FEFF}" + approved), ("crlf", approved.replacingOccurrences(of: "\n", with: "\r\n")),
      ("cr", approved.replacingOccurrences(of: "\n", with: "\r")),
    ] {
      try text.write(toFile: golden, atomically: true, encoding: .utf8)
      let run = try ReliabilityTests.shell(
        "\"$EARSHOT\" play \"\(Self.tour)\" --no-audio --golden \"\(golden)\" </dev/null")
      #expect(run.status == 0, "\(name): \(run.stderr)")
    }
    let controls = approved.replacingOccurrences(of: "Subscribe", with: "Sub\u{7}scr\u{0}ibe\u{8}")
    try controls.write(toFile: golden, atomically: true, encoding: .utf8)
    let run = try ReliabilityTests.shell(
      "\"$EARSHOT\" play \"\(Self.tour)\" --no-audio --golden \"\(golden)\" </dev/null")
    #expect(run.status == 1, "compared, and differs: \(run.stderr)")
    #expect(!run.stderr.contains("not a golden transcript"), "\(run.stderr)")
  }
}

extension ThirdPassHardeningTests {
  /// On a disk that filled up (here: a file size limit), `stop` said "saved (0 ms)" and the recording was lost.
  /// Now what could not be written is kept in memory, `stop` says so, and `save` writes all of it elsewhere
  /// (a FIFO, which the limit does not reach).
  @Test func aRecordingOnADiskThatFillsUpIsKeptForSave() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("full.wav").path
    let fifo = folder.appendingPathComponent("elsewhere.wav").path
    let count = folder.appendingPathComponent("count").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = try ReliabilityTests.shell(
      "(wc -c < \"\(fifo)\" > \"\(count)\" &); trap '' XFSZ; ulimit -f 100; "
        + "{ echo 'record \(wav)'; for i in 1 2 3 4 5 6 7 8; do echo next; done; echo stop; echo 'save \(fifo)'; } "
        + "| \"$EARSHOT\" \"\(Self.tour)\" --mute; sleep 1",
      environment: ["XDG_STATE_HOME": folder.path])
    #expect(!run.stdout.contains("saved \(wav)"), "\(run.stdout)")
    #expect(run.stdout.contains("the recording is kept: 'save FILE.wav' saves it elsewhere"), "\(run.stdout)")
    let written = Int(
      try String(contentsOfFile: count, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    #expect((written ?? 0) > 500_000, "the whole recording, not the 51 KB the limit allowed: \(written ?? 0)")
  }
}

extension ThirdPassHardeningTests {
  /// `validate` said "ok": a submit with the field empty found nothing wrong, said nothing and kept focus.
  /// A field with a value, or with its error text, is not warned of.
  @Test func aRequiredFieldWithoutAnErrorBesideASubmitIsAWarning() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("s.yaml")
    try """
    title: Sign up
    elements:
      - text-field: { label: Email, required: true }
      - text-field: { label: Name, required: true, value: Ada }
      - text-field: { label: Phone, required: true, error: Enter your phone }
      - button: { label: Sign up, submits: true }
    """.write(to: scenario, atomically: true, encoding: .utf8)
    let run = try ReliabilityTests.shell("\"$EARSHOT\" validate \"\(scenario.path)\"")
    #expect(run.status == 0, "a warning, not an error: \(run.stderr)")
    let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.count == 1, "\(run.stderr)")
    #expect(
      warnings.first?.hasPrefix("\(scenario.path):3:5: warning: 'Email' is required but has no 'error:'") == true,
      "\(run.stderr)")
    // Without a submit button nothing checks the field: no warning.
    try "title: T\nelements:\n  - text-field: { label: Email, required: true }\n".write(
      to: scenario, atomically: true, encoding: .utf8)
    let alone = try ReliabilityTests.shell("\"$EARSHOT\" validate \"\(scenario.path)\"")
    #expect(alone.status == 0 && !alone.stderr.contains("warning:"), "\(alone.stderr)")
  }

  /// An inline link's `opens:` loaded, and a double tap on the text opened nothing (every link opened the modal).
  @Test func anInlineLinksOpensIsRefusedWhereItIsWritten() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("s.yaml")
    try """
    title: T
    elements:
      - link: { label: Read our Terms., links: [Terms], opens: terms }
    modals:
      terms: { kind: dialog, title: Terms, elements: [ { button: Close, closes: true } ] }
    """.write(to: scenario, atomically: true, encoding: .utf8)
    let run = try ReliabilityTests.shell("\"$EARSHOT\" validate \"\(scenario.path)\"")
    #expect(run.status == 2)
    #expect(
      run.stderr.contains(
        "s.yaml:3:60: error: a double tap on a text with inline links opens nothing, and 'opens: terms' would open it from every link; make the link its own element ('- link: { label: Terms, opens: terms }')"
      ), "\(run.stderr)")
    // The way the error offers works: the link is its own element, and a double tap opens the modal.
    try """
    title: T
    elements:
      - text: Read our
      - link: { label: Terms, opens: terms }
    modals:
      terms: { kind: dialog, title: Terms, elements: [ { button: Close, closes: true } ] }
    """.write(to: scenario, atomically: true, encoding: .utf8)
    let played = try ReliabilityTests.shell(
      "printf 'touch Terms\\ndouble tap\\n' | \"$EARSHOT\" play \"\(scenario.path)\" --platform android --no-audio")
    #expect(played.status == 0, "\(played.stderr)")
    #expect(played.stdout.contains("Terms"), "\(played.stdout)")
    #expect(played.stdout.contains("Close"), "the dialog opened and its button is read: \(played.stdout)")
  }
}

extension ThirdPassHardeningTests {
  /// `play --golden-dir DIR --update` and `play s.yaml --golden DIR/s.txt --script S --update` write one file,
  /// and the second replaced the first's approval. An update now replaces only an approval of the same commands;
  /// another script's takes `--force`.
  @Test func anUpdateNeverReplacesAnotherScriptsApprovalUnforced() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenarios = folder.appendingPathComponent("scenarios")
    try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
    try "title: T\nelements:\n  - button: Save\n  - button: Cancel\nscript:\n  - next\n".write(
      to: scenarios.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
    try "next\nnext\n".write(to: folder.appendingPathComponent("S"), atomically: true, encoding: .utf8)
    let golden = folder.appendingPathComponent("golden/s.txt").path
    let inFolder = "cd \"\(folder.path)\" && \"$EARSHOT\" play"
    let first = try ReliabilityTests.shell("\(inFolder) scenarios --golden-dir golden --update --no-audio")
    #expect(first.status == 0, "\(first.stderr)")
    let approved = try String(contentsOfFile: golden, encoding: .utf8)
    let second = try ReliabilityTests.shell(
      "\(inFolder) scenarios/s.yaml --golden golden/s.txt --script S --update --no-audio")
    #expect(second.status == 2)
    #expect(
      second.stderr.contains(
        "golden/s.txt:3:1: error: golden/s.txt approves another script, left as it was: its commands end here, and today's go on with '> next'"
      ), "\(second.stderr)")
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == approved, "the first approval is kept")
    // The same script's new wording is still an update; another script's, with --force.
    let forced = try ReliabilityTests.shell(
      "\(inFolder) scenarios/s.yaml --golden golden/s.txt --script S --update --force --no-audio")
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try String(contentsOfFile: golden, encoding: .utf8).components(separatedBy: "> next").count == 3)
  }
}
