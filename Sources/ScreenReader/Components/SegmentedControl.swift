/// A row of segments, one selected: iOS UISegmentedControl (each segment a
/// button with its position, the group label read on the first); Android has
/// none, its usual stand-in is a single-selection MaterialButtonToggleGroup,
/// whose checkable buttons TalkBack reads as radio buttons.
public struct SegmentedControl: Component {
  public static let kind = "segmented-control"
  public static let summary = "A row of segments, one selected (UISegmentedControl / button toggle group)."
  public static let keys: [PropertyKey] = [
    PropertyKey("options", .strings, "The segments, in order."),
    PropertyKey("selected", .string, "The selected segment (default: the first)."),
  ]
  public static let examples = [
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week }",
      voiceOver: "View, Day, button, 1 of 3", talkBack: "View",
      source:
        "VoiceOver reads a segmented control's label with its first segment, and each segment's position (reference/screen-readers.md: '1 of 4' in segmented controls). On Android the label is its own text view"
    ),
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week }",
      commands: ["touch Week"], voiceOver: "Selected, Week, button, 2 of 3",
      talkBack: "checked, Week, Radio button, 2 of 3",
      source:
        "the selected trait first; MaterialButton in a single-selection group reports a RadioButton class (value_checked, value_radio_button, list_index_template)"
    ),
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week }",
      commands: ["touch Month", "activate"], voiceOver: "Selected, Month, button, 3 of 3",
      talkBack: "checked",
      source:
        "after a change VoiceOver re-reads the whole segment (UISegmentedControl posts a layout change); TalkBack speaks the new checked state"
    ),
  ]

  public var common: CommonProperties
  public var options: [String]
  public var selected: Int

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    let (options, selected) = reader.options()
    self.options = options
    self.selected = selected ?? 0
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    var nodes: [AccessibilityNode] = []
    let (groupName, source) = context.name(for: common)
    if context.platform == .android, let groupName {
      var label = AccessibilityNode(
        id: "\(common.id).label", role: .staticText, name: groupName, nameSource: source, route: context.route("label"))
      label.isFocusable = !common.isHidden(on: .android)
      nodes.append(label)
    }
    for (index, option) in options.enumerated() {
      var node = context.node(
        for: common, role: context.platform == .ios ? .button : .radioButton, part: "option.\(index)")
      node.name = option
      node.nameSource = .segmentTitle
      node.hint = nil
      node.position = Position(index: index + 1, count: options.count)
      switch context.platform {
      case .ios:
        node.isSelected = index == selected
        if index == 0 { node.containerLabel = groupName }
      case .android:
        node.checked = index == selected
        node.isSingleSelectionItem = true
      }
      nodes.append(node)
    }
    return nodes
  }

  public mutating func perform(_ action: ComponentAction, part: String, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled, let index = OptionPart.index(part), index != selected else {
      return []
    }
    selected = index
    // VoiceOver re-reads the segment as the control changes; TalkBack speaks the new state.
    return (platform == .ios ? [.rereadFocus] : [.stateChanged]) + common.activationEffects
  }
}
