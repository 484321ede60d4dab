/// An on/off switch (UISwitch / Android Switch).
public struct Switch: TwoStateControl {
  public static let kind = "switch"
  public static let summary = "An on / off switch."
  public static let examples = [
    ComponentExample(
      "- switch: { label: Express delivery, on: false }", voiceOver: "Express delivery, switch button, off",
      talkBack: "off, Express delivery, Switch",
      source:
        "VoiceOver (iOS 17 and later): the state after the trait, 'Fake label, Switch button, on' (cashapp/AccessibilitySnapshot issue 199, checked against VoiceOver on iOS 17). TalkBack: value_off, value_switch"
    ),
    ComponentExample(
      "- switch: { label: Express delivery, on: false }", commands: ["first", "activate"], voiceOver: "on",
      talkBack: "on", source: "the new state after a click (reference/screen-readers.md)"),
    ComponentExample(
      "- switch: { label: Wi-Fi, on: true, hint: Turns wireless networking on }",
      voiceOver: "Wi-Fi, switch button, on, Turns wireless networking on, Double tap to toggle setting", talkBack: nil,
      hints: true,
      source:
        "the app's hint, then the switch's own: '%@. Double tap to toggle setting.' (trait.switch_button.hint_format; cashapp/AccessibilitySnapshot 5b03db8, UIAccessibility+SnapshotAdditions.swift, SwitchControlViewController's switch with a hint)"
    ),
    ComponentExample(
      "- switch: { label: Bluetooth, on: false, disabled: true }", voiceOver: "Bluetooth, dimmed, switch button, off",
      talkBack: nil, hints: true,
      source:
        "'dimmed' before the trait and the state after it, 'Label. Dimmed. Switch Button. Off.' (cashapp/AccessibilitySnapshot, UIAccessibility+SnapshotAdditions.swift at its newest: notEnabled is the first trait specifier, the switch's state follows 'Switch Button.'); a dimmed switch has no toggle hint (the switch hint needs !notEnabled)"
    ),
    ComponentExample(
      "- switch: { label: Wi-Fi, on: true, ios: { accessibilityValue: Connected } }",
      voiceOver: "Wi-Fi, switch button, on", talkBack: "on, Wi-Fi, Switch",
      source:
        "a UISwitch keeps its own value: given accessibilityValue 'Value' it still reads 'Label. Switch Button. On.' (cashapp/AccessibilitySnapshot 5b03db8, testSwitchControls reference image, SwitchControlViewController switchControls[5]); Android has no accessibilityValue"
    ),
    ComponentExample(
      "- switch: { label: Wi-Fi, on: true, toolkit: swiftui, ios: { accessibilityValue: Connected } }",
      voiceOver: "Wi-Fi, Connected, switch button", talkBack: "on, Wi-Fi, Switch",
      source:
        "a SwiftUI Toggle given accessibilityValue reads it in place of on / off: VoiceOver speaks a switch's value 1 / 0 as on / off and any other value as it is (cashapp/AccessibilitySnapshot 032df36, UIAccessibility+SnapshotAdditions.swift); a UISwitch keeps its own (the example above)"
    ),
  ]
  public static let stateKey = PropertyKey("on", .bool, "Whether it starts on.")

  public var common: CommonProperties
  public var isOn: Bool

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    self.isOn = Self.startsOn(reader)
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: .toggleSwitch) { node in
      node.isOn = isOn
      // UISwitch keeps its own accessibilityValue ("1" / "0"): one an app sets is not
      // what VoiceOver reads ("Label. Switch Button. On." for a switch given the value
      // "Value": cashapp/AccessibilitySnapshot 5b03db8, Example/SnapshotTests/ReferenceImages/
      // _64/SnapshotTests.AccessibilitySnapshotTests/testSwitchControls_18_5_402x874@3x.png).
      if context.platform == .ios, node.valueSource == .accessibilityValue {
        if common.toolkit(on: .ios) == .swiftui {
          // A SwiftUI Toggle's element takes the app's accessibilityValue: VoiceOver reads a
          // switch's value "1" / "0" as on / off and any other value in its place (cashapp/
          // AccessibilitySnapshot 032df36, UIAccessibility+SnapshotAdditions.swift, the
          // switchButton trait's value; its SwiftUI toggle fix, pull 170).
          node.isOn = nil
        } else {
          node.value = nil
          node.valueSource = .value
        }
      }
    }
  }
}
