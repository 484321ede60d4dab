/// A section heading (iOS header trait; Android heading).
public struct Heading: PlainComponent {
  public static let kind = "heading"
  public static let summary = "A section heading."
  public static let examples = [
    ComponentExample(
      "- heading: Account", voiceOver: "Account, heading", talkBack: "Account, Heading",
      source:
        "VoiceOver: the header trait, 'heading' (UIAccessibilityTraits.header; reference/screen-readers.md). TalkBack: heading_template 'Heading', said where a collection position would be (strings_compositor.xml)"
    )
  ]
  public var common: CommonProperties

  public init(common: CommonProperties) {
    self.common = common
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    var node = context.node(for: common, role: .heading, actionable: false)
    node.isActionable = common.opens != nil || common.announce != nil
    return [context.applyingTraits(common, to: node)]
  }
}
