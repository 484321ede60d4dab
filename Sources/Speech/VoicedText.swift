/// A stretch of an utterance and the voice that speaks it: an utterance that
/// switches language is a list of these, spoken one after another as one utterance.
public struct VoicedText: Sendable, Hashable {
  public var text: String
  public var voice: Voice

  public init(text: String, voice: Voice) {
    self.text = text
    self.voice = voice
  }
}
