import ScreenReader

/// `mute`: stops sound; text still prints.
enum MuteCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "mute", scope: .repl, section: .sound, summary: "Stop sound (text still prints). Ctrl-C cuts off speech.")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.mute()
    return .proceed
  }
}

extension Repl {
  /// `mute`: cuts off what is speaking and keeps quiet until `unmute`.
  mutating func mute() {
    live?.interrupt()
    muted = true
    note("muted (text still prints; 'unmute' to hear it again)")
  }
}
