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
  /// Which native widget realises a component (dropdown: spinner or exposed-dropdown).
  public var widget: String?

  public init() {}

  public static let keys: [PropertyKey] = [
    PropertyKey("text", .string, "android:text: the text the view shows, spoken as its name."),
    PropertyKey("contentDescription", .string, "Overrides android:text as the spoken name."),
    PropertyKey(
      "labelFor", .bool, "true: the label is a separate view linked with labelFor; TalkBack says 'X for Label'."),
    PropertyKey("importantForAccessibility", .bool, "false hides the view from TalkBack."),
    PropertyKey("screenReaderFocusable", .bool, "false: TalkBack does not stop on the view."),
    PropertyKey("focusable", .bool, "false: keyboard Tab skips the view."),
    PropertyKey("clickable", .bool, "true: the view is clickable; TalkBack adds 'Double-tap to activate'."),
    PropertyKey("selected", .bool, "true: the view is selected; TalkBack says 'selected'."),
    PropertyKey("stateDescription", .string, "Replaces TalkBack's state words."),
    PropertyKey("roleDescription", .string, "Replaces TalkBack's role word."),
    PropertyKey("hint", .string, "Hint text, spoken after the description."),
    PropertyKey("customActions", .strings, "Accessibility actions; TalkBack says 'Actions available'."),
    PropertyKey(
      "widget", .oneOf(["spinner", "exposed-dropdown", "compose"]),
      "The native widget: a dropdown's spinner or exposed-dropdown; compose for Jetpack Compose (tabs, radio-group, where Compose's semantics differ from Views')."
    ),
  ]

  public init(reading reader: PropertyReader) {
    reader.rejectUnknownKeys(allowed: Self.keys.map(\.name))
    text = reader.string("text")
    contentDescription = reader.string("contentDescription")
    labelFor = reader.bool("labelFor")
    importantForAccessibility = reader.bool("importantForAccessibility")
    screenReaderFocusable = reader.bool("screenReaderFocusable")
    focusable = reader.bool("focusable")
    clickable = reader.bool("clickable")
    selected = reader.bool("selected")
    stateDescription = reader.string("stateDescription")
    roleDescription = reader.string("roleDescription")
    hint = reader.string("hint")
    customActions = reader.strings("customActions") ?? []
    widget = reader.oneOf("widget", ["spinner", "exposed-dropdown", "compose"])
  }
}
