/// Android View / Compose accessibility properties a scenario can set on an element.
/// They act with Android's precedence when the element is realised for TalkBack.
public struct AndroidProperties: Sendable, Hashable {
  public var text: String?
  public var contentDescription: String?
  /// The label is its own view, connected with android:labelFor (read "X for Label").
  public var labelFor: Bool?
  public var importantForAccessibility: Bool?
  public var screenReaderFocusable: Bool?
  public var focusable: Bool?
  /// The view is clickable though its class gives no role (a clickable TextView or layout, a
  /// Compose node without a Role): TalkBack's Role.getRole speaks no role word, and it is activatable.
  public var clickable: Bool?
  /// View.isSelected (a selected tab, chip or list item): TalkBack says "selected" (value_selected).
  public var selected: Bool?
  public var stateDescription: String?
  public var roleDescription: String?
  public var hint: String?
  public var customActions: [String] = []
  /// The label of the click action (AccessibilityActionCompat(ACTION_CLICK, label); Compose's
  /// onClickLabel): TalkBack's hint says "Double-tap to LABEL" on any clickable element.
  public var clickLabel: String?
  /// Which native widget realises a component (dropdown: spinner or exposed-dropdown).
  public var widget: Widget?

  /// The native widgets a scenario can ask for instead of a kind's usual one.
  public enum Widget: String, Sendable, Hashable, CaseIterable {
    case spinner
    case exposedDropdown = "exposed-dropdown"
    case compose
    /// Material Components' Slider (com.google.android.material.slider.Slider), a View.
    case materialSlider = "material-slider"
    /// Material Components' MaterialDatePicker (com.google.android.material.datepicker), the
    /// dialog a date-picker's button opens, in calendar input mode.
    case materialDatePicker = "material-date-picker"
  }

  public init() {}

  public static let text = PropertyKey("text", .string, "android:text: the text the view shows, spoken as its name.")
  public static let contentDescription = PropertyKey(
    "contentDescription", .string, "Overrides android:text as the spoken name.")
  public static let labelFor = PropertyKey(
    "labelFor", .bool, "true: the label is a separate view linked with labelFor; TalkBack says 'X for Label'.")
  public static let importantForAccessibility = PropertyKey(
    "importantForAccessibility", .bool, "false hides the view from TalkBack.")
  public static let screenReaderFocusable = PropertyKey(
    "screenReaderFocusable", .bool, "false: TalkBack does not stop on the view.")
  public static let focusable = PropertyKey("focusable", .bool, "false: keyboard Tab skips the view.")
  public static let clickable = PropertyKey(
    "clickable", .bool, "true: the view is clickable; TalkBack adds 'Double-tap to activate'.")
  public static let selected = PropertyKey("selected", .bool, "true: the view is selected; TalkBack says 'selected'.")
  public static let stateDescription = PropertyKey("stateDescription", .string, "Replaces TalkBack's state words.")
  public static let roleDescription = PropertyKey("roleDescription", .string, "Replaces TalkBack's role word.")
  public static let hint = PropertyKey("hint", .string, "Hint text, spoken after the description.")
  public static let customActions = PropertyKey(
    "customActions", .strings, "Accessibility actions; TalkBack says 'Actions available'.")
  public static let widget = PropertyKey(
    "widget", .oneOf(Widget.self),
    "The native widget: a dropdown's spinner or exposed-dropdown; a slider's material-slider (Material Components' Slider, read as its value, not a percent); a date-picker's material-date-picker (its button opens Material's MaterialDatePicker, in calendar input mode); compose is the same as 'toolkit: compose' (kept for older scenarios)."
  )
  public static let clickLabel = PropertyKey(
    "clickLabel", .string,
    "The click action's label (AccessibilityAction, Compose onClickLabel): TalkBack says 'Double-tap to LABEL'.")
  public static let keys: [PropertyKey] = [
    text, contentDescription, labelFor, importantForAccessibility, screenReaderFocusable, focusable, clickable,
    selected, stateDescription, roleDescription, hint, customActions, widget, clickLabel,
  ]

  public init(reading reader: PropertyReader) {
    reader.rejectUnknownKeys(Self.keys)
    text = reader.string(Self.text)
    contentDescription = reader.string(Self.contentDescription)
    labelFor = reader.bool(Self.labelFor)
    importantForAccessibility = reader.bool(Self.importantForAccessibility)
    screenReaderFocusable = reader.bool(Self.screenReaderFocusable)
    focusable = reader.bool(Self.focusable)
    clickable = reader.bool(Self.clickable)
    selected = reader.bool(Self.selected)
    stateDescription = reader.string(Self.stateDescription)
    roleDescription = reader.string(Self.roleDescription)
    hint = reader.string(Self.hint)
    customActions = reader.strings(Self.customActions) ?? []
    widget = reader.oneOf(Self.widget, as: Widget.self)
    clickLabel = reader.string(Self.clickLabel)
  }
}
