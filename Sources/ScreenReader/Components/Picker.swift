/// A value picked by swiping up and down: an iOS wheel (adjustable, "picker
/// item"), an Android NumberPicker (swipe up or down to adjust).
public struct Picker: SingleChoiceControl {
  public static let kind = "picker"
  public static let summary = "An adjustable value: iOS picker wheel, Android number picker."
  public static let examples = [
    ComponentExample(
      "- picker: { label: Month, options: [January, February], selected: February }",
      voiceOver: "Month, February, picker item, adjustable, 2 of 2", talkBack: "Month, February",
      source:
        "seed 004 ('November, picker item, adjustable'); the row's position after the traits, as recorded on a UIPickerView (react-native-picker/picker pull request 582, 2024: the label, the selected item's text, 'picker item', 'adjustable', then its position, 'e.g. 1 of 3'); an Android NumberPicker has no role word of its own and no position"
    ),
    ComponentExample(
      "- picker: { label: Month, options: [January, February], selected: February }",
      commands: ["first", "decrement"], voiceOver: "January", talkBack: "January",
      source: "swiping down speaks the new value (reference/screen-readers.md)"),
  ]
  // A wheel's values are all choosable: no disabled-options.
  public static let keys = SingleChoice.keys(
    options: "The values, in order.", selected: "The current value (default: the first)."
  )
  .filter { $0.name != PropertyKey.disabledOptions.name }

  public var common: CommonProperties
  public var choice: SingleChoice

  public init(common: CommonProperties, choice: SingleChoice) {
    self.common = common
    self.choice = choice
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: context.platform == .ios ? .pickerItem : .none) { node in
      node.isAdjustable = true
      node.isActionable = false
      // A UIPickerView's row says where it is in its component ("1 of 3", after the
      // traits: react-native-picker/picker pull request 582's recordings, 2024); Android's
      // NumberPicker reports no collection. UIDatePicker's wheels keep none: no public
      // recording gives their positions (their rows loop).
      if context.platform == .ios {
        node.position = Position(index: choice.selected + 1, count: choice.options.count)
      }
      if node.valueSource != .accessibilityValue {
        node.value = choice.selectedText
        node.valueSource = .selectedRow
      }
    }
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard !common.disabled else { return [] }
    switch action {
    case .increment where choice.selected + 1 < choice.options.count:
      choice.selected += 1
    case .decrement where choice.selected > 0:
      choice.selected -= 1
    default:
      return []
    }
    return [.valueChanged]
  }
}
