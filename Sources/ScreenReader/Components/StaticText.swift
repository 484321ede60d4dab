/// Text that is read but does nothing.
public struct StaticText: PlainComponent {
  public static let kind = "text"
  public static let summary = "Static text, read as it is."
  public static let examples = [
    ComponentExample(
      "- text: Prices include tax.", voiceOver: "Prices include tax.", talkBack: "Prices include tax.",
      source: "Both read static text as it is, with no role word (reference/screen-readers.md)")
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
