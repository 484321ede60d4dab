/// Text that is read but does nothing.
public struct StaticText: Component {
  public static let kind = "text"
  public static let summary = "Static text, read as it is."
  public var common: CommonProperties

  public init(common: CommonProperties) {
    self.common = common
  }

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.init(common: common)
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let node = context.node(for: common, role: .staticText, actionable: false)
    return [context.applyingTraits(common, to: node)]
  }
}
