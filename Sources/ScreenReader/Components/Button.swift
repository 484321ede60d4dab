/// A plain push button.
public struct Button: PlainComponent {
  public static let kind = "button"
  public static let summary = "A push button; can open a modal, close one, or announce something."
  public static let examples = [
    ComponentExample(
      "- button: Continue", voiceOver: "Continue, button", talkBack: "Continue, Button",
      source:
        "VoiceOver: the button trait (UIAccessibilityTraits.button). TalkBack: value_button 'Button' (strings_compositor.xml)"
    ),
    ComponentExample(
      "- button: Continue", voiceOver: "Continue, button", talkBack: "Continue, Button, Double-tap to activate",
      hints: true,
      source:
        "VoiceOver speaks no default hint for a plain button; TalkBack's template_hint_clickable '%1$s to activate' with 'Double-tap' (strings_compositor.xml)"
    ),
    ComponentExample(
      "- button: { label: Save, announce: Saved }", commands: ["first", "activate"], voiceOver: "Saved",
      talkBack: "Saved",
      source:
        "An announcement notification (UIAccessibility.post(.announcement)) / a live region, spoken after the click"
    ),
  ]
  public var common: CommonProperties

  public init(common: CommonProperties) {
    self.common = common
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: .button)
  }
}
