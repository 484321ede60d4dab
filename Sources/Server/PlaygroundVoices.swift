import Recording
import Speech

/// What the playground speaks with: the in-process engine and the readers' voices.
/// The command builds it (voice folders, `--voice`, rate), so the server needs no
/// command line; nil in a playground without sound.
public struct PlaygroundVoices: Sendable {
  public var engine: SpeechEngine
  public var cast: VoiceCast

  public init(engine: SpeechEngine, cast: VoiceCast) {
    self.engine = engine
    self.cast = cast
  }
}
