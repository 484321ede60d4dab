/// UIKit / SwiftUI accessibility properties a scenario can set on an element.
/// They act with iOS's own precedence when the element is realised for VoiceOver.
public struct IOSProperties: Sendable, Hashable {
  public var accessibilityLabel: String?
  public var accessibilityValue: String?
  public var accessibilityHint: String?
  /// Replaces the component's native traits.
  public var accessibilityTraits: [Trait]?
  public var isAccessibilityElement: Bool?
  public var customActions: [String] = []

  public init() {}

  /// The UIAccessibilityTraits a scenario can give, by their UIKit names.
  public enum Trait: String, Sendable, Hashable, CaseIterable {
    case button, header, adjustable, selected, notEnabled, link, image, staticText, searchField
  }

  public static let accessibilityLabel = PropertyKey(
    "accessibilityLabel", .string, "Replaces the visible label as the spoken name.")
  public static let accessibilityValue = PropertyKey("accessibilityValue", .string, "Spoken after the name.")
  public static let accessibilityHint = PropertyKey(
    "accessibilityHint", .string, "Spoken after a pause when hints are on.")
  public static let accessibilityTraits = PropertyKey(
    "accessibilityTraits", .strings,
    "Replaces the native traits: " + Trait.allCases.map(\.rawValue).joined(separator: ", ") + ".")
  public static let isAccessibilityElement = PropertyKey(
    "isAccessibilityElement", .bool, "false hides the element from VoiceOver.")
  public static let customActions = PropertyKey(
    "customActions", .strings, "Actions in the rotor; VoiceOver says 'actions available'.")
  public static let keys: [PropertyKey] = [
    accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityTraits, isAccessibilityElement,
    customActions,
  ]

  public init(reading reader: PropertyReader) {
    reader.rejectUnknownKeys(Self.keys)
    accessibilityLabel = reader.string(Self.accessibilityLabel)
    accessibilityValue = reader.string(Self.accessibilityValue)
    accessibilityHint = reader.string(Self.accessibilityHint)
    if let words = reader.strings(Self.accessibilityTraits) {
      let known = Trait.allCases.map(\.rawValue)
      accessibilityTraits = words.compactMap { word in
        guard let trait = Trait(rawValue: word) else {
          reader.diagnostics.error(
            at: reader.locationOf(Self.accessibilityTraits),
            "unknown trait '\(word)'" + Suggestion.didYouMean(word, among: known))
          return nil
        }
        return trait
      }
    }
    isAccessibilityElement = reader.bool(Self.isAccessibilityElement)
    customActions = reader.strings(Self.customActions) ?? []
  }
}
