/// The non-speech sounds a screen reader plays.
public enum EarconSound: String, Sendable, CaseIterable {
  /// Focus landed on something that can be activated.
  case focusActionable
  /// Focus landed on something that cannot be activated: a softer, lower tick.
  case focus
  /// Navigation hit the first or last element: nothing further that way.
  case boundary
  /// A popup, alert or new screen opened.
  case windowOpened
  /// It closed.
  case windowClosed
}
