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
    }
  }
}
