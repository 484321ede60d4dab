/// What a user does to an element.
public enum ComponentAction: Hashable, Sendable {
  case activate
  case increment
  case decrement
  case longPress
  case custom(String)
  /// Text typed on the keyboard into a text field.
  case type(String)
  /// A form was submitted: a field checks what it holds (a required field left empty shows its error).
  case submit
  /// Another element asked it to appear (a toast shown by a button).
  case show
  /// A popup of the component was dismissed (escape, back); the part is the one that opened the popup.
  case dismiss
}
