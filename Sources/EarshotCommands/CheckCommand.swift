import ArgumentParser
import Audit
import EarshotCLI
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
      checked. Speech is quoted in the screen's locale, or --locale's.
      Exit status: 0 when nothing is found, 1 when something is, 2 when a file does not load.
      """)

  @Argument(help: "Scenario files, or folders of them.")
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

  func validate() throws {
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
    run.check(files, variant: variant)
    format.print(run, to: ConsoleOutput())
    if let status = run.status { throw status }
  }
}

extension CheckFormat: ExpressibleByArgument {}
