/// A check box: a button with a checked value on iOS (there is no native one),
/// a CheckBox on Android.
public struct Checkbox: TwoStateControl {
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
      "locale: en-GB\nelements:\n  - checkbox: { label: Save address, checked: true }",
      voiceOver: "Save address, checked, button", talkBack: "ticked, Save address, Tick box",
      source:
        "TalkBack in British English: value_checked 'ticked' and value_checkbox 'Tick box' (google/talkback 26a27dc0 talkback/src/main/res/values-en-rGB/strings_compositor.xml); VoiceOver's British words are unpublished, US English's are spoken and marked"
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
  public static let stateKey = PropertyKey("checked", .bool, "Whether it starts checked.")
  public static let exposesState = PropertyKey(
    "exposes-state", .bool, "false: a custom control that never tells the screen reader its state (a State defect).")
  public static let keys = [stateKey, exposesState]

  public var common: CommonProperties
  /// Checked.
  public var isOn: Bool
  public var exposesState: Bool

  public init(common: CommonProperties, checked: Bool = false, exposesState: Bool = true) {
    self.common = common
    self.isOn = checked
    self.exposesState = exposesState
  }

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.init(
      common: common, checked: Self.startsOn(reader),
      exposesState: reader.bool(Self.exposesState) ?? true)
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    switch context.platform {
    case .ios:
      context.labelledNodes(for: common, role: .button) { node in
        guard exposesState, node.valueSource != .accessibilityValue else { return }
        node.value = context.words[isOn ? .checkboxValueChecked : .checkboxValueNotChecked]
        node.valueSource = .checkedStateValue
      }
    case .android:
      context.labelledNodes(for: common, role: exposesState ? .checkBox : .button) { node in
        if exposesState { node.checked = isOn }
      }
    }
  }
}
