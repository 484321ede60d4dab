/// A row of tabs, one selected: an iOS tab bar ("Selected, Home, tab, 1 of 4"),
/// an Android TabLayout ("selected, Home, Tab, 1 of 4"), or Compose tabs
/// (`android: { widget: compose }`: "Selected, Home, Tab").
public struct Tabs: SingleChoiceControl {
  public static let kind = "tabs"
  public static let summary = "A tab bar: one tab selected, each read with its position."
  public static let keys = SingleChoice.keys(naming: "tab")
  public static let examples = [
    ComponentExample(
      "- tabs: { options: [Home, Search, Library, Profile], selected: Home }",
      voiceOver: "Selected, Home, tab, 1 of 4", talkBack: "selected, Home, Tab, 1 of 4",
      source:
        "VoiceOver: reference/screen-readers.md ('1 of 4' in tab bars), the selected trait first. TalkBack: value_selected, TabLayout's roleDescription 'Tab' (Material item_view_role_description), list_index_template"
    ),
    ComponentExample(
      "- tabs: { options: [Home, Search, Library, Profile], selected: Home }", commands: ["first", "next", "activate"],
      voiceOver: "Selected", talkBack: "selected",
      source: "after a click both speak the new selected state (compositor.json TYPE_VIEW_CLICKED: notify_selected)"),
    ComponentExample(
      "- tabs: { options: [Home, Search], selected: Search, android: { widget: compose } }", commands: ["last"],
      voiceOver: "Selected, Search, tab, 2 of 2", talkBack: "Selected, Search, Tab",
      source:
        "Compose's Tab: Role.Tab ('Tab') and stateDescription 'Selected' / 'Not selected' (reference/screen-readers.md)"
    ),
  ]

  public var common: CommonProperties
  public var choice: SingleChoice

  public init(common: CommonProperties, choice: SingleChoice) {
    self.common = common
    self.choice = choice
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let compose = context.platform == .android && common.android.widget == "compose"
    return choice.options.enumerated().map { index, option in
      var node = context.optionNode(for: common, role: .tab, index: index, text: option, source: .tabTitle)
      if compose {
        node.stateDescription = context.words[index == choice.selected ? .composeSelected : .composeNotSelected]
      } else {
        node.isSelected = index == choice.selected
        node.position = Position(index: index + 1, count: choice.options.count)
      }
      return node
    }
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled, choice.select(part: part) else { return [] }
    return [.stateChanged] + common.activationEffects
  }
}
