/// What an action caused, for the screen reader to voice. An effect says what
/// happened, never which words: the reader's phrasing (`PhrasingPolicy`) turns it
/// into speech, so no component asks which platform it is on to decide what is said.
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
  /// A date picker's calendar took a day: each reader's phrasing says what its platform
  /// announces (`dateAnnounced`: Android's date picker posts the date, UIKit's nothing).
  case announceDate(CalendarDate)
  /// Text was typed: the keyboard echo speaks it (nothing for a secure field).
  case typed(echo: String?)
  /// Submit the form: every component of the window checks itself; focus moves
  /// to the first that shows an error, and the effects after this one run only
  /// when none does.
  case submitForm
  /// The value one part of the component shows changed (a stepper's value text):
  /// the reader speaks that part as its platform posts it (`shownValueChanged`).
  case shownValueChanged(ComponentPart)
  /// The component changed its element in place (a segment selected): the reader
  /// reads the element again as it does after such a change (`reread`).
  case reread
  /// Show the component of this window with that id (a toast); it speaks for itself.
  case show(String)
  /// The window's content was rebuilt (a mode switch); when `speaksTitle`, the
  /// reader speaks the rebuilt window's title (its words come from the realisation).
  case contentReplaced(speaksTitle: Bool)
}
