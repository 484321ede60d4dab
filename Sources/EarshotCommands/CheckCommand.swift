import ArgumentParser
import Audit
import Diagnostics
import EarshotCLI
import Files
import Foundation
import Playback
import Scenario
import Teams

/// `earshot check FILE-OR-FOLDER...`: the success criteria a scenario fails, and where.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Report the success criteria (Name, Role, Grouping, State, Focus, Actions, External keyboard) a scenario fails.",
    discussion: """
      Every variant of a file is checked (a broken one should fail exactly its 'fails:' criterion, a fixed one
      nothing); a folder is every .yaml in it. A file that does not load is reported and the others are still
      checked. Speech is quoted in the screen's locale, or --locale's. A screen dump (any format earshot import
      reads) is imported in memory and checked, each finding on its node in the dump.
      With --baseline FILE only findings the baseline does not know are reported; --update-baseline writes it.
      Exit status: 0 when nothing (new) is found, 1 when something is, 2 when a file does not load.
      """)

  @Argument(help: "Scenario files, folders of them, or screen dumps (as earshot import reads them).")
  var files: [String] = []

  @Flag(help: "List the rules and what each looks for.")
  var rules = false

  @Option(help: "The locale the readers' speech is quoted in (default: each screen's 'locale:', else en).")
  var locale: String?

  @Option(help: "Check only this variant of each file with variants (default: every variant).")
  var variant: String?

  @Option(help: "Report what fails on ios (VoiceOver), android (TalkBack) or both (default: both).")
  var platform: PlatformChoice = .both

  @Option(help: "text (default), json, junit (JUnit XML for CI) or sarif (SARIF 2.1.0 for code review tools).")
  var format: CheckFormat = .text

  @Option(
    help: ArgumentHelp(
      "Report only findings this baseline does not know (matched by file, variant, rule, criterion and element id).",
      valueName: "file"))
  var baseline: String?

  @Flag(help: "Write every finding to the --baseline file instead of reporting them.")
  var updateBaseline = false

  @Flag(help: "With --update-baseline: replace a file earshot did not write.")
  var force = false

  func validate() throws {
    if updateBaseline && baseline == nil {
      throw ValidationError("--update-baseline writes the file --baseline names: add --baseline FILE")
    }
    if files.isEmpty && !rules {
      throw ValidationError("give one or more scenario files or folders, e.g. earshot check scenarios/")
    }
  }

  func run() throws {
    if rules {
      for rule in Auditor.rules { print("\(rule.identifier) [\(rule.criterion.rawValue)]: \(rule.summary)") }
      return
    }
    var run = CheckRun(locale: try LocaleOption.parse(locale)?.first, platforms: platform.platforms)
    if let baseline {
      if updateBaseline {
        // Checked before any work: never a file given to check, never a file earshot did not write without --force.
        let problems = OutputPolicy(inputs: files.map { .init($0, role: "a file being checked") })
          .problems([OutputTarget(option: "--baseline", path: baseline, kind: .checkBaseline, mayReplace: force)])
        guard problems.isEmpty else { throw CommandFailure(problems.map { Diagnostic(at: nil, $0) }) }
      } else {
        run.baseline = try Self.readBaseline(baseline)
      }
    }
    run.check(files, variant: variant)
    if updateBaseline, let baseline {
      do {
        try AtomicFileWriter.write(run.currentBaseline.encoded(), toPath: baseline, replacing: true)
      } catch {
        throw CommandFailure.badInput(error.description)
      }
      let count = run.checked.reduce(0) { $0 + $1.findings.count + $1.known.count }
      Console.note("wrote \(count) finding\(count == 1 ? "" : "s") to the baseline \(baseline)")
      Console.report(run.errors.map(\.diagnostic))
      if !run.errors.isEmpty { throw ExitStatus.badInput }
      return
    }
    format.print(run, to: ConsoleOutput())
    if let status = run.status { throw status }
  }

  static func readBaseline(_ path: String) throws -> CheckBaseline {
    let data: Data
    do {
      data = try InputFile.read(path, limit: 64 << 20, what: "baseline")
    } catch {
      throw CommandFailure.badInput(
        "\(path): \(error.message); write a baseline first with earshot check --update-baseline --baseline \(path)")
    }
    switch CheckBaseline.decode(data, file: path) {
    case .success(let baseline): return baseline
    case .failure(let error): throw CommandFailure.badInput(error.message)
    }
  }
}

extension CheckFormat: ExpressibleByArgument {}
