/// A picture. Informative, its label is its text alternative and both readers
/// name the role; decorative, it is hidden from both (iOS isAccessibilityElement
/// false, Android importantForAccessibility no).
public struct Image: Component {
  public static let kind = "image"
  public static let summary = "A picture: informative (label, 'image') or decorative (hidden from screen readers)."
  public static let decorative = PropertyKey(
    "decorative", .bool, "true: decoration only, hidden from both screen readers.")
  public static let keys: [PropertyKey] = [decorative]
  public static let examples = [
    ComponentExample(
      "- image: Company logo", voiceOver: "Company logo, image", talkBack: "Company logo, Image",
      source:
        "VoiceOver: the image trait, 'image' (UIAccessibilityTraits.image). TalkBack: rule_non_text_views, name then value_image 'Image' (compositor.json, strings_compositor.xml)"
    ),
    ComponentExample(
      "- image: { label: Divider, decorative: true }\n- button: Next", voiceOver: "Next, button",
      talkBack: "Next, Button",
      source:
        "A decorative image is hidden (isAccessibilityElement = false; importantForAccessibility = no), so swipes skip it"
    ),
    ComponentExample(
      "- image: { label: Close, ios: { accessibilityTraits: [button, image] } }", voiceOver: "Close, button, image",
      talkBack: nil,
      source:
        "an image that acts as a button says both traits, button first: 'Button. Image.' (cashapp/AccessibilitySnapshot 5b03db8, Example/AccessibilitySnapshot/ButtonAccessibilityTraitsViewController.swift row 22)"
    ),
  ]

  public var common: CommonProperties
  public var decorative: Bool

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    decorative = reader.bool(Self.decorative) ?? false
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    var node = context.node(for: common, role: .image, actionable: common.opens != nil || common.announce != nil)
    if decorative { node.isFocusable = false }
    return [context.applyingTraits(common, to: node)]
  }
}
