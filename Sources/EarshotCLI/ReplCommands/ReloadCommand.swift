import ScreenReader

/// `reload`: this scenario read again, keeping focus.
enum ReloadCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "reload", scope: .repl, section: .session, summary: "Read this scenario again; focus and what you did are kept.")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.reloadScenario()
    return .proceed
  }
}

extension Repl {
  /// `reload`: this scenario read again, keeping focus.
  mutating func reloadScenario() {
    emit(load(path, keepFocus: true).lines)
  }
}
