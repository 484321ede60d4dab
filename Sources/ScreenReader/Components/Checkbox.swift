/// A check box: a button with a checked value on iOS (there is no native one),
/// a CheckBox on Android.
public struct Checkbox: Component {
  public static let kind = "checkbox"
  public static let summary = "A check box with a checked / not checked state."
  public static let examples = [
    ComponentExample(
      "- checkbox: { label: Save address, checked: true }", voiceOver: "Save address, checked, button",
      talkBack: "checked, Save address, Check box",
      source:
        "seed 001 (states 'checked', 'not checked'); VoiceOver has no native check box: a button with a value. TalkBack: value_checked, value_checkbox (strings_compositor.xml), state first"
    ),
    ComponentExample(
      "- checkbox: { label: Save address, checked: true }", commands: ["first", "activate"],
      voiceOver: "not checked", talkBack: "not checked",
      source: "After a click both speak the new state (reference/screen-readers.md)"),
    ComponentExample(
      "- checkbox: { label: Save address, exposes-state: false }", voiceOver: "Save address, button",
      talkBack: "Save address, Button",
      source: "seed 001's State criterion: a custom control that does not expose its state is read as a plain button"),
  ]
  public static let keys: [PropertyKey] = [
    PropertyKey("checked", .bool, "Whether it starts checked."),
    PropertyKey(
      "exposes-state", .bool, "false: a custom control that never tells the screen reader its state (a State defect)."),
  ]

  public var common: CommonProperties
  public var checked: Bool
  public var exposesState: Bool

  public init(common: CommonProperties, checked: Bool = false, exposesState: Bool = true) {
    self.common = common
    self.checked = checked
    self.exposesState = exposesState
  }

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.init(
      common: common, checked: reader.bool("checked") ?? false,
      exposesState: reader.bool("exposes-state") ?? true)
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    switch context.platform {
    case .ios:
      context.labelledNodes(for: common, role: .button) { node in
        guard exposesState, node.valueSource != .accessibilityValue else { return }
        node.value = context.words[checked ? .checkboxValueChecked : .checkboxValueNotChecked]
        node.valueSource = .checkedStateValue
      }
    case .android:
      context.labelledNodes(for: common, role: exposesState ? .checkBox : .button) { node in
        if exposesState { node.checked = checked }
      }
    }
  }

  public mutating func perform(_ action: ComponentAction, part: String, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled else { return [] }
    checked.toggle()
    return [.stateChanged] + common.activationEffects
  }
}

extension Checkbox {
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    checked = previous.checked
    return .kept
  }
}
