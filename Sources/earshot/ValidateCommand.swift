import ArgumentParser
import Playback
import Scenario

/// `earshot validate FILE...`: check scenarios without running them.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check scenario files, and the commands of their scripts, without running them (exit 0 when all are fine, 2 otherwise).")

  @Argument(help: "Scenario files.")
  var files: [String]

  func run() throws {
    var failed = false
    for file in files {
      do {
        let loaded = try ScenarioLoader.load(path: file)
        for warning in loaded.warnings { Console.diagnostics([warning.description]) }
        // The scenario's own script is part of the file: its commands must parse too.
        let scriptErrors = ScriptSource.parse(loaded.script, platform: .ios).errors
        guard scriptErrors.isEmpty else {
          failed = true
          Console.diagnostics(scriptErrors)
          continue
        }
        print("\(file): ok")
      } catch {
        failed = true
        Console.diagnostics(error.diagnostics.map(\.description))
      }
    }
    if failed { throw Console.badInput }
  }
}
