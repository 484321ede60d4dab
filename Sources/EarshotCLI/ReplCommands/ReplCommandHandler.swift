import ScreenReader

/// A command of the REPL alone, whole in one file (`ReplCommands/NAMECommand.swift`):
/// its declaration (words, argument kind, help) and what it does. Listed once in
/// `ReplCommands.handlers`, from which both the declarations the command table
/// holds and the REPL's dispatch are made, so the two cannot drift apart.
protocol ReplCommandHandler: Sendable {
  /// How it is typed and explained; its scope is `.repl`.
  static var declaration: CommandDeclaration { get }
  /// Does the command on the REPL; `.quit` ends the session.
  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome
}
