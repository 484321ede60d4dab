import ScreenReader

/// `unmute`: speech is heard again.
enum UnmuteCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration("unmute", scope: .repl, section: .sound, summary: "Hear speech again.")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.unmute()
    return .proceed
  }
}

extension Repl {
  /// `unmute`: speech is heard again, where there is a sound device.
  mutating func unmute() {
    muted = false
    note(live == nil ? "no sound device here: nothing to unmute ('record FILE.wav' saves speech)" : "sound on")
  }
}
