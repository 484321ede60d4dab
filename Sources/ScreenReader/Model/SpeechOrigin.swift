/// Whose words a stretch of speech is, which decides the language it is spoken in:
/// the reader speaks its own words in the user's locale, and the app's text in the
/// language of the element (`lang:`), as VoiceOver and TalkBack switch voices.
public enum SpeechOrigin: String, Hashable, Sendable, Codable {
  /// The reader's own words (roles, states, hints, positions): the locale's language.
  case readerWords
  /// A reader word the locale's table lacks, spoken in English (docs/languages.md).
  case englishFallback
  /// Text the app supplies (labels, values, titles, announcements): the element's language.
  case appText
}
