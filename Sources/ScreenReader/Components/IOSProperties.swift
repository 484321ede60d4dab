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
