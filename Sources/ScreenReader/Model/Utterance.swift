/// Something the screen reader says in one breath, and how it is scheduled.
public struct Utterance: Hashable, Sendable, Codable {
  /// How an utterance meets speech already under way.
  public enum Scheduling: String, Hashable, Sendable, Codable {
    /// Cuts off whatever is being said (a new gesture, an assertive live region).
    case interrupt
    /// Waits for what is being said to finish (window titles, polite live regions, hints).
    case queue
  }

  public var parts: [SpeechPart]
  /// Silence before this utterance starts, after the previous one ends.
  public var delayMilliseconds: Int
  public var scheduling: Scheduling

  public init(parts: [SpeechPart], delayMilliseconds: Int = 0, scheduling: Scheduling = .queue) {
    self.parts = parts
    self.delayMilliseconds = delayMilliseconds
    self.scheduling = scheduling
  }

  /// What is spoken: the parts joined as both screen readers join them, with a comma pause.
  public var text: String {
    parts.map(\.text).joined(separator: ", ")
  }

  /// True when the whole utterance is a usage hint (spoken after a pause, can be turned off).
  public var isHint: Bool {
    !parts.isEmpty && parts.allSatisfy { $0.kind == .hint }
  }
}
