import ArgumentParser
import Audit
import EarshotCLI
import Scenario

/// `earshot check FILE...`: the success criteria a scenario fails, and where.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Report the success criteria (Name, Role, Grouping, State, Focus, Actions, External keyboard) a scenario fails.",
    discussion: """
      Every variant of a file is checked (a broken one should fail exactly its 'fails:' criterion, a fixed one
      nothing). A file that does not load is reported and the others are still checked.
      Exit status: 0 when nothing is found, 1 when something is, 2 when a file does not load.
      """)

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
    var unreadable = false
    for file in files {
      let variants: [LoadedScenario]
      do {
        variants = try ScenarioLoader.loadEachVariant(path: file)
      } catch {
        // One bad file does not hide what the others fail.
        Console.report(error.diagnostics)
        unreadable = true
        continue
      }
      for loaded in variants {
        let findings = Auditor.audit(loaded.screen)
        let variant = loaded.variant.map { " (variant '\($0.name)')" } ?? ""
        if findings.isEmpty {
          Console.out("\(file)\(variant): no findings")
        } else {
          found = true
          for finding in findings { Console.out(finding.description + variant) }
        }
      }
    }
    if unreadable { throw Console.badInput }
    if found { throw Console.expectationFailed }
  }
}
