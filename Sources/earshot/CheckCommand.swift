import ArgumentParser
import Audit
import EarshotCLI

/// `earshot check FILE...`: the success criteria a scenario fails, and where.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Report the success criteria (Name, Role, Grouping, State, Focus, Actions, External keyboard) a scenario fails.",
    discussion: "Exit status: 0 when nothing is found, 1 when something is, 2 for a file that does not load.")

  @Argument(help: "Scenario files.")
  var files: [String] = []

  @Flag(help: "List the rules and what each looks for.")
  var rules = false

  func validate() throws {
    if files.isEmpty && !rules {
      throw ValidationError("give one or more scenario files, e.g. earshot check scenarios/*.yaml")
    }
  }

  func run() throws {
    if rules {
      for rule in Auditor.rules { print("\(rule.identifier) [\(rule.criterion.rawValue)]: \(rule.summary)") }
      return
    }
    var found = false
    for file in files {
      let loaded = try ScenarioLoading.load(file)
      let findings = Auditor.audit(loaded.screen)
      if findings.isEmpty {
        Console.out("\(file): no findings")
      } else {
        found = true
        for finding in findings { Console.out(finding.description) }
      }
    }
    if found { throw Console.expectationFailed }
  }
}
