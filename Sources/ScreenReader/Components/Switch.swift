/// An on/off switch (UISwitch / Android Switch).
public struct Switch: Component {
  public static let kind = "switch"
  public static let summary = "An on / off switch."
  public static let keys: [PropertyKey] = [
    PropertyKey("on", .bool, "Whether it starts on.")
  ]

  public var common: CommonProperties
  public var isOn: Bool

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    self.isOn = reader.bool("on") ?? false
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: .toggleSwitch) { node in
      node.isOn = isOn
    }
  }

  public mutating func perform(_ action: ComponentAction, part: String, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled else { return [] }
    isOn.toggle()
    return [.stateChanged] + common.activationEffects
  }
}
