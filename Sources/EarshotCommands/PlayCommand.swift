import ArgumentParser
import Diagnostics
import EarshotCLI
import Files
import Foundation
import Playback
import Recording
import Scenario
import ScreenReader
import Speech

extension PlatformChoice: ExpressibleByArgument {}

/// `earshot play`: run a script over a scenario, print the transcript, check
/// expectations and approved transcripts, record the session as audio,
/// captions and JSON, and report to CI servers.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract:
      "Play commands over a scenario: print the transcript, check expectations and golden transcripts, record audio, captions and JSON.",
    discussion: """
      Commands come from --script FILE, else standard input, else the scenario's
      own 'script:'. A script holds, one a line (the REPL's own commands, such as
      why or tree, are refused with where they are):

      """ + CommandTableText.scriptLanguage() + """


        Golden transcripts: --golden FILE compares the whole transcript with an
        approved one and shows a diff; --update writes it and says what changed.
        A folder of scenarios is checked in one call with --golden-dir DIR (each
        scenario's own script, approved as DIR/NAME.txt). Golden runs play on both
        screen readers unless --platform says otherwise, and print no transcript.

        --report junit|tap|json FILE writes one test case per expectation and
        golden file, located in the script, for CI servers.

        Exit status: 0 when every expectation and golden transcript holds, 1 when
        one fails, 2 for bad input.

        Examples:
          printf 'next\\nnext\\nactivate\\n' | earshot play scenarios/tour.yaml \\
            --platform android --wav t.wav --captions t.vtt --json t.json
          earshot play scenarios/ --golden-dir golden/ --report junit earshot.xml
        """)

  @Argument(help: "The scenario file (.yaml), or a folder of them with --golden-dir.")
  var scenario: String

  @Option(help: "Which screen reader: ios (VoiceOver), android (TalkBack) or both (default: ios; both with golden).")
  var platform: PlatformChoice?

  @Option(help: "The variant to load, for a scenario with 'variants:' (default: the first, e.g. broken).")
  var variant: String?

  @Option(help: ArgumentHelp("Read commands from this file ('-' for standard input).", valueName: "file"))
  var script: String?

  @Option(
    help: ArgumentHelp(
      "Write the session's audio to this WAV file (22,050 Hz, mono, 16-bit); an existing file is replaced, atomically, once the session has played ('-' writes to standard output; a device or FIFO is written through).",
      valueName: "file"))
  var wav: String?

  @Option(
    help: ArgumentHelp("Write WebVTT captions aligned with the audio: one cue per utterance.", valueName: "file.vtt"))
  var captions: String?

  @Option(
    help: ArgumentHelp(
      "Write every command, utterance, part and earcon with its times in the audio, as JSON.", valueName: "file"))
  var json: String?

  @Option(
    help: ArgumentHelp("Compare the transcript with this approved one (a diff when it differs).", valueName: "file"))
  var golden: String?

  @Option(
    help: ArgumentHelp(
      "With a folder of scenarios: compare each with DIR/NAME.txt.", valueName: "dir"))
  var goldenDir: String?

  @Flag(help: "Approve today's transcript: write the golden file(s), saying what changed.")
  var update = false

  @Flag(
    help:
      "Replace an existing output file that Earshot did not write (a WAV, captions, JSON or report file of Earshot's own is replaced without it)."
  )
  var force = false

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Write a test report: junit, tap or json, then the file.", valueName: "format file"))
  var report: [String] = []

  @Option(
    help: ArgumentHelp(
      "The readers' language: \(WordTables.locales.joined(separator: ", ")) (docs/languages.md).", valueName: "locale"))
  var locale: String?

  @Option(help: ArgumentHelp(ReaderOption.help, valueName: "versions"))
  var reader: String?

  @OptionGroup var audio: AudioOptions

  func run() throws {
    // Ctrl-C, SIGTERM or SIGHUP remove the outputs' temporary files on the way out.
    Termination.install([SIGINT, SIGTERM, SIGHUP])
    // With an output on standard output, the transcript goes to standard error.
    Console.transcriptToStandardError = [wav, captions, json].contains("-")
    let reportTarget = try reportOption()
    let plays = try scenariosToPlay()
    try checkOutputs(plays: plays, report: reportTarget?.1)
    var results = TestReport()
    var worst: Int32 = 0
    for play in plays {
      var run = ScenarioPlay(
        command: self, path: play.path, golden: play.golden,
        platform: platform ?? (play.golden == nil ? .ios : .both), variant: play.variant)
      let status = run.play()
      results.cases += run.cases
      worst = worst == 2 || status == 2 ? 2 : max(worst, status)
    }
    if let goldenDir { noteStaleGoldenFiles(in: goldenDir, approved: plays.compactMap(\.golden)) }
    if let (format, path) = reportTarget {
      do {
        try AtomicFileWriter.write(Data(format.render(results).utf8), toPath: path)
      } catch {
        throw CommandFailure.badInput(error.description)
      }
    }
    if worst != 0 { throw ExitCode(worst) }
    // A transcript that did not reach standard output (`| head -1`, a full disk) is not
    // a success, though the recordings are written.
    if let lost = Console.standardOutputFailure() {
      Console.error("the transcript was not all written to standard output (\(lost))")
      throw Console.outputLost
    }
  }

  /// Refuses, before anything runs, outputs that would overwrite an input (any
  /// scenario played, the script, a golden file being compared) or each other, or
  /// replace a file Earshot did not write (`OutputPolicy`).
  func checkOutputs(plays: [Play], report: String?) throws {
    var inputs = Set(plays.map(\.path)).sorted().map { OutputPolicy.Input($0, role: "a scenario being played") }
    if let script, script != "-" { inputs.append(.init(script, role: "the script")) }
    var outputs: [OutputTarget] = []
    if let wav { outputs.append(OutputTarget(option: "--wav", path: wav, kind: .wav, mayReplace: force)) }
    if let captions {
      outputs.append(OutputTarget(option: "--captions", path: captions, kind: .captions, mayReplace: force))
    }
    if let json { outputs.append(OutputTarget(option: "--json", path: json, kind: .sessionJSON, mayReplace: force)) }
    if let report { outputs.append(OutputTarget(option: "--report", path: report, kind: .report, mayReplace: force)) }
    let goldenOption = goldenDir == nil ? "--golden" : "--golden-dir"
    for golden in plays.compactMap(\.golden) {
      if update {
        outputs.append(
          OutputTarget(
            option: goldenOption, path: golden, kind: .goldenTranscript, replaceFlag: "--update", mayReplace: true))
      } else {
        inputs.append(.init(golden, role: "a golden transcript being compared"))
      }
    }
    let problems = OutputPolicy(inputs: inputs).problems(outputs)
    guard problems.isEmpty else {
      throw CommandFailure(problems.map { Diagnostic(at: nil, $0) })
    }
  }

  /// `--report FORMAT FILE`, checked before anything runs.
  func reportOption() throws -> (TestReportFormat, String)? {
    guard !report.isEmpty else { return nil }
    let formats = TestReportFormat.allCases.map(\.rawValue)
    guard report.count == 2 else {
      throw CommandFailure.badInput(
        "--report takes a format (\(formats.joined(separator: ", "))) and a file, e.g. --report junit earshot.xml")
    }
    guard let format = TestReportFormat(rawValue: report[0].lowercased()) else {
      throw CommandFailure.badInput(
        "--report: unknown format '\(report[0])'\(Suggestion.didYouMean(report[0].lowercased(), among: formats)); formats: "
          + formats.joined(separator: ", "))
    }
    return (format, report[1])
  }

  /// One scenario to play: which file, which variant, against which golden file.
  struct Play {
    var path: String
    var golden: String?
    var variant: String?
  }

  /// The scenario, or every scenario in the folder, each with its golden file.
  func scenariosToPlay() throws -> [Play] {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: scenario, isDirectory: &isFolder)
    if update && golden == nil && goldenDir == nil {
      throw CommandFailure.badInput(
        "--update writes golden files: give --golden FILE, or a folder and --golden-dir DIR")
    }
    guard exists && isFolder.boolValue else {
      if goldenDir != nil {
        throw CommandFailure.badInput(
          "--golden-dir checks a folder of scenarios, and \(scenario) is not a folder; for one scenario use --golden FILE"
        )
      }
      return [Play(path: scenario, golden: golden, variant: variant)]
    }
    guard let goldenDir else {
      throw CommandFailure.badInput(
        "\(scenario) is a folder: to check every scenario in it against approved transcripts, add --golden-dir DIR")
    }
    let refused = [
      ("--script", script), ("--wav", wav), ("--captions", captions), ("--json", json), ("--golden", golden),
    ]
    .filter { $0.1 != nil }.map(\.0)
    if !refused.isEmpty {
      throw CommandFailure.badInput(
        "with a folder, each scenario plays its own script: \(refused.joined(separator: ", ")) names one file; play one scenario for that"
      )
    }
    var goldenIsFolder: ObjCBool = false
    if !FileManager.default.fileExists(atPath: goldenDir, isDirectory: &goldenIsFolder) {
      guard update else {
        throw CommandFailure.badInput(
          "--golden-dir \(goldenDir): no such folder; --update creates it with today's transcripts")
      }
      do {
        try FileManager.default.createDirectory(atPath: goldenDir, withIntermediateDirectories: true)
      } catch {
        throw CommandFailure.badInput("--golden-dir \(goldenDir): cannot create it (\(error.localizedDescription))")
      }
    } else if !goldenIsFolder.boolValue {
      throw CommandFailure.badInput("--golden-dir \(goldenDir) is a file; give a folder")
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: scenario)) ?? [])
      .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
    guard !names.isEmpty else {
      throw CommandFailure.badInput("\(scenario): no scenarios (.yaml) in this folder")
    }
    let folder = URL(fileURLWithPath: scenario)
    let bases = names.map { ($0 as NSString).deletingPathExtension }
    var plays: [Play] = []
    for name in names {
      let path = scenario.hasSuffix("/") ? scenario + name : folder.appendingPathComponent(name).relativePath
      // x.yaml is approved as x.txt; an x.yml beside it gets x.yml.txt, so neither
      // approval replaces the other.
      let base = (name as NSString).deletingPathExtension
      let stem = name.hasSuffix(".yml") && bases.filter({ $0 == base }).count > 1 ? name : base
      // Each variant is approved on its own (NAME.VARIANT.txt); a scenario that does not
      // load is played once, to report its errors.
      let variants =
        variant == nil ? ((try? ScenarioLoader.load(path: path))?.variants.map(\.name) ?? []) : []
      if variants.isEmpty {
        plays.append(
          Play(path: path, golden: (goldenDir as NSString).appendingPathComponent(stem + ".txt"), variant: variant))
      } else {
        for name in variants {
          plays.append(
            Play(
              path: path, golden: (goldenDir as NSString).appendingPathComponent("\(stem).\(name).txt"), variant: name))
        }
      }
    }
    return plays
  }

  /// Approved transcripts whose scenario is gone are left alone, but named.
  func noteStaleGoldenFiles(in folder: String, approved: [String]) {
    let expected = Set(approved.map { ($0 as NSString).lastPathComponent })
    let present = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".txt") }
    for name in present.sorted() where !expected.contains(name) {
      Console.note(
        "note: \((folder as NSString).appendingPathComponent(name)) has no scenario in \(scenario) (left alone; delete it if the scenario is gone)"
      )
    }
  }

}
