/// A number changed with two buttons: iOS UIStepper ("Decrement" and "Increment"
/// buttons, the new value spoken after each press); on Android the usual two
/// buttons around a value text that is a polite live region.
public struct Stepper: Component {
  public static let kind = "stepper"
  public static let summary =
    "A number with decrement and increment buttons (UIStepper / two buttons and a live value)."
  public static let value = PropertyKey.rangeValue.described(
    "The current value (default: the minimum); shown with as many decimals as the most any of value, min, max and step is written with (1.00)."
  )
  public static let min = PropertyKey.rangeMin
  public static let max = PropertyKey.rangeMax
  public static let step = PropertyKey.rangeStep.described(
    "How much one press changes it (default 1, or 1 in its last decimal: 0.01).")
  public static let keys: [PropertyKey] = [value, min, max, step]
  public static let examples = [
    ComponentExample(
      "- stepper: { label: Quantity, value: 1 }", voiceOver: "Quantity, 1", talkBack: "Quantity, 1",
      source: "the value is shown as text beside the buttons; both read it as static text"),
    ComponentExample(
      "- stepper: { label: Quantity, value: 1 }", commands: ["first", "next"], voiceOver: "Decrement, button",
      talkBack: "Decrease, Button",
      source:
        "UIStepper's buttons are labelled 'Decrement' and 'Increment'; Android apps label theirs (Material's 'Decrease' / 'Increase')"
    ),
    ComponentExample(
      "- stepper: { label: Quantity, value: 1, max: 3 }", commands: ["first", "last", "activate"], voiceOver: "2",
      talkBack: "Quantity, 2",
      source:
        "UIStepper posts its new value, which VoiceOver speaks; on Android the value text is a polite live region, read whole (compositor.json: TYPE_WINDOW_CONTENT_CHANGED, get_description_for_tree)"
    ),
    ComponentExample(
      "- stepper: { label: Quantity, value: 3, min: 1, max: 3, step: 2 }", commands: ["first", "last"],
      voiceOver: "Increment, dimmed, button", talkBack: "Increase, Button, disabled",
      source: "at its maximum the increment button is disabled: 'dimmed' / 'disabled'"),
    ComponentExample(
      "- stepper: { label: Speed, value: 1.00, min: 1.00, max: 1.05, step: 0.01 }",
      commands: ["first", "last", "activate"], voiceOver: "1.01", talkBack: "Speed, 1.01",
      source:
        "a decimal value is the app's text, with the decimals it is written with: UIStepper's value as the app posts it, the Android value text read whole (a polite live region)"
    ),
    ComponentExample(
      "- button: Mute\n- stepper: { label: Quantity, value: 1 }", commands: ["key tab"],
      voiceOver: "Decrement, button", talkBack: "Decrease, Button",
      source:
        "an external keyboard's Tab reaches a stepper's buttons on both platforms (buttons are keyboard-focusable; Full Keyboard Access, support.apple.com/guide/iphone/iph3cb6a7f32)"
    ),
  ]

  public var common: CommonProperties
  /// In units of the last decimal (`scale`): 1.05 with scale 2 is 105.
  public var value: Int
  public var min: Int
  public var max: Int
  public var step: Int
  /// How many decimals the value is written and shown with.
  public var scale: Int

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    let range = reader.decimalRange(exampleMax: 10)
    (min, max, value, scale) = (range.min, range.max, range.value, range.scale)
    step = range.step ?? 1
  }

  /// The value as the app shows it.
  var valueText: String { FixedDecimal.text(value, scale: scale) }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let ios = context.platform == .ios
    var text = context.node(for: common, role: .staticText, part: ComponentPart(.value), actionable: false)
    text.value = valueText
    text.valueSource = .valueText
    if text.name == nil { text.name = valueText }
    // The buttons' words are the platform's (UIStepper's) or the app's, in the
    // device's language where the reader's table has them.
    func button(_ part: ComponentPart.Kind, _ key: WordKey, enabled: Bool) -> AccessibilityNode {
      var node = context.node(for: common, role: .button, part: ComponentPart(part))
      let name = context.words.phrase(key)
      node.name = name.text
      node.nameSource = context.words.source(
        ios ? .stepperButtonLabel : .buttonContentDescription, isFallback: name.isFallback)
      node.hint = nil
      node.isEnabled = enabled && !common.disabled
      node.isActionable = node.isEnabled
      return node
    }
    return [
      text,
      button(.decrement, .stepperDecrement, enabled: value > min),
      button(.increment, .stepperIncrement, enabled: value < max),
    ]
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled else { return [] }
    switch part.kind {
    case .decrement where value > min: value = Swift.max(min, value - step)
    case .increment where value < max: value = Swift.min(max, value + step)
    default: return []
    }
    // The value text changed: VoiceOver speaks the value UIStepper posts, TalkBack
    // reads the live region whole (their phrasing's `shownValueChanged`).
    return [.shownValueChanged(ComponentPart(.value))]
  }
}

extension ComponentPart.Kind {
  /// The value shown between the buttons.
  static let value = Self("value")
  static let decrement = Self("decrement")
  static let increment = Self("increment")
}

extension Stepper {
  /// The value the user stepped to, while the edited range still holds it.
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    guard previous.scale == scale else { return .reset("it is now written with \(scale) decimals") }
    return RangedValue.restore(&value, previous.value, in: min...max)
  }
}
