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
  /// Which native widget realises a component, where iOS has more than one.
  public var widget: Widget?
  /// The SF Symbol an image-only element shows: VoiceOver's name for it when nothing else names it.
  public var symbol: String?

  public init() {}

  /// The native widgets a scenario can ask for instead of a kind's usual one.
  public enum Widget: String, Sendable, Hashable, CaseIterable {
    /// A native menu button: a UIButton with a menu, SwiftUI's Menu or menu-style Picker.
    case menu
  }

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
  public static let widget = PropertyKey(
    "widget", .oneOf(Widget.self),
    "The native widget: a dropdown's menu (a UIButton with a menu, SwiftUI's Menu or menu-style Picker), which VoiceOver calls a pop up button, where the usual custom menu button says 'button, collapsed'."
  )
  public static let symbol = PropertyKey(
    "symbol", .string,
    "The SF Symbol the element shows (Image(systemName:), UIImage(systemName:)), e.g. square.and.arrow.up: with no label or accessibilityLabel, VoiceOver names it by the symbol's name, its dots read as spaces."
  )
  public static let keys: [PropertyKey] = [
    accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityTraits, isAccessibilityElement,
    customActions, widget, symbol,
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
    widget = reader.oneOf(Self.widget, as: Widget.self)
    symbol = reader.string(Self.symbol)
  }

  /// How VoiceOver names an image that has no label: the image's name, as SwiftUI's
  /// Image(_:) and Image(systemName:) give it ("person.bicycle" is read "person bicycle":
  /// nilcoalescing.com, 'Automatic image accessibility labels'; "heart.fill" is read
  /// "heart fill": 'SwiftUI Accessibility Internals', euno.news).
  public static func spokenSymbolName(_ symbol: String) -> String {
    symbol.split(separator: ".", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
