/// A row of segments, one selected: iOS UISegmentedControl (each segment a
/// button with its position, the group label read on the first); Android has
/// none, its usual stand-in is a single-selection MaterialButtonToggleGroup,
/// whose checkable buttons TalkBack reads as radio buttons.
public struct SegmentedControl: SingleChoiceControl {
  public static let kind = "segmented-control"
  public static let summary = "A row of segments, one selected (UISegmentedControl / button toggle group)."
  public static let keys = SingleChoice.keys(naming: "segment")
  public static let examples = [
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week }", commands: ["touch Day"],
      voiceOver: "View, Day, button, 1 of 3", talkBack: "not checked, Day, Radio button, 1 of 3",
      source:
        "VoiceOver reads a segmented control's label with its first segment, and each segment's position (reference/screen-readers.md: '1 of 4' in segmented controls). MaterialButton in a single-selection group reports a RadioButton class (value_not_checked, value_radio_button, list_index_template)"
    ),
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week }", voiceOver: nil,
      talkBack: "View",
      source:
        "an Android toggle group has no label of its own: the label is a text view before it, the first stop of a swipe"
    ),
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week }",
      commands: ["touch Week"], voiceOver: "Selected, Week, button, 2 of 3",
      talkBack: "checked, Week, Radio button, 2 of 3",
      source: "the selected trait first (VoiceOver); value_checked for the checked button (TalkBack)"
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
  public var choice: SingleChoice

  public init(common: CommonProperties, choice: SingleChoice) {
    self.common = common
    self.choice = choice
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    // Android has no segmented control: the group's label is a text view of its own.
    var nodes = context.platform == .android ? [context.groupLabel(for: common)].compactMap { $0 } : []
    for (index, option) in choice.options.enumerated() {
      var node = context.optionNode(
        for: common, role: context.platform == .ios ? .button : .radioButton, index: index, text: option,
        source: .segmentTitle)
      node.position = Position(index: index + 1, count: choice.options.count)
      switch context.platform {
      case .ios:
        node.isSelected = index == choice.selected
        if index == 0 { node.containerLabel = context.name(for: common).text }
      case .android:
        node.checked = index == choice.selected
        node.isSingleSelectionItem = true
      }
      nodes.append(node)
    }
    return nodes
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled, choice.select(part: part) else { return [] }
    // VoiceOver re-reads the segment as the control changes; TalkBack speaks the new state.
    return (platform == .ios ? [.rereadFocus] : [.stateChanged]) + common.activationEffects
  }
}
