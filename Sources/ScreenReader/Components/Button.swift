/// A plain push button.
public struct Button: Component {
  public static let kind = "button"
  public static let summary = "A push button; can open a modal, close one, announce something, or submit a form."
  public static let keys: [PropertyKey] = [
    PropertyKey(
      "submits", .bool, "true: submits the form; a required field left empty shows its error and takes focus.")
  ]
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
    ComponentExample(
      "- text-field: { label: Email, value: ada@example.com, required: true, error: Enter your email }\n- button: { label: Sign up, submits: true, announce: Account created }",
      commands: ["last", "activate"], voiceOver: "Account created", talkBack: "Account created",
      source: "a submit that finds nothing wrong goes on with the button's own effects"),
  ]
  public var common: CommonProperties
  public var submits: Bool

  public init(common: CommonProperties, submits: Bool = false) {
    self.common = common
    self.submits = submits
  }

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.init(common: common, submits: reader.bool("submits") ?? false)
  }

  public mutating func perform(_ action: ComponentAction, part: String, platform: Platform) -> [Effect] {
    guard action == .activate else { return [] }
    return (submits ? [.submitForm] : []) + common.activationEffects
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: .button)
  }
}
