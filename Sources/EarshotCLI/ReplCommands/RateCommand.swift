import ScreenReader
import Speech

/// `rate WPM`: the speaking rate of both screen readers' voices.
enum RateCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "rate", argument: .number, scope: .repl, section: .sound, usage: "rate WPM",
    summary: "Speaking rate, 80-450 words per minute.", example: "rate 200")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.setVoiceSetting(
      declaration.name, invocation.argument, range: VoiceSettings.rateRange, unit: " words per minute", keyPath: \.rate)
    return .proceed
  }
}
