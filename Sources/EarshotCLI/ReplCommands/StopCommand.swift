import ScreenReader

/// `stop`: ends the recording and saves it.
enum StopCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "stop", scope: .repl, section: .sound, summary: "Stop recording and save the file.")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    if repl.recording == nil { repl.note("not recording ('record FILE.wav' starts)") } else { repl.finishRecording() }
    return .proceed
  }
}
