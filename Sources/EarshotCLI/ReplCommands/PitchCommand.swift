import ScreenReader
import Speech

/// `pitch N`: the pitch of both screen readers' voices.
enum PitchCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "pitch", argument: .number, scope: .repl, section: .sound, usage: "pitch N",
    summary: "Pitch, 0-100.", example: "pitch 50")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.setVoiceSetting(
      declaration.name, invocation.argument, range: VoiceSettings.pitchRange, unit: " (50 is the voice's own)",
      keyPath: \.pitch)
    return .proceed
  }
}
