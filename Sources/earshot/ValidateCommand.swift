import ArgumentParser
import Diagnostics
import EarshotCLI
import Playback
import Scenario

/// `earshot validate FILE...`: check scenarios without running them.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract:
      "Check scenario files, and that their scripts' commands parse and fit the screen, silently (exit 0 when all are fine, 2 otherwise)."
  )

  @Argument(help: "Scenario files.")
  var files: [String]

  func run() throws {
    var failed = false
    for file in files {
      do {
        let loaded = try ScenarioLoader.load(path: file)
        Console.report(loaded.warnings)
        // The scenario's own script is part of the file: its commands must parse, and
        // run on the screen (a 'touch' of a name that is not there), silently.
        let (commands, scriptErrors) = ScriptSource.parse(loaded.script, platform: .ios)
        guard scriptErrors.isEmpty else {
          failed = true
          Console.report(scriptErrors)
          continue
        }
        var player = Player(screen: loaded.screen, platform: .ios)
        if let (line, error) = Self.firstFailure(of: commands, on: &player) {
          failed = true
          Console.report(Diagnostic(at: line.location, error.description))
          continue
        }
        Console.out("\(file): ok")
      } catch {
        failed = true
        Console.report(error.diagnostics)
      }
    }
    if failed { throw Console.badInput }
  }

  /// Runs the commands without sound; the first that the screen refuses, if any.
  /// (Expectations are `play`'s to check.)
  static func firstFailure(of commands: [(ScriptLine, ScriptCommand)], on player: inout Player) -> (
    ScriptLine, PlaybackError
  )? {
    for (line, command) in commands {
      do {
        _ = try player.run(command, typed: line.text)
      } catch {
        return (line, error)
      }
    }
    return nil
  }
}
