/// What an action caused, for the screen reader to voice.
public enum Effect: Hashable, Sendable {
  /// The component's state changed: re-realise it and speak the new state.
  case stateChanged
  /// An adjustable value changed: speak the new value.
  case valueChanged
  case openModal(String)
  /// Open one of the component's popup windows.
  case openPopup(ComponentPart)
  /// Close the window the element is in; focus returns to its trigger.
  case closeWindow
  /// Close a popup this component owns (a choice was made in it).
  case closePopup(ComponentPart)
  case announce(LiveAnnouncement)
  /// Text was typed: the keyboard echo speaks it (nothing for a secure field).
  case typed(echo: String?)
  /// Submit the form: every component of the window checks itself; focus moves
  /// to the first that shows an error, and the effects after this one run only
  /// when none does.
  case submitForm
  /// The component's new value is spoken (UIStepper's value, a live value text).
  case speakValue(String)
  /// The component changed and the focused element is read again, whole.
  case rereadFocus
  /// Show the component of this window with that id (a toast); it speaks for itself.
  case show(String)
  /// The window's content was rebuilt (a mode switch): speak the new title.
  case contentReplaced(title: String?)
}
