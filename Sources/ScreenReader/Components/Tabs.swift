/// A row of tabs, one selected: an iOS tab bar ("Selected, Home, tab, 1 of 4"),
/// an Android TabLayout ("selected, Home, Tab, 1 of 4"), or Compose tabs
/// (`android: { widget: compose }`: "Selected, Home, Tab").
public struct Tabs: Component {
  public static let kind = "tabs"
  public static let summary = "A tab bar: one tab selected, each read with its position."
  public static let keys: [PropertyKey] = [
    PropertyKey("options", .strings, "The tabs, in order."),
    PropertyKey("selected", .string, "The selected tab (default: the first)."),
  ]
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
  public var options: [String]
  public var selected: Int

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    let (options, selected) = reader.options()
    self.options = options
    self.selected = selected ?? 0
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let compose = context.platform == .android && common.android.widget == "compose"
    return options.enumerated().map { index, option in
      var node = context.node(for: common, role: .tab, part: "option.\(index)")
      node.name = option
      node.nameSource = .tabTitle
      node.hint = nil
      if compose {
        node.stateDescription = context.words[index == selected ? .composeSelected : .composeNotSelected]
      } else {
        node.isSelected = index == selected
        node.position = Position(index: index + 1, count: options.count)
      }
      return node
    }
  }

  public mutating func perform(_ action: ComponentAction, part: String, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled, let index = OptionPart.index(part), index != selected else {
      return []
    }
    selected = index
    return [.stateChanged] + common.activationEffects
  }
}

extension Tabs {
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    guard let choice = OptionChoice.carry(previous.selected, from: previous.options, to: options), let choice else {
      return .reset(OptionChoice.gone(previous.selected, from: previous.options))
    }
    selected = choice
    return .kept
  }
}
