import ScreenReader

/// `earcons on|off`: play earcons or not.
enum EarconsCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "earcons", argument: .onOff, scope: .repl, section: .sound, usage: "earcons on|off",
    summary: "Play earcons or not.", example: "earcons off")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.setEarcons(invocation.argument)
    return .proceed
  }
}

extension Repl {
  /// `earcons on|off`.
  mutating func setEarcons(_ argument: String) {
    guard let value = onOff(argument, for: "earcons") else { return }
    earconsEnabled = value
    note("earcons \(value ? "on" : "off")")
  }
}
