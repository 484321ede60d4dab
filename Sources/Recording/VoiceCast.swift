import Playback
import ScreenReader
import Speech

/// Which voice speaks for whom: each screen reader its own, narration another.
public struct VoiceCast: Sendable {
  public var voiceOver: Voice
  public var talkBack: Voice
  public var narrator: Voice

  public init(voiceOver: Voice, talkBack: Voice, narrator: Voice) {
    self.voiceOver = voiceOver
    self.talkBack = talkBack
    self.narrator = narrator
  }

  /// The bundled cast: voices named `voiceover`, `talkback` and `narrator`.
  public init(library: VoiceLibrary) throws(PlaybackError) {
    func find(_ name: String) throws(PlaybackError) -> Voice {
      guard let voice = library.voice(named: name) else {
        throw PlaybackError.command("no voice named '\(name)' in the voice folders; restore voices/\(name).voice")
      }
      return voice
    }
    self.init(voiceOver: try find("voiceover"), talkBack: try find("talkback"), narrator: try find("narrator"))
  }

  public func voice(for platform: Platform) -> Voice {
    platform == .ios ? voiceOver : talkBack
  }
}

extension VoiceCast {
  /// The readers' voices speaking the locale's language (the narrator keeps its own).
  public func speaking(locale: String) throws(SpeechError) -> VoiceCast {
    var cast = self
    cast.voiceOver = try LanguageVoice.derive(voiceOver, locale: locale)
    cast.talkBack = try LanguageVoice.derive(talkBack, locale: locale)
    return cast
  }
}
