/// Text that is read but does nothing.
public struct StaticText: PlainComponent {
  public static let kind = "text"
  public static let summary = "Static text, read as it is."
  public static let examples = [
    ComponentExample(
      "- text: Prices include tax.", voiceOver: "Prices include tax.", talkBack: "Prices include tax.",
      source: "Both read static text as it is, with no role word (reference/screen-readers.md)"),
    ComponentExample(
      "- text: { label: Delivery address, looks-like: heading }", voiceOver: "Delivery address",
      talkBack: "Delivery address",
      source:
        "How a text is drawn changes nothing the readers say: without the header trait or accessibilityHeading it is read as plain text (UIAccessibilityTraits.header; ViewCompat.setAccessibilityHeading)"
    ),
    ComponentExample(
      "- text: \"Hi, Bo\"", commands: ["first", "swipe down", "swipe down", "swipe down"], voiceOver: "comma",
      talkBack: "Comma",
      source:
        "moving by character (TalkBack starts on Characters: pref_selector_setting_default): a comma by its name (SpeechCleanupUtils, symbol_comma 'Comma'); VoiceOver's character names are Earshot's, not published"
    ),
    ComponentExample(
      "- text: \"Hi, Bo\"", commands: ["first", "swipe down"], voiceOver: "H", talkBack: "capital H",
      source:
        "a capital letter: TalkBack's template_capital_letter 'capital %1$s' (CompositorUtils); VoiceOver marks it by a change of pitch (Capital Letters: Change Pitch), not in words"
    ),
  ]
  public var common: CommonProperties
  /// How it is drawn, where the look says more than the reader hears.
  public var looksLike: Appearance?

  /// A look that gives text a meaning of its own.
  public enum Appearance: String, Sendable, CaseIterable {
    /// A section title (bold, larger, set apart), whatever its role says.
    case heading
  }

  public static let looksLike = PropertyKey(
    "looks-like", .oneOf(Appearance.self),
    "How the text is drawn, when that says more than the readers hear: heading (a section title in bold or large type); earshot check reports one that is not a heading to the readers."
  )
  public static var keys: [PropertyKey] { [looksLike] }

  public init(common: CommonProperties) {
    self.common = common
  }

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    looksLike = reader.oneOf(Self.looksLike, as: Appearance.self)
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let node = context.node(for: common, role: .staticText, actionable: false)
    return [context.applyingTraits(common, to: node)]
  }
}
