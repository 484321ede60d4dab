import ArgumentParser
import EarshotCLI
import Foundation

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

  /// What the options ask for, for the REPL and `play`.
  var settings: AudioSettings {
    var settings = AudioSettings()
    settings.voiceFolders = voiceFolders
    settings.voice = voice
    settings.rate = rate
    settings.pitch = pitch
    settings.volume = volume
    settings.noHints = noHints
    settings.noEarcons = noEarcons
    settings.noAudio = noAudio
    return settings
  }
}
