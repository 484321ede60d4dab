/// A stretch of an utterance spoken in one language: the speech layer synthesises
/// each run with the voice for its language. An utterance's runs joined are its text.
public struct LanguageRun: Hashable, Sendable, Codable {
  public var text: String
  /// An eSpeak NG language tag; nil when the session did not place it (the voice's own).
  public var language: String?

  public init(text: String, language: String?) {
    self.text = text
    self.language = language
  }
}
