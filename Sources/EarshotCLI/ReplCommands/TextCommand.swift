import ScreenReader

/// `text off|on`: hide or print what the screen reader says (speech plays either way).
enum TextCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "text", argument: .onOff, scope: .repl, section: .training, usage: "text on|off",
    summary: "Print what is said, or only speak it (ears only: the About line and the answer stay hidden too).",
    detail: "For training by ear; 'earshot --ears-only FILE' starts with text off. 'show' prints what is hidden.",
    example: "text off")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.setText(invocation.argument)
    return .proceed
  }
}

extension Repl {
  /// `text off|on`: hide or print what the screen reader says (speech plays either way).
  mutating func setText(_ argument: String) {
    guard let value = onOff(argument, for: "text") else { return }
    textHidden = !value
    note(
      value
        ? "text on: what is said prints again"
        : "text off: listen; 'show' prints the last thing said, the About line and what the screen fails")
  }
}
