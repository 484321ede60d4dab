/// What kind of thing a realised element is, as the platform's accessibility API
/// exposes it. Each screen reader has its own word for a role (see the phrasing policies).
public enum Role: String, Hashable, Sendable, Codable, CaseIterable, CaseOrdinal {
  case button
  case checkBox
  case radioButton
  case toggleSwitch
  case heading
  case staticText
  case textField
  /// Android Spinner: "Drop down list".
  case dropDownList
  /// One wheel of an iOS UIPickerView / UIDatePicker.
  case pickerItem
  /// Android NumberPicker and other adjustable values.
  case slider
  case image
  case link
  /// A progress indicator (UIProgressView, Android ProgressBar).
  case progressBar
  /// A tab of a tab bar (UITabBar item, Android TabLayout / Compose Tab).
  case tab
  /// A search field (UISearchBar's field; Android SearchView's edit box).
  case searchField
  /// A row of a list with no role of its own.
  case listItem
  /// Android's CheckedTextView (a Spinner's and a ListView's choice rows): no role
  /// word, and its check state said only when checked (Role.ROLE_CHECKED_TEXT_VIEW).
  case checkedText
  /// No role word at all (a Compose item without a role, a container).
  case none
}
