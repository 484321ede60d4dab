import ArgumentParser
import Diagnostics
import EarshotCLI
import EarshotVersion
import Foundation

/// `earshot`: hear how mobile UI reads to VoiceOver and TalkBack. The executable
/// only calls `main()`; every command lives in this library, with its declaration,
/// parsing and handler in one file.
public struct Earshot: ParsableCommand {
  public init() {}

  public static let configuration = CommandConfiguration(
    commandName: "earshot",
    abstract: "Hear how mobile UI reads to a screen reader: VoiceOver (iOS) and TalkBack (Android), aloud.",
    discussion: """
      With no subcommand, opens the REPL on a scenario (default: scenarios/tour.yaml).
      Type gestures such as 'next', 'double tap' or 'key tab' and hear the answer.

      Earshot \(EarshotVersion.description).
      """,
    version: "earshot \(EarshotVersion.description)",
    subcommands: [
      ReplCommand.self, PlayCommand.self, ExportCommand.self, ValidateCommand.self, CheckCommand.self,
      ImportCommand.self,
      CompareCommand.self,
      VoicesCommand.self, SchemaCommand.self, QuizCommand.self,
      ServeCommand.self,
    ],
    defaultSubcommand: ReplCommand.self)

  /// Runs the command; a mistake on the command line is bad input like any
  /// other (exit 2, one clear message), not ArgumentParser's usage status 64.
  public static func main() {
    Console.secureStandardStreams()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let failure as CommandFailure {
      Console.report(failure.diagnostics)
      Foundation.exit(failure.status.code)
    } catch let status as ExitStatus {
      Foundation.exit(status.code)
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        Console.writeStandardError(fullMessage(for: error) + "\n")
        Foundation.exit(ExitStatus.badInput.code)
      }
      exit(withError: error)
    }
  }
}
