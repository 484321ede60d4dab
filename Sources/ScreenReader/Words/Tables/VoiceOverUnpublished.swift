extension WordTable {
  /// VoiceOver in a language whose words no source Earshot trusts publishes: every
  /// word is spoken in English, and `why` and the start-up note say so.
  static func voiceOverWithoutPublishedWords(locale: String, languageName: String) -> WordTable {
    WordTable(
      reader: .voiceOver, locale: locale, languageName: languageName,
      source: "none: no published VoiceOver strings found for \(languageName) (searched snapshot-testing projects)",
      words: [:], unknown: Dictionary(uniqueKeysWithValues: voiceOverEnglish.words.keys.map { ($0, "not published") }))
  }
}
