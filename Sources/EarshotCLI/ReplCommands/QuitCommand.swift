import ScreenReader

/// `quit` (or `exit`): leaves the REPL.
enum QuitCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "quit", aliases: ["exit"], scope: .repl, section: .session, summary: "Leave (Ctrl-D works too).")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    .quit
  }
}
