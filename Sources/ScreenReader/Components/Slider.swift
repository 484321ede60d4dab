/// A value in a range, changed in steps: iOS UISlider (adjustable, the new value
/// spoken after each swipe), Android SeekBar / Compose Slider ("Slider", its value
/// first, "\"Swipe up\" or \"Swipe down\" to adjust").
public struct Slider: Component {
  public static let kind = "slider"
  public static let summary = "A value in a range, adjusted in steps (UISlider / SeekBar)."
  public static let value = PropertyKey.rangeValue.described(
    "The current value (default: the minimum); a number with decimals (1.05) keeps as many as the most any of value, min, max and step is written with."
  )
  public static let min = PropertyKey.rangeMin
  public static let max = PropertyKey.rangeMax
  public static let step = PropertyKey.rangeStep.described(
    "How much one swipe changes it (default: the platform's, 10% of the range on iOS, 5% on Android).")
  public static let format = PropertyKey(
    "format", .oneOf(Format.self), "How the value is read: percent (default) or the number.")
  public static let valueText = PropertyKey(
    "value-text", .string, "Custom text for the value; {value} stands for the number, e.g. '{value} degrees'.")
  public static let noRange = PropertyKey(
    "no-range", .bool,
    "The control adjusts but exposes no range (a custom view with no RangeInfo / no accessibilityValue): no number is read; value-text still is."
  )
  public static let keys: [PropertyKey] = [value, min, max, step, format, valueText, noRange]
  public static let examples = [
    ComponentExample(
      "- slider: { label: Volume, value: 40 }", voiceOver: "Volume, 40%, adjustable",
      talkBack: "40 percent, Volume, Slider",
      source:
        "VoiceOver: UISlider's accessibilityValue is a percentage, and the adjustable trait says 'adjustable'. TalkBack: rule_seek_bar, state first, template_percent '%1$s percent', value_seek_bar 'Slider' (compositor.json, strings_compositor.xml)"
    ),
    ComponentExample(
      "- slider: { label: Volume, value: 40 }",
      voiceOver: "Volume, 40%, adjustable, Swipe up or down with one finger to adjust the value",
      talkBack: "40 percent, Volume, Slider, \"Swipe up\" or \"Swipe down\" to adjust", hints: true,
      source:
        "the adjustable hints: VoiceOver's, and TalkBack 15's template_hint_adjustable_2gesture, which quotes the gesture titles title_pref_shortcut_up and _down (google/talkback 26a27dc0 talkback/src/main/res/values/strings_compositor.xml, strings.xml)"
    ),
    ComponentExample(
      "- slider: { label: Zoom, value: 10, long-press: { announce: Reset } }",
      voiceOver: "Zoom, 10%, adjustable, Swipe up or down with one finger to adjust the value",
      talkBack: "10 percent, Zoom, Slider, \"Swipe up\" or \"Swipe down\" to adjust", hints: true,
      source:
        "a seek bar that scrolls says the adjust hint alone, no long-press hint (NodeRoleHint.getSeekBarHint, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- slider: { label: Volume, value: 40 }", commands: ["first", "increment"], voiceOver: "50%",
      talkBack: "45 percent, Volume, Slider",
      source:
        "UISlider moves 10% of its range per swipe and VoiceOver speaks the new value; SeekBar moves max(1, range / 20) (AbsSeekBar) and TalkBack re-reads a seek control whose state changed (compositor.json, state_description, seek_control)"
    ),
    ComponentExample(
      "- button: Mute\n- slider: { label: Volume, value: 40 }", commands: ["key tab"],
      voiceOver: "Volume, 40%, adjustable", talkBack: "40 percent, Volume, Slider",
      source:
        "an external keyboard's Tab reaches a slider: Android's SeekBar is focusable (AOSP core/res/res/values/styles.xml Widget.SeekBar, AbsSeekBar.onKeyDown adjusting with the arrow keys), and Full Keyboard Access moves to a UISlider (support.apple.com/guide/iphone/iph3cb6a7f32)"
    ),
    ComponentExample(
      "- slider: { label: Temperature, value: 20, min: 10, max: 30, step: 1, format: number }",
      commands: ["first", "decrement"], voiceOver: "19", talkBack: "19, Temperature, Slider",
      source: "an int range is read as its value (template_value)"),
    ComponentExample(
      "- slider: { label: Speed, value: 1.00, min: 1.00, max: 1.20, step: 0.05, format: number }",
      commands: ["first", "increment"], voiceOver: "1.05", talkBack: "1.05, Speed, Slider",
      source:
        "steps of 0.05 from 1.00: iOS speaks the value the app shows (1.05); TalkBack reads a float range's value as Java writes the float (SeekBarDescription RANGE_TYPE_FLOAT, template_value, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- slider: { label: Speed, value: 1.00, min: 1.00, max: 1.20, step: 0.05, format: number }",
      voiceOver: "Speed, 1.00, adjustable", talkBack: "1.0, Speed, Slider",
      source: "String.valueOf(1.0f) is '1.0': TalkBack drops the app's second decimal; iOS keeps the app's text"),
    ComponentExample(
      "- slider: { label: Volume, value: 40, android: { widget: material-slider } }",
      voiceOver: "Volume, 40%, adjustable", talkBack: "40.0, Volume, Slider",
      source:
        "Material Components' Slider gives its node RangeInfo(RANGE_TYPE_FLOAT, valueFrom, valueTo, value) as a SeekBar and no state description (BaseSlider.AccessibilityHelper.onPopulateNodeForVirtualView, material-components-android), so TalkBack reads String.valueOf(value) (SeekBarDescription RANGE_TYPE_FLOAT, template_value, google/talkback 26a27dc0) where a SeekBar's ProgressBar state description is a percent"
    ),
    ComponentExample(
      "- slider: { label: Temperature, value: 20, min: 10, max: 30, value-text: \"{value} degrees\" }",
      voiceOver: "Temperature, 20 degrees, adjustable", talkBack: "20 degrees, Temperature, Slider",
      source: "a custom accessibilityValue / stateDescription replaces the number"),
    ComponentExample(
      "- slider: { label: Volume, value: 40, hint: Changes the ringer volume. }",
      voiceOver:
        "Volume, 40%, adjustable, Changes the ringer volume, Swipe up or down with one finger to adjust the value",
      talkBack: nil, hints: true,
      source:
        "the app's hint, then the adjustable trait's: '%@. Swipe up or down with one finger to adjust the value.' (trait.adjustable.hint_format; cashapp/AccessibilitySnapshot 5b03db8, DescriptionEdgeCasesViewController.swift row 02 'Hint. Swipe up or down with one finger to adjust the value.')"
    ),
    ComponentExample(
      "- slider: { label: Volume, value: 40, disabled: true }", voiceOver: "Volume, 40%, dimmed, adjustable",
      talkBack: nil, hints: true,
      source:
        "a dimmed adjustable element has no adjustable hint (hidesAdjustableHint: notEnabled; cashapp/AccessibilitySnapshot 5b03db8, UIAccessibility+SnapshotAdditions.swift)"
    ),
    ComponentExample(
      "- slider: { label: Volume, value: 40, no-range: true }", voiceOver: "Volume, adjustable",
      talkBack: "Volume, Slider",
      source:
        "TalkBack: a seek control with no RangeInfo has no percent to read: SeekBarDescription.seekBarPercentText gives '' for a focus event (no item count), and with no state description the state slot is empty (google/talkback 26a27dc0); Slider from its SeekBar class (Role.getRole). VoiceOver, from the documented rule, not observed: an adjustable element with no accessibilityValue says its label and the adjustable trait, the value left out when empty, the adjustable hint kept (VoiceOver's composition as cashapp/AccessibilitySnapshot models it, UIAccessibility+SnapshotAdditions.swift 032df36b; Apple's UIAccessibilityTraits.adjustable)"
    ),
    ComponentExample(
      "- slider: { label: Volume, value: 40, no-range: true }", commands: ["first", "increment"], voiceOver: nil,
      talkBack: "",
      source:
        "nothing changes that TalkBack can read: no range, no state description (SeekBarDescription, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- slider: { label: Temperature, value: 20, min: 10, max: 30, step: 1, no-range: true, value-text: \"{value} degrees\" }",
      commands: ["first", "increment"], voiceOver: "21 degrees", talkBack: "21 degrees, Temperature, Slider",
      source:
        "with no range, a state description is what TalkBack reads (SeekBarDescription.stateDescription, google/talkback 26a27dc0), and the accessibilityValue what VoiceOver reads"
    ),
  ]

  public enum Format: String, Sendable, CaseIterable { case percent, number }

  public var common: CommonProperties
  /// In units of the last decimal (`scale`): 1.05 with scale 2 is 105.
  public var value: Int
  public var min: Int
  public var max: Int
  public var step: Int?
  /// How many decimals the numbers are written with.
  public var scale: Int
  public var format: Format
  public var valueText: String?
  /// The app exposes no range (`no-range`): only value-text is read of the value.
  public var noRange = false

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    let range = reader.decimalRange(exampleMax: 100)
    (min, max, value, step, scale) = (range.min, range.max, range.value, range.step, range.scale)
    format = reader.oneOf(Self.format, as: Format.self) ?? .percent
    valueText = reader.string(Self.valueText)
    noRange = reader.bool(Self.noRange) ?? false
  }

  /// The step one swipe moves, per platform when the scenario leaves it to the platform.
  func step(on platform: Platform) -> Int {
    if let step { return step }
    let range = max - min
    switch platform {
    case .ios: return Swift.max(1, (range + 5) / 10)  // UISlider: 10% of the range.
    case .android: return Swift.max(1, (range + 10) / 20)  // AbsSeekBar: max(1, round(range / 20)).
    }
  }

  var percent: Int { ((value - min) * 100 + (max - min) / 2) / (max - min) }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: .slider) { node in
      node.isAdjustable = true
      node.isActionable = false
      let shown = FixedDecimal.text(value, scale: scale)
      let custom = valueText.map { $0.replacingAll("{value}", with: shown) }
      if noRange {
        // No RangeInfo and no accessibilityValue: only the app's own value text is read
        // (SeekBarDescription.stateDescription, google/talkback 26a27dc0).
        // VoiceOver leaves out an empty value: label and trait alone (from the documented
        // rule, not observed: docs/fidelity.md).
        switch context.platform {
        case .ios:
          if node.valueSource != .accessibilityValue, let custom {
            node.value = custom
            node.valueSource = .sliderValueText
          }
        case .android:
          if common.android.stateDescription == nil { node.stateDescription = custom }
        }
        return
      }
      switch context.platform {
      case .ios:
        guard node.valueSource != .accessibilityValue else { return }
        node.value = custom ?? (format == .percent ? "\(percent)%" : shown)
        node.valueSource = custom != nil ? .sliderValueText : .sliderValue
      case .android:
        guard common.android.stateDescription == nil else { return }
        // A seek control's state: its stateDescription, else its range value (get_seek_bar_state):
        // template_percent in TalkBack's own words; a decimal range is a float range, its value
        // as Java writes a float (SeekBarDescription, google/talkback 26a27dc0).
        let number = scale > 0 ? FixedDecimal.javaFloatText(value, scale: scale) : shown
        if common.android.widget == .materialSlider {
          // Material's Slider reports a float range and no state description (BaseSlider's
          // AccessibilityHelper, RANGE_TYPE_FLOAT, material-components-android), so TalkBack
          // reads the float as Java writes it, never a percent (SeekBarDescription, 26a27dc0).
          node.stateDescription = custom ?? FixedDecimal.javaFloatText(value, scale: scale)
          return
        }
        node.stateDescription =
          custom ?? (format == .percent ? context.words[.seekBarPercent, .text(String(percent))] : number)
      }
    }
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard !common.disabled else { return [] }
    let old = value
    switch action {
    case .increment: value = Swift.min(max, value + step(on: platform))
    case .decrement: value = Swift.max(min, value - step(on: platform))
    default: return []
    }
    return value == old ? [] : [.valueChanged]
  }
}

extension String {
  /// Every occurrence of `target` replaced (the core avoids Foundation).
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

extension Slider {
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    guard previous.scale == scale else { return .reset("it is now written with \(scale) decimals") }
    return RangedValue.restore(&value, previous.value, in: min...max)
  }
}
