import ScreenReader

/// `wait 500ms`: silence in the recording.
enum WaitWord: ScriptWord {
  static let declaration = CommandDeclaration(
    "wait", argument: .duration, scope: .script, section: .script, usage: "wait 500ms",
    summary: "Silence in the recording (2s works too; at most 60s).", example: "wait 500ms")

  static func parse(_ argument: ScriptParser.Argument) -> Result<ScriptCommand, ScriptParser.Failure> {
    switch ScriptParser.duration(argument.rest) {
    case .success(let milliseconds): return .success(.wait(milliseconds: milliseconds))
    case .failure(let failure): return .failure(ScriptParser.Failure(message: failure.message, offset: argument.offset))
    }
  }
}

extension Player {
  /// `wait`: a step of silence, nothing said.
  func silence(milliseconds: Int) -> Step {
    Step(typed: "wait \(milliseconds)ms", waitMilliseconds: milliseconds)
  }
}
