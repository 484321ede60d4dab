/// A time, chosen in a picker that opens from a button.
///
/// iOS: hour, minute and AM/PM wheels with Done. Android: a TimePickerDialog
/// (seed 004) with two modes: the clock (hour and minute chips, AM and PM radio
/// buttons, the dial) and text input (hour and minute edit boxes and an AM/PM
/// drop down list), a button to switch between them, Cancel and OK. The
/// dialog's words are the framework's own strings; how they are spoken comes
/// from TalkBack's rules.
public struct TimePicker: Component {
  public static let kind = "time-picker"
  public static let summary = "A button that opens time wheels (iOS) or a TimePickerDialog (Android)."
  public static let examples = [
    ComponentExample(
      "- time-picker: { label: Alarm, value: \"07:30\" }", voiceOver: "Alarm, 7:30 AM, button",
      talkBack: "Alarm, Button, 7:30 AM", source: "seed 004: a button showing the chosen time"),
    ComponentExample(
      "- time-picker: { label: Alarm, value: \"07:30\" }",
      commands: ["first", "activate", "touch AM", "activate", "escape"],
      voiceOver: "Alarm, 7:30 AM, button", talkBack: nil,
      source:
        "an iOS wheel is adjusted by swiping, not opened: a double tap on the AM/PM wheel opens nothing, so one scrub closes the wheels"
    ),
  ]
  public static let value = PropertyKey(
    "value", .time,
    "The time shown, HH:MM in 24-hour time (quote it: \"07:30\"); shown and read in the locale's clock (\"7:30 AM\", \"07:30\")."
  )
  public static let keys: [PropertyKey] = [value]

  enum Mode: Sendable { case clock, text }
  enum DialUnit: String, Sendable { case hours, minutes }

  public var common: CommonProperties
  public var value: TimeOfDay
  var draft: TimeOfDay
  var mode = Mode.clock
  var dial = DialUnit.hours

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    if !reader.has(Self.value) {
      reader.diagnostics.error(at: reader.location, "time-picker needs 'value', a time such as \"07:30\"")
    }
    let time = reader.time(Self.value) ?? .placeholder
    value = time
    draft = time
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: .button) { node in
      if node.valueSource != .accessibilityValue {
        node.value = context.timePattern.format(value)
        node.valueSource = .timeOnButton
      }
    }
  }

  public func popup(_ context: RealizationContext, name: ComponentPart) -> PopupContent? {
    switch (context.platform, name.kind) {
    case (.ios, _): wheels(context)
    case (.android, .period): periodList(context)
    case (.android, _): mode == .clock ? clockDialog(context) : textDialog(context)
    }
  }

  func node(
    _ context: RealizationContext, _ part: ComponentPart, _ role: Role, _ name: String?,
    source: PartSource = .dialogText
  ) -> AccessibilityNode {
    var node = AccessibilityNode(
      id: part.nodeID(in: common.id), role: role, name: name, nameSource: source, route: context.route(part))
    node.isActionable = role == .button || role == .radioButton || role == .dropDownList || role == .textField
    return node
  }

  /// One of the platform's own buttons (Done; Cancel, OK), in the device's language:
  /// the reader's table, English where it has no word (and `why` says so).
  func platformButton(_ context: RealizationContext, _ part: ComponentPart, _ key: WordKey) -> AccessibilityNode {
    let label = context.words.phrase(key)
    return node(
      context, part, .button, label.text, source: context.words.source(.dialogText, isFallback: label.isFallback))
  }

  /// A node named by one of the dialog's words: Material's string in the device's
  /// language, or seed 004's English where Material has none (marked for `why`).
  func dialogNode(
    _ context: RealizationContext, _ part: ComponentPart, _ role: Role, _ key: WordKey,
    source: PartSource = .dialogText
  ) -> AccessibilityNode {
    let name = context.words.phrase(key)
    return node(context, part, role, name.text, source: context.words.source(source, isFallback: name.isFallback))
  }

  func wheels(_ context: RealizationContext) -> PopupContent {
    var nodes: [AccessibilityNode] = []
    let clock = context.timePattern
    var wheels: [(ComponentPart.Kind, String)] = [
      (.hour, clock.hour(draft)), (.minute, TimePattern.twoDigits(draft.minute)),
    ]
    // A 24-hour locale's picker has no AM/PM wheel.
    if !clock.uses24Hour { wheels.append((.period, draft.period)) }
    for (part, value) in wheels {
      var wheel = node(context, ComponentPart(part), .pickerItem, nil)
      wheel.isAdjustable = true
      wheel.isActionable = false
      wheel.value = value
      wheel.valueSource = .selectedOnWheel(part.name)
      nodes.append(wheel)
    }
    nodes.append(platformButton(context, ComponentPart(.done), .pickerDone))
    return PopupContent(title: nil, kind: .popup, nodes: nodes, initialFocus: 0)
  }

  func clockDialog(_ context: RealizationContext) -> PopupContent {
    let words = context.words
    var hour = dialogNode(context, ComponentPart(.hourChip), .none, .timeHourChip, source: .hourChip)
    hour.containerLabel = words[.timeHeaderGroup]
    hour.hint = dial == .hours ? words[.timeHourShown] : nil
    // ClickActionDelegate(material_hour_selection): TalkBack's "Double-tap to <label>".
    hour.clickLabel = words[.timeSelectHours]
    hour.isActionable = true
    var minute = dialogNode(context, ComponentPart(.minuteChip), .none, .timeMinuteChip, source: .minuteChip)
    minute.hint = dial == .minutes ? words[.timeMinuteShown] : nil
    minute.clickLabel = words[.timeSelectMinutes]
    minute.isActionable = true
    var nodes = [hour, minute]
    let uses24Hour = context.timePattern.uses24Hour
    // In 24-hour time (the device's setting, by locale) the dialog has no AM and PM buttons.
    for (index, (part, period)) in [(ComponentPart.Kind.am, "AM"), (.pm, "PM")].enumerated() where !uses24Hour {
      var radio = node(context, ComponentPart(part), .radioButton, period, source: .radioButtonText)
      // Compose's selectable state descriptions, in the device's language.
      radio.stateDescription = words[draft.period == period ? .composeSelected : .composeNotSelected]
      radio.position = Position(index: index + 1, count: 2)
      radio.isSingleSelectionItem = true
      nodes.append(radio)
    }
    var dialNode = node(
      context, ComponentPart(.dial), .slider, dial == .hours ? "Hours" : "Minutes", source: .clockFace)
    dialNode.isAdjustable = true
    dialNode.isActionable = false
    dialNode.value = dial == .hours ? String(uses24Hour ? draft.hour : draft.hour12) : String(draft.minute)
    dialNode.valueSource = .clockHandPosition
    nodes.append(dialNode)
    nodes.append(dialogNode(context, ComponentPart(.mode), .button, .timeToTextMode, source: .modeToggle))
    nodes.append(platformButton(context, ComponentPart(.cancel), .dialogCancel))
    nodes.append(platformButton(context, ComponentPart(.ok), .dialogOK))
    return PopupContent(title: nil, kind: .dialog, nodes: nodes, initialFocus: 0)
  }

  func textDialog(_ context: RealizationContext) -> PopupContent {
    var title = dialogNode(context, ComponentPart(.title), .heading, .timeTitle)
    title.isActionable = false
    var label = dialogNode(context, ComponentPart(.typeIn), .staticText, .timeTypeIn)
    label.isActionable = false
    var hour = dialogNode(context, ComponentPart(.hourField), .textField, .timeHourField, source: .emptyEditBoxHint)
    hour.labeledBy = "hour"
    var colon = node(context, ComponentPart(.colon), .staticText, ":", source: .separatorText)
    colon.isActionable = false
    var minute = dialogNode(
      context, ComponentPart(.minuteField), .textField, .timeMinuteField, source: .emptyEditBoxHint)
    minute.labeledBy = "minute"
    var period = node(context, ComponentPart(.period), .dropDownList, nil)
    period.value = draft.period
    period.valueSource = .chosenPeriod
    let fields = context.timePattern.uses24Hour ? [hour, colon, minute] : [hour, colon, minute, period]
    let nodes =
      [title, label] + fields + [
        dialogNode(context, ComponentPart(.mode), .button, .timeToClockMode, source: .modeToggle),
        platformButton(context, ComponentPart(.cancel), .dialogCancel),
        platformButton(context, ComponentPart(.ok), .dialogOK),
      ]
    return PopupContent(title: title.name, kind: .dialog, nodes: nodes, initialFocus: 2)
  }

  func periodList(_ context: RealizationContext) -> PopupContent {
    let collection = CollectionMembership(id: "\(common.id).period-list", kind: .list, itemCount: nil)
    let nodes = ["AM", "PM"].enumerated().map { index, period in
      // The AM/PM Spinner's rows are CheckedTextViews (simple_spinner_dropdown_item).
      var item = node(context, ComponentPart(.periodOption, index: index), .checkedText, period, source: .itemText)
      item.isActionable = true
      item.checked = draft.period == period
      item.isSingleSelectionItem = true
      item.collection = collection
      return item
    }
    return PopupContent(title: nil, kind: .popup, nodes: nodes, initialFocus: 0)
  }

  func settingPeriod(_ period: String) -> TimeOfDay {
    guard draft.period != period else { return draft }
    return TimeOfDay(hour: (draft.hour + 12) % 24, minute: draft.minute) ?? draft
  }

  func adjusted(_ part: ComponentPart.Kind, by delta: Int) -> TimeOfDay {
    let hourly = part == .hour || (part == .dial && dial == .hours)
    if part == .period { return TimeOfDay(hour: (draft.hour + 12) % 24, minute: draft.minute) ?? draft }
    if hourly { return TimeOfDay(hour: (draft.hour + delta + 24) % 24, minute: draft.minute) ?? draft }
    return TimeOfDay(hour: draft.hour, minute: (draft.minute + delta + 60) % 60) ?? draft
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    switch (action, part.kind) {
    case (.activate, .main):
      guard !common.disabled else { return [] }
      draft = value
      mode = .clock
      dial = .hours
      return [.openPopup(.main)]
    case (.increment, _), (.decrement, _):
      draft = adjusted(part.kind, by: action == .increment ? 1 : -1)
      if platform == .ios { value = draft }
      return [.valueChanged]
    case (.activate, .hourChip):
      dial = .hours
      return [.stateChanged]
    case (.activate, .minuteChip):
      dial = .minutes
      return [.stateChanged]
    case (.activate, .am), (.activate, .pm):
      draft = settingPeriod(part.kind == .am ? "AM" : "PM")
      return [.stateChanged]
    case (.activate, .mode):
      mode = mode == .clock ? .text : .clock
      return [.contentReplaced(speaksTitle: mode == .text)]
    case (.activate, .period) where platform == .android:
      // Android's AM/PM is a drop down list; on iOS "period" is a wheel, which a double tap does not open.
      return [.openPopup(ComponentPart(.period))]
    case (.activate, .periodOption):
      draft = settingPeriod(part.index == 0 ? "AM" : "PM")
      return [.closePopup(ComponentPart(.period))]
    case (.activate, .done), (.activate, .ok):
      value = draft
      return [.closePopup(.main)] + common.activationEffects
    case (.activate, .cancel):
      draft = value
      return [.closePopup(.main)]
    case (.dismiss, .period):
      return []
    case (.dismiss, _):
      draft = value
      return []
    default:
      return []
    }
  }
}

extension TimePicker {
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    value = previous.value
    draft = previous.draft
    mode = previous.mode
    dial = previous.dial
    return .kept
  }
}

extension ComponentPart.Kind {
  /// The wheels (iOS), and Android's AM/PM drop down list, whose popup is named after it.
  static let hour = Self("hour")
  static let minute = Self("minute")
  static let period = Self("period")
  /// An item of Android's AM/PM list.
  static let periodOption = Self("period.option")
  /// TimePickerDialog's clock mode: the hour and minute chips, the AM and PM radio buttons, the dial.
  static let hourChip = Self("hour-chip")
  static let minuteChip = Self("minute-chip")
  static let am = Self("am")
  static let pm = Self("pm")
  static let dial = Self("dial")
  /// The button that switches between clock and text input.
  static let mode = Self("mode")
  /// TimePickerDialog's text input mode.
  static let typeIn = Self("type-in")
  static let hourField = Self("hour-field")
  static let colon = Self("colon")
  static let minuteField = Self("minute-field")
}
