import Diagnostics
import EarshotCLI
import Files
import Foundation
import Playback
import Scenario

/// `earshot play` without its command line: the scenario, or each scenario of a
/// folder and each of its variants, played against its golden file; the outputs
/// checked before anything runs; one report of every check. Prints through `output`.
public struct PlayRun {
  public var options: PlayOptions
  public var output: any RunOutput

  /// What a run found: the exit status it earns (0, 1: a check failed, 2: bad input)
  /// and one case per expectation and golden file.
  public struct Result {
    public var status: Int32
    public var report: TestReport
  }

  public init(options: PlayOptions, output: any RunOutput = ConsoleOutput()) {
    self.options = options
    self.output = output
  }

  /// Plays every scenario asked for and writes the report. Bad options (an output that
  /// would overwrite an input, a folder without `goldenDir`) throw a `CommandFailure`
  /// before anything plays.
  public func run() throws -> Result {
    let reportTarget = try reportOption()
    let plays = try scenariosToPlay()
    try checkOutputs(plays: plays, report: reportTarget?.1)
    var results = TestReport()
    var worst: Int32 = 0
    // Every file of the run lands at the end, together (see OutputSet).
    let outputs = OutputSet()
    for play in plays {
      var run = ScenarioPlay(
        options: options, output: output, path: play.path, golden: play.golden,
        platform: options.platform ?? (play.golden == nil ? .ios : .both), variant: play.variant,
        outputs: outputs)
      let status = run.play()
      results.cases += run.cases
      worst = worst == 2 || status == 2 ? 2 : max(worst, status)
    }
    if let goldenDir = options.goldenDir {
      noteStaleGoldenFiles(in: goldenDir, approved: plays.compactMap(\.golden))
    }
    // A report that cannot be written does not cost the run its recordings: they still land.
    var failure: FileError?
    if let (format, path) = reportTarget {
      do throws(FileError) {
        try outputs.write(Data(format.render(results).utf8), toPath: path)
      } catch {
        failure = error
      }
    }
    do throws(FileError) {
      try outputs.commit()
    } catch {
      failure = failure ?? error
    }
    if let failure { throw CommandFailure.badInput(failure.description) }
    return Result(status: worst, report: results)
  }

  /// Refuses, before anything runs, outputs that would overwrite an input (any
  /// scenario played, the script, a golden file being compared) or each other, or
  /// replace a file Earshot did not write (`OutputPolicy`).
  func checkOutputs(plays: [Play], report: String?) throws {
    var inputs = Set(plays.map(\.path)).sorted().map { OutputPolicy.Input($0, role: "a scenario being played") }
    if let script = options.script, script != "-" { inputs.append(.init(script, role: "the script")) }
    var outputs: [OutputTarget] = []
    let force = options.force
    if let wav = options.wav { outputs.append(OutputTarget(option: "--wav", path: wav, kind: .wav, mayReplace: force)) }
    if let captions = options.captions {
      outputs.append(OutputTarget(option: "--captions", path: captions, kind: .captions, mayReplace: force))
    }
    if let json = options.json {
      outputs.append(OutputTarget(option: "--json", path: json, kind: .sessionJSON, mayReplace: force))
    }
    if let report { outputs.append(OutputTarget(option: "--report", path: report, kind: .report, mayReplace: force)) }
    let goldenOption = options.goldenDir == nil ? "--golden" : "--golden-dir"
    for golden in plays.compactMap(\.golden) {
      if options.update {
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
    let report = options.report
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
  public struct Play: Sendable {
    public var path: String
    public var golden: String?
    public var variant: String?
  }

  /// The scenario, or every scenario in the folder, each with its golden file.
  func scenariosToPlay() throws -> [Play] {
    let (scenario, golden, variant, update) = (options.scenario, options.golden, options.variant, options.update)
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: scenario, isDirectory: &isFolder)
    if update && golden == nil && options.goldenDir == nil {
      throw CommandFailure.badInput(
        "--update writes golden files: give --golden FILE, or a folder and --golden-dir DIR")
    }
    guard exists && isFolder.boolValue else {
      if options.goldenDir != nil {
        throw CommandFailure.badInput(
          "--golden-dir checks a folder of scenarios, and \(scenario) is not a folder; for one scenario use --golden FILE"
        )
      }
      return [Play(path: scenario, golden: golden, variant: variant)]
    }
    guard let goldenDir = options.goldenDir else {
      throw CommandFailure.badInput(
        "\(scenario) is a folder: to check every scenario in it against approved transcripts, add --golden-dir DIR")
    }
    let refused = [
      ("--script", options.script), ("--wav", options.wav), ("--captions", options.captions), ("--json", options.json),
      ("--golden", golden),
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
    // How many files share each base name, counted once (counting per file cost N² in a folder of N).
    let bases = Dictionary(names.map { (($0 as NSString).deletingPathExtension, 1) }, uniquingKeysWith: +)
    var plays: [Play] = []
    for name in names {
      let path = scenario.hasSuffix("/") ? scenario + name : folder.appendingPathComponent(name).relativePath
      // x.yaml is approved as x.txt; an x.yml beside it gets x.yml.txt, so neither
      // approval replaces the other.
      let base = (name as NSString).deletingPathExtension
      let stem = name.hasSuffix(".yml") && bases[base, default: 0] > 1 ? name : base
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
      output.note(
        "note: \((folder as NSString).appendingPathComponent(name)) has no scenario in \(options.scenario) (left alone; delete it if the scenario is gone)"
      )
    }
  }

}
