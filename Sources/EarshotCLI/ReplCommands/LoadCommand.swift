import ScreenReader

/// `load FILE`: another scenario, afresh.
enum LoadCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "load", argument: .scenarioFile, scope: .repl, section: .session, usage: "load FILE",
    summary: "Open another scenario (Tab completes paths).",
    detail: "Edits to the loaded file are picked up by themselves, even while you sit at the prompt.",
    example: "load scenarios/tour.yaml")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.loadScenario(invocation.argument)
    return .proceed
  }
}

extension Repl {
  /// `load FILE`: another scenario, afresh.
  mutating func loadScenario(_ path: String) {
    guard !path.isEmpty else {
      return error("'load' takes a scenario path, e.g. load scenarios/tour.yaml (Tab completes paths)")
    }
    emit(load(path, keepFocus: false).lines)
  }
}
