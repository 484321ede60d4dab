/// A button that stays pressed (Bold, Mute): on iOS a button with the selected
/// trait, on Android a ToggleButton, which TalkBack reads like a switch.
public struct ToggleButton: TwoStateControl {
  public static let kind = "toggle-button"
  public static let summary = "A button that stays on or off (iOS selected button, Android ToggleButton)."
  public static let stateKey = PropertyKey("on", .bool, "Whether it starts pressed (on).")
  public static let examples = [
    ComponentExample(
      "- toggle-button: { label: Bold, on: true }", voiceOver: "Selected, Bold, button", talkBack: "on, Bold, Switch",
      source:
        "VoiceOver: a UIButton whose isSelected gives the selected trait. TalkBack: a toggle_button's role word is value_switch and its state value_on / value_off (compositor.json node_role, rule_switch)"
    ),
    ComponentExample(
      "- toggle-button: { label: Bold }", commands: ["first", "activate"], voiceOver: "Selected, Bold", talkBack: "on",
      source:
        "VoiceOver reads the label again with its new state after a double tap: 'Selected, <item label>' (redbadger/pride-london-app pull request 466, 2018, checked on a device against native iOS); TalkBack the new state (compositor.json node_checked for toggle_button)"
    ),
    ComponentExample(
      "- toggle-button: { label: Bold, on: true }", commands: ["first", "activate"], voiceOver: "Bold",
      talkBack: "off",
      source:
        "unselected, VoiceOver reads just the label: '<item label>' (redbadger/pride-london-app pull request 466, 2018); TalkBack the new state, value_off"
    ),
    ComponentExample(
      "- toggle-button: { label: Bold, on: true, ios: { accessibilityTraits: [button] } }", voiceOver: "Bold, button",
      talkBack: "on, Bold, Switch",
      source:
        "traits an app sets replace the button's own, the selected trait with them: VoiceOver reads selection from UIAccessibilityTraitSelected (Apple's UIAccessibilityTraits); Android has no traits"
    ),
  ]

  public var common: CommonProperties
  public var isOn: Bool

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    isOn = Self.startsOn(reader)
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    switch context.platform {
    case .ios:
      context.labelledNodes(for: common, role: .button) { $0.isSelected = isOn }
    case .android:
      context.labelledNodes(for: common, role: .toggleSwitch) { $0.isOn = isOn }
    }
  }
}
