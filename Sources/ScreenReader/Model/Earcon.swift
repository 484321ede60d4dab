/// Non-speech sounds a screen reader plays.
public enum Earcon: String, Hashable, Sendable, Codable, CaseIterable {
  /// TalkBack: focus landed on something that can be activated.
  case focusActionable = "actionable"
  /// TalkBack: focus landed on something that cannot be activated (its softer tick).
  case focus
  /// No further element in that direction.
  case boundary
  /// A window, modal or popup opened.
  case windowOpened = "window opened"
  /// A window, modal or popup closed.
  case windowClosed = "window closed"

  /// Whether the plain transcript shows it. The per-focus TalkBack ticks would drown
  /// every line, so they are heard and recorded but not printed.
  public var isShownInTranscript: Bool { self != .focusActionable && self != .focus }
}
