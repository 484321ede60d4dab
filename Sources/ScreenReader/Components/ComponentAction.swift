/// What a user does to an element.
public enum ComponentAction: Hashable, Sendable {
  case activate
  case increment
  case decrement
  case longPress
  case custom(String)
  /// A popup of the component was dismissed (escape, back); the part names the popup.
  case dismiss
}
