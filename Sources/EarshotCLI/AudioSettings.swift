import Diagnostics
import Foundation
import Playback
import Recording
import Speech

/// Speech controls shared by the REPL and `play`, as given on the command line.
public struct AudioSettings: Sendable {
  /// Folders of extra voice files.
  public var voiceFolders: [String] = []
  /// One voice for both screen readers instead of their own.
  public var voice: String?
  public var rate: Int?
  public var pitch: Int?
  public var volume: Int?
  public var noHints = false
  public var noEarcons = false
  public var noAudio = false

  public init() {}

  /// Loads the voices and applies the overrides; reports problems and exits 2.
  public func cast() throws -> VoiceCast {
    let library: VoiceLibrary
    do {
      library = try VoiceLibrary.load(from: Resources.voiceFolders(extra: voiceFolders))
    } catch {
      throw CommandFailure([error.diagnostic])
    }
    var cast: VoiceCast
    do {
      cast = try VoiceCast(library: library)
    } catch {
      guard case .missingVoice(let name) = error else { throw CommandFailure.badInput(error.description) }
      throw CommandFailure([
        Diagnostic(
          at: nil,
          "no voice named '\(name)': looked in \(Resources.voiceSearchDescription(extra: voiceFolders))",
          suggestion: Resources.voicesHelp)
      ])
    }
    if let voice {
      guard let chosen = library.voice(named: voice) else {
        let names = library.voices.map(\.name)
        throw CommandFailure.badInput("no voice named '\(voice)'; voices: \(names.joined(separator: ", "))")
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
  public static func engine() throws -> SpeechEngine {
    do {
      return try SpeechEngine()
    } catch {
      throw CommandFailure.badInput(error.description)
    }
  }
}
