import ScreenReader
import Speech

/// `volume N`: the volume of both screen readers' voices.
enum VolumeCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "volume", argument: .number, scope: .repl, section: .sound, usage: "volume N",
    summary: "Volume, 0-200.", example: "volume 100")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.setVoiceSetting(
      declaration.name, invocation.argument, range: VoiceSettings.volumeRange, unit: " (100 is normal)",
      keyPath: \.volume)
    return .proceed
  }
}
