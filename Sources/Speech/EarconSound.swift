/// The non-speech sounds a screen reader plays.
public enum EarconSound: String, Sendable, CaseIterable {
  /// Focus landed on something that can be activated.
  case focusActionable
  /// Navigation hit the first or last element: nothing further that way.
  case boundary
  /// A popup, alert or new screen opened.
  case windowOpened
  /// It closed.
  case windowClosed
}
