/// UIKit / SwiftUI accessibility properties a scenario can set on an element.
/// They act with iOS's own precedence when the element is realised for VoiceOver.
public struct IOSProperties: Sendable, Hashable {
  public var accessibilityLabel: String?
  public var accessibilityValue: String?
  public var accessibilityHint: String?
  /// Replaces the component's native traits: button, header, adjustable, selected, notEnabled, link, image, staticText.
  public var accessibilityTraits: [String]?
  public var isAccessibilityElement: Bool?
  public var customActions: [String] = []

  public init() {}

  public static let keys: [PropertyKey] = [
    PropertyKey("accessibilityLabel", .string, "Replaces the visible label as the spoken name."),
    PropertyKey("accessibilityValue", .string, "Spoken after the name."),
    PropertyKey("accessibilityHint", .string, "Spoken after a pause when hints are on."),
    PropertyKey(
      "accessibilityTraits", .strings,
      "Replaces the native traits: button, header, adjustable, selected, notEnabled, link, image, staticText."),
    PropertyKey("isAccessibilityElement", .bool, "false hides the element from VoiceOver."),
    PropertyKey("customActions", .strings, "Actions in the rotor; VoiceOver says 'actions available'."),
  ]

  public static let traitWords = [
    "button", "header", "adjustable", "selected", "notEnabled", "link", "image", "staticText",
  ]

  public init(reading reader: PropertyReader) {
    reader.rejectUnknownKeys(allowed: Self.keys.map(\.name))
    accessibilityLabel = reader.string("accessibilityLabel")
    accessibilityValue = reader.string("accessibilityValue")
    accessibilityHint = reader.string("accessibilityHint")
    if let traits = reader.strings("accessibilityTraits") {
      for trait in traits where !Self.traitWords.contains(trait) {
        reader.diagnostics.error(
          at: reader.locationOf("accessibilityTraits"),
          "unknown trait '\(trait)'" + Suggestion.didYouMean(trait, among: Self.traitWords))
      }
      accessibilityTraits = traits
    }
    isAccessibilityElement = reader.bool("isAccessibilityElement")
    customActions = reader.strings("customActions") ?? []
  }
}

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
    PropertyKey("labelFor", .bool, "true: the label is a separate view linked with labelFor; TalkBack says 'X for Label'."),
    PropertyKey("importantForAccessibility", .bool, "false hides the view from TalkBack."),
    PropertyKey("screenReaderFocusable", .bool, "false: TalkBack does not stop on the view."),
    PropertyKey("focusable", .bool, "false: keyboard Tab skips the view."),
    PropertyKey("stateDescription", .string, "Replaces TalkBack's state words."),
    PropertyKey("roleDescription", .string, "Replaces TalkBack's role word."),
    PropertyKey("hint", .string, "Hint text, spoken after the description."),
    PropertyKey("customActions", .strings, "Accessibility actions; TalkBack says 'Actions available'."),
    PropertyKey("widget", .oneOf(["spinner", "exposed-dropdown"]), "The native widget for a dropdown."),
  ]

  public init(reading reader: PropertyReader) {
    reader.rejectUnknownKeys(allowed: Self.keys.map(\.name))
    text = reader.string("text")
    contentDescription = reader.string("contentDescription")
    labelFor = reader.bool("labelFor")
    importantForAccessibility = reader.bool("importantForAccessibility")
    screenReaderFocusable = reader.bool("screenReaderFocusable")
    focusable = reader.bool("focusable")
    stateDescription = reader.string("stateDescription")
    roleDescription = reader.string("roleDescription")
    hint = reader.string("hint")
    customActions = reader.strings("customActions") ?? []
    widget = reader.oneOf("widget", ["spinner", "exposed-dropdown"])
  }
}
