import ScreenReader
import Speech

extension VoiceCast {
  /// The cast for a session: the readers' voices in the locale's language and in
  /// each of the app's `languages`, each loaded into eSpeak NG once. What eSpeak NG
  /// cannot do comes back as lines to say at start, with what happens instead: a
  /// language it cannot load is spoken in the locale's voice (the locale's own, in
  /// the chosen voice), and one it speaks badly is named (`LanguageVoice.limitation`).
  public func forSession(
    locale: String, languages: [String], engine makeEngine: @autoclosure () -> SpeechEngine?
  ) -> (cast: VoiceCast, notes: [String]) {
    let localeLanguage = SpeechLanguage.of(locale: locale)
    // English too, in another locale: a reader word the locale's table lacks is
    // spoken by the English voice (its run's language), not the locale's.
    let english = SpeechLanguage.of(locale: "en")
    var others: [String] = []
    for language in languages + [english] where language != localeLanguage && !others.contains(language) {
      others.append(language)
    }
    var notes: [String] = []
    // Started only to check a voice: an English session without `lang:` checks none.
    let engine = localeLanguage == SpeechLanguage.of(locale: "en") && others.isEmpty ? nil : makeEngine()
    var cast: VoiceCast
    do {
      cast = try speaking(locale: locale)
      if let engine, localeLanguage != SpeechLanguage.of(locale: "en") {
        try engine.check(cast.voiceOver)
        try engine.check(cast.talkBack)
      }
    } catch {
      cast = self
      notes.append(
        "eSpeak NG has no \(localeLanguage) voice here (\(error.description)): the readers speak in their own voices")
    }
    for language in others {
      do {
        let voices = (
          try LanguageVoice.derive(cast.chosen?.voiceOver ?? voiceOver, language: language),
          try LanguageVoice.derive(cast.chosen?.talkBack ?? talkBack, language: language)
        )
        if let engine {
          try engine.check(voices.0)
          try engine.check(voices.1)
        }
        cast.byLanguage[language] = voices
      } catch {
        notes.append(
          "eSpeak NG cannot load a \(language) voice (\(error.description)): text in \(language) is spoken in the \(localeLanguage) voice instead"
        )
        continue
      }
      if let limitation = LanguageVoice.limitation(of: language) { notes.append("text in \(language): \(limitation)") }
    }
    return (cast, notes)
  }
}
