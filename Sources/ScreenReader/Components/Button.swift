/// A plain push button.
public struct Button: PlainComponent {
  public static let kind = "button"
  public static let summary = "A push button; can open a modal, close one, or announce something."
  public var common: CommonProperties

  public init(common: CommonProperties) {
    self.common = common
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: .button)
  }
}
