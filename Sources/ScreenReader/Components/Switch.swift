/// An on/off switch (UISwitch / Android Switch).
public struct Switch: TwoStateControl {
  public static let kind = "switch"
  public static let summary = "An on / off switch."
  public static let examples = [
    ComponentExample(
      "- switch: { label: Express delivery, on: false }", voiceOver: "Express delivery, off, switch button",
      talkBack: "off, Express delivery, Switch",
      source:
        "VoiceOver: '<label>, off, switch button' (reference/screen-readers.md). TalkBack: value_off, value_switch"),
    ComponentExample(
      "- switch: { label: Express delivery, on: false }", commands: ["first", "activate"], voiceOver: "on",
      talkBack: "on", source: "the new state after a click (reference/screen-readers.md)"),
    ComponentExample(
      "- switch: { label: Wi-Fi, on: true, ios: { accessibilityValue: '' } }", voiceOver: "Wi-Fi, switch button",
      talkBack: "on, Wi-Fi, Switch",
      source:
        "VoiceOver reads a switch's on / off from its accessibilityValue '1' / '0' only; an app's value replaces it (cashapp/AccessibilitySnapshot, switchButton trait)"
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
      // UISwitch's own accessibilityValue is "1" / "0", which VoiceOver reads as on / off;
      // an app's value replaces it and any other value says no on / off
      // (cashapp/AccessibilitySnapshot, the switchButton trait's value handling).
      if context.platform == .ios, node.valueSource == .accessibilityValue {
        node.isOn = node.value == "1" ? true : node.value == "0" ? false : nil
        if node.isOn != nil { node.value = nil }
      }
    }
  }
}
