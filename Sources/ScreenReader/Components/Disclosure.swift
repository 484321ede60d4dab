/// An expandable section: a button that shows or hides the text under it
/// (SwiftUI DisclosureGroup, an Android expandable row). Both readers say
/// "expanded" / "collapsed"; the content is reachable only while expanded.
public struct Disclosure: Component {
  public static let kind = "disclosure"
  public static let summary = "A button that shows or hides a section of content (expanded / collapsed)."
  public static let expanded = PropertyKey("expanded", .bool, "Whether it starts expanded (default false).")
  public static let content = PropertyKey("content", .strings, "The text shown while expanded, one element per line.")
  public static let keys: [PropertyKey] = [expanded, content]
  public static let examples = [
    ComponentExample(
      "- disclosure: { label: Shipping details, content: [Ships in 3 days.] }",
      voiceOver: "Shipping details, button, collapsed", talkBack: "collapsed, Shipping details, Button",
      source:
        "VoiceOver: the expanded state after the trait (reference/screen-readers.md). TalkBack: notify_collapsed_or_expanded first, in description_for_tree_status (compositor.json), value_collapsed"
    ),
    ComponentExample(
      "- disclosure: { label: Shipping details, content: [Ships in 3 days.] }",
      voiceOver: "Shipping details, button, collapsed, Double tap to expand", talkBack: nil, hints: true,
      source:
        "VoiceOver's hint says what a double tap does next: 'Collapsed double tap to expand' (a recording on iOS, flutter/flutter issue 132264, 2023)"
    ),
    ComponentExample(
      "- disclosure: { label: Shipping details, expanded: true, content: [Ships in 3 days.] }",
      voiceOver: "Shipping details, button, expanded, Double tap to collapse", talkBack: nil, hints: true,
      source: "expanded, the hint turns: 'Expanded double tap to collapse' (flutter/flutter issue 132264, 2023)"),
    ComponentExample(
      "- disclosure: { label: Shipping details, content: [Ships in 3 days.] }", commands: ["first", "activate"],
      voiceOver: "expanded", talkBack: "expanded",
      source: "after a click both speak the new state (compositor.json TYPE_VIEW_CLICKED: notify_collapsed_or_expanded)"
    ),
    ComponentExample(
      "- disclosure: { label: Shipping details, content: [Ships in 3 days.] }",
      commands: ["first", "activate", "next"], voiceOver: "Ships in 3 days.", talkBack: "Ships in 3 days.",
      source: "the content shows while expanded and the next swipe reaches it"),
    ComponentExample(
      "- disclosure: { label: Shipping details, expanded: true, content: [Ships in 3 days.] }\n- button: Buy",
      commands: ["first", "activate", "next"], voiceOver: "Buy, button", talkBack: "Buy, Button",
      source: "collapsed, the content is gone: the next swipe skips it"),
  ]

  public var common: CommonProperties
  public var expanded: Bool
  public var content: [String]

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    expanded = reader.bool(Self.expanded) ?? false
    content = reader.strings(Self.content) ?? []
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    var nodes = context.labelledNodes(for: common, role: .button) { node in
      node.expanded = expanded
      // An expandable row says what a double tap does next, after the pause: "xxx,
      // Collapsed double tap to expand" / "Expanded double tap to collapse" (a recording
      // on iOS, flutter/flutter issue 132264, 2023). A hint the platform's control gives,
      // so it stands aside for the app's own; Android's reader has its own (TalkBack's).
      if context.platform == .ios, node.hint == nil {
        node.hint = context.words.phrase(expanded ? .hintCollapse : .hintExpand).text
      }
    }
    guard expanded else { return nodes }
    for (index, text) in content.enumerated() {
      var node = AccessibilityNode(
        id: ComponentPart(.content, index: index).nodeID(in: common.id), role: .staticText, name: text,
        nameSource: .sectionContent, route: context.route(ComponentPart(.content, index: index)))
      node.isFocusable = !common.isHidden(on: context.platform)
      nodes.append(node)
    }
    return nodes
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled, part == .main else { return [] }
    expanded.toggle()
    return [.stateChanged] + common.activationEffects
  }
}

extension ComponentPart.Kind {
  /// A line of the section's content.
  static let content = Self("content")
}

extension Disclosure {
  /// The section stays open or closed as the user left it.
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    expanded = previous.expanded
    return .kept
  }
}
