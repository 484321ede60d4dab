import ScreenReader

/// `record! FILE.wav`: `record`, replacing a file that exists.
enum RecordReplacingCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "record!", argument: .wavFile, scope: .repl, section: .sound, usage: "record! FILE.wav",
    summary: "Record as 'record' does, replacing a file that exists.", example: "record! session.wav")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.startRecording(invocation.argument, replacing: true)
    return .proceed
  }
}
