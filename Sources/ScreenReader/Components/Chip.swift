/// A compact choice or action (Material Chip). An action chip is a button; a
/// filter chip (`filter: true`) is checkable: iOS a button with the selected
/// trait, Android a checkable Chip, read as a check box.
public struct Chip: Component {
  public static let kind = "chip"
  public static let summary = "A chip: an action, or a filter chip that is selected or not."
  public static let filter = PropertyKey(
    "filter", .bool, "true: a filter chip, selected or not (default false: an action chip).")
  public static let selected = PropertyKey("selected", .bool, "A filter chip's state (default false).")
  public static let keys: [PropertyKey] = [filter, selected]
  public static let examples = [
    ComponentExample(
      "- chip: { label: Vegetarian, filter: true, selected: true }", voiceOver: "Selected, Vegetarian, button",
      talkBack: "checked, Vegetarian, Check box",
      source:
        "iOS has no chip: a button with the selected trait. Material's checkable Chip reports a CompoundButton class, which TalkBack reads as a check box (value_checked, value_checkbox)"
    ),
    ComponentExample(
      "- chip: { label: Vegetarian, filter: true }", commands: ["first", "activate"],
      voiceOver: "Selected, Vegetarian", talkBack: "checked",
      source:
        "after a double tap VoiceOver reads 'Selected, <item label>' (redbadger/pride-london-app pull request 466, 2018, checked against native iOS); TalkBack the new state (reference/screen-readers.md)"
    ),
    ComponentExample(
      "- chip: Share", voiceOver: "Share, button", talkBack: "Share, Button",
      source: "an action chip is a plain button on both"),
  ]

  public var common: CommonProperties
  public var filter: Bool
  public var selected: Bool

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    filter = reader.bool(Self.filter) ?? false
    selected = reader.bool(Self.selected) ?? false
    if !filter && selected {
      reader.diagnostics.error(
        at: reader.locationOf(Self.selected), "only a filter chip is selected; add 'filter: true' or remove 'selected'")
    }
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    guard filter else { return context.labelledNodes(for: common, role: .button) }
    switch context.platform {
    case .ios:
      return context.labelledNodes(for: common, role: .button) { $0.isSelected = selected }
    case .android:
      return context.labelledNodes(for: common, role: .checkBox) { $0.checked = selected }
    }
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled else { return [] }
    guard filter else { return common.activationEffects }
    selected.toggle()
    return [.stateChanged] + common.activationEffects
  }
}

extension Chip {
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    selected = previous.selected
    return .kept
  }
}
