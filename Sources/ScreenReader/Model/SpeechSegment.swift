/// A stretch of a speech part with one origin, and the language it is spoken in
/// once the session has placed it (nil until then).
public struct SpeechSegment: Hashable, Sendable, Codable {
  public var text: String
  public var origin: SpeechOrigin
  /// An eSpeak NG language tag (`SpeechLanguage`), set by the session.
  public var language: String?

  public init(_ text: String, origin: SpeechOrigin, language: String? = nil) {
    self.text = text
    self.origin = origin
    self.language = language
  }
}
