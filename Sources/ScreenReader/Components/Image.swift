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
    ComponentExample(
      "- image: { id: photo, android: { screenReaderFocusable: true } }", voiceOver: "image",
      talkBack: "Unlabelled, Image",
      source:
        "TalkBack: an ImageView with no text, content description or label view says value_unlabelled 'Unlabelled' as its state, before its role (NonTextViewsDescription.nodeState, google/talkback 26a27dc0); a focusable one is a stop though it says nothing else (shouldFocusNode). VoiceOver: the image trait alone"
    ),
    ComponentExample(
      "- image: { id: photo }\n- button: Next", voiceOver: "image", talkBack: "Next, Button",
      source:
        "TalkBack never stops on an ImageView that is not actionable and says nothing (shouldFocusNode: not actionable, not isSpeakingNode, google/talkback 26a27dc0); VoiceOver reaches an image made an accessibility element, read by its trait"
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
    if context.platform == .android {
      // An ImageView: TalkBack's NonTextViewsDescription, "Unlabelled" when it has nothing to say.
      node.isNonTextView = true
      // shouldFocusNode: a leaf that is not actionable is a stop only when it speaks (text or a
      // state) or the app made it screen-reader focusable (AccessibilityNodeInfoUtils, 26a27dc0).
      if node.name == nil, !node.isActionable, node.stateDescription == nil,
        common.android.screenReaderFocusable != true
      {
        node.isFocusable = false
      }
    }
    return [context.applyingTraits(common, to: node)]
  }
}
