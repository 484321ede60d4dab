import ArgumentParser
import Foundation
import Playback
import Speech

/// Speech controls shared by the REPL and `play`.
struct AudioOptions: ParsableArguments {
  @Option(
    name: .customLong("voices"), help: ArgumentHelp("A folder of extra voice files (repeatable).", valueName: "dir"))
  var voiceFolders: [String] = []

  @Option(help: "Speak both screen readers with this voice instead of their own (see 'earshot voices').")
  var voice: String?

  @Option(help: ArgumentHelp("Speech rate in words per minute (80-450).", valueName: "wpm"))
  var rate: Int?

  @Option(help: ArgumentHelp("Pitch, 0-100 (50 is the voice's own).", valueName: "0-100"))
  var pitch: Int?

  @Option(help: ArgumentHelp("Volume, 0-200 (100 is normal).", valueName: "0-200"))
  var volume: Int?

  @Flag(name: .customLong("no-hints"), help: "Do not speak usage hints.")
  var noHints = false

  @Flag(name: .customLong("no-earcons"), help: "Do not play earcons.")
  var noEarcons = false

  @Flag(name: [.customLong("no-audio"), .customLong("mute")], help: "Do not play sound (text only).")
  var noAudio = false

  func validate() throws {
    if let rate, !(80...450).contains(rate) {
      throw ValidationError("--rate must be between 80 and 450 words per minute")
    }
    if let pitch, !(0...100).contains(pitch) { throw ValidationError("--pitch must be between 0 and 100") }
    if let volume, !(0...200).contains(volume) { throw ValidationError("--volume must be between 0 and 200") }
  }

  /// Loads the voices and applies the overrides; reports problems and exits 2.
  func cast() throws -> VoiceCast {
    let library: VoiceLibrary
    do {
      library = try VoiceLibrary.load(from: Resources.voiceFolders(extra: voiceFolders))
    } catch {
      Console.diagnostics([error.description])
      throw Console.badInput
    }
    var cast: VoiceCast
    do {
      cast = try VoiceCast(library: library)
    } catch {
      Console.error(error.description)
      throw Console.badInput
    }
    if let voice {
      guard let chosen = library.voice(named: voice) else {
        let names = library.voices.map(\.name)
        Console.error("no voice named '\(voice)'; voices: \(names.joined(separator: ", "))")
        throw Console.badInput
      }
      cast.voiceOver = chosen
      cast.talkBack = chosen
    }
    cast.voiceOver.settings = adjusted(cast.voiceOver.settings)
    cast.talkBack.settings = adjusted(cast.talkBack.settings)
    return cast
  }

  func adjusted(_ settings: VoiceSettings) -> VoiceSettings {
    var settings = settings
    if let rate { settings.rate = rate }
    if let pitch { settings.pitch = pitch }
    if let volume { settings.volume = volume }
    return settings
  }

  /// The speech engine, or exit 2 with the one sentence that says what to install.
  static func engine() throws -> SpeechEngine {
    do {
      return try SpeechEngine()
    } catch {
      Console.error(error.description)
      throw Console.badInput
    }
  }
}
