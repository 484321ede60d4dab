/// Text that is read but does nothing.
public struct StaticText: PlainComponent {
  public static let kind = "text"
  public static let summary = "Static text, read as it is."
  public static let examples = [
    ComponentExample(
      "- text: Prices include tax.", voiceOver: "Prices include tax.", talkBack: "Prices include tax.",
      source: "Both read static text as it is, with no role word (reference/screen-readers.md)"),
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

  public init(common: CommonProperties) {
    self.common = common
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let node = context.node(for: common, role: .staticText, actionable: false)
    return [context.applyingTraits(common, to: node)]
  }
}
