import ScreenReader

/// One piece of a session's sound, with what it stands for: speech of an
/// utterance, narration, an earcon, or silence.
public struct TimelineSegment: Sendable {
  public enum Content: Sendable {
    case utterance(Utterance, platform: Platform)
    case narration(String)
    case earcon(Earcon)
    case silence(milliseconds: Int)
  }

  /// Which of a step's events a segment sounds: the platform result and the
  /// event's index in it, so recorders can tie sound back to what was said.
  public struct EventReference: Sendable, Hashable {
    public var result: Int
    public var event: Int

    public init(result: Int, event: Int) {
      self.result = result
      self.event = event
    }
  }

  public var content: Content
  /// Index of the command (step) it belongs to.
  public var step: Int
  /// The event it sounds, for utterances and earcons; nil for narration and silence.
  public var event: EventReference?

  public init(content: Content, step: Int, event: EventReference? = nil) {
    self.content = content
    self.step = step
    self.event = event
  }
}
