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
      voiceOver: "View, Day, button, 1 of 3", talkBack: "not checked, Day, Radio button, 1 of 3, In list, 3 items",
      source:
        "VoiceOver reads a segmented control's label with its first segment, and each segment's position (reference/screen-readers.md: '1 of 4' in segmented controls). MaterialButton in a single-selection group reports a RadioButton class (value_not_checked, value_radio_button, list_index_template)"
    ),
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week }", commands: ["first", "next"],
      voiceOver: "Selected, Week, button, 2 of 3", talkBack: "not checked, Day, Radio button, 1 of 3, In list, 3 items",
      source:
        "MaterialButtonToggleGroup sets CollectionInfo 1 x buttons (SELECTION_MODE_SINGLE) and each button a CollectionItemInfo (material-components-android ac7e18ef lib/java/com/google/android/material/button/MaterialButtonToggleGroup.java): TalkBack enters it as a list (Role.getRole; in_list, template_list_total_count)"
    ),
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week }", commands: ["touch Week"],
      voiceOver: "Selected, Week, button, 2 of 3",
      talkBack: "checked, Week, Radio button, 2 of 3, In list, 3 items, Double-tap to select",
      hints: true,
      source:
        "a checked button in a single-selection group stays clickable: template_hint_single_selection_item before the checkable hint (ClickableHint, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week, disabled-options: [Month] }",
      commands: ["touch Month"], voiceOver: "Month, dimmed, button, 3 of 3",
      talkBack: "not checked, Month, Radio button, disabled, 3 of 3, In list, 3 items",
      source:
        "a disabled segment: VoiceOver's notEnabled trait 'dimmed' (UISegmentedControl setEnabled(_:forSegmentAt:)); a disabled MaterialButton, TalkBack's value_disabled after the text and before the position"
    ),
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week, disabled-options: [Month] }",
      commands: ["touch Month", "activate", "touch Week"], voiceOver: "Selected, Week, button, 2 of 3",
      talkBack: "checked, Week, Radio button, 2 of 3",
      source: "a double tap on a disabled segment changes nothing: Week is still the selected one"),
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week }", voiceOver: nil,
      talkBack: "View",
      source:
        "an Android toggle group has no label of its own: the label is a text view before it, the first stop of a swipe"
    ),
    ComponentExample(
      "- segmented-control: { label: View, options: [Day, Week, Month], selected: Week }",
      commands: ["touch Week"], voiceOver: "Selected, Week, button, 2 of 3",
      talkBack: "checked, Week, Radio button, 2 of 3, In list, 3 items",
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
    // MaterialButtonToggleGroup sets CollectionInfo 1 x buttons, single selection:
    // a list to TalkBack (MaterialButtonToggleGroup.java, material-components-android ac7e18ef).
    let collection = CollectionMembership(id: common.id, kind: .list, itemCount: choice.options.count)
    for (index, option) in choice.options.enumerated() {
      var node = context.optionNode(
        for: common, role: context.platform == .ios ? .button : .radioButton, index: index, text: option,
        source: .segmentTitle)
      node.position = Position(index: index + 1, count: choice.options.count)
      if choice.disabled.contains(index) {
        // A disabled segment (UISegmentedControl.setEnabled(_:forSegmentAt:); a disabled
        // MaterialButton): 'dimmed' / 'disabled', and a double tap does nothing.
        node.isEnabled = false
        node.isActionable = false
      }
      switch context.platform {
      case .ios:
        node.isSelected = index == choice.selected
        if index == 0 { node.containerLabel = context.name(for: common).text }
      case .android:
        node.checked = index == choice.selected
        node.isSingleSelectionItem = true
        node.collection = collection
      }
      nodes.append(node)
    }
    return nodes
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled, choice.select(part: part) else { return [] }
    // The segment changes in place; each reader's phrasing says what it says then.
    return [.reread] + common.activationEffects
  }
}
