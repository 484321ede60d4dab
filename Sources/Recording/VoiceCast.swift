import Playback
import ScreenReader
import Speech

/// Which voice speaks for whom: each screen reader its own, narration another,
/// and each reader's voice again for every language the app's text is in.
public struct VoiceCast: Sendable {
  public var voiceOver: Voice
  public var talkBack: Voice
  public var narrator: Voice
  /// The readers' voices as chosen, before a language was put on them.
  var chosen: (voiceOver: Voice, talkBack: Voice)?
  /// The readers' voices per eSpeak NG language tag (`SpeechLanguage`).
  var byLanguage: [String: (voiceOver: Voice, talkBack: Voice)] = [:]

  public init(voiceOver: Voice, talkBack: Voice, narrator: Voice) {
    self.voiceOver = voiceOver
    self.talkBack = talkBack
    self.narrator = narrator
  }

  /// The bundled cast: voices named `voiceover`, `talkback` and `narrator`.
  public init(library: VoiceLibrary) throws(PlaybackError) {
    func find(_ name: String) throws(PlaybackError) -> Voice {
      guard let voice = library.voice(named: name) else {
        throw PlaybackError.missingVoice(name)
      }
      return voice
    }
    self.init(voiceOver: try find("voiceover"), talkBack: try find("talkback"), narrator: try find("narrator"))
  }

  /// The reader's voice in the locale's language.
  public func voice(for platform: Platform) -> Voice {
    platform == .ios ? voiceOver : talkBack
  }

  /// The reader's voice for a language; the locale's voice for none, or for one
  /// without a voice (named at start: `LocaleNotes`).
  public func voice(for platform: Platform, language: String?) -> Voice {
    guard let language, let voices = byLanguage[language] else { return voice(for: platform) }
    // The settings (`rate`, `pitch`...) are the locale voice's, changed or not since.
    return platform == .ios
      ? voices.voiceOver.with(settings: voiceOver.settings) : voices.talkBack.with(settings: talkBack.settings)
  }

  /// The languages the readers have a voice for, besides the locale's.
  public var languages: [String] { byLanguage.keys.sorted() }

  /// What is played for an utterance: one voice when it is in one language (as
  /// every utterance of an English session is), else each language run in its voice.
  public func speech(of utterance: Utterance, platform: Platform) -> PlaybackSegment {
    let runs = utterance.languageRuns
    guard runs.count > 1 else {
      return .speech(text: utterance.text, voice: voice(for: platform, language: runs.first?.language))
    }
    return .speechInVoices(runs.map { VoicedText(text: $0.text, voice: voice(for: platform, language: $0.language)) })
  }
}

extension VoiceCast {
  /// The readers' voices speaking the locale's language (the narrator keeps its
  /// own), and each of `languages` (eSpeak NG tags) for the app's text.
  public func speaking(locale: String, languages: [String] = []) throws(SpeechError) -> VoiceCast {
    var cast = self
    let chosen = self.chosen ?? (voiceOver, talkBack)
    cast.chosen = chosen
    let localeLanguage = SpeechLanguage.of(locale: locale)
    cast.voiceOver = try LanguageVoice.derive(chosen.voiceOver, language: localeLanguage)
    cast.talkBack = try LanguageVoice.derive(chosen.talkBack, language: localeLanguage)
    cast.byLanguage = [:]
    for language in Set(languages) where language != localeLanguage {
      cast.byLanguage[language] = (
        try LanguageVoice.derive(chosen.voiceOver, language: language),
        try LanguageVoice.derive(chosen.talkBack, language: language)
      )
    }
    return cast
  }
}
