/// What a source node is, in words common to every format. Each reader maps its
/// own classes, Roles and types onto these; `ComponentMapping` maps these onto
/// scenario kinds.
public enum SourceRole: String, Sendable, CaseIterable {
  case button
  case checkbox
  case switchControl = "switch"
  case toggleButton = "toggle-button"
  case radioButton = "radio-button"
  case radioGroup = "radio-group"
  case textField = "text-field"
  case dropdown
  case picker
  case datePicker = "date-picker"
  case slider
  case progress
  case image
  case text
  case heading
  case tab
  case chip
  case tabBar = "tab-bar"
  case link
  case segmentedControl = "segmented-control"
  case stepper
  case navigationBar = "navigation-bar"
  case list
  case cell
  /// Android CheckedTextView: TalkBack speaks no role word, and "checked" only when it is.
  case checkedText = "checked-text"
  /// iOS UIPageControl: its value is "page 1 of 2".
  case pageIndicator = "page-indicator"
  /// A layout, group or window that only holds other nodes.
  case container
  /// The application or window root: its label is the screen's title.
  case application
  /// Part of the keyboard or the system UI, never part of the screen.
  case system
  /// A plain view the source says nothing more about (Compose android.view.View, XCUITest Other).
  case view
}
