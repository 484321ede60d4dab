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
  public static let keys: [PropertyKey] = [
    PropertyKey("value", .time, "The time shown, HH:MM in 24-hour time (quote it: \"07:30\").")
  ]

  /// The framework's strings for TimePickerDialog (English), as the seed device spoke them.
  enum DialogText {
    static let headerGroup = "Hour, Minutes and Period"
    static let hourChip = "Select Hours"
    static let minuteChip = "Minute"
    static let toTextMode = "Switch to text input mode for the time input"
    static let toClockMode = "Switch to clock mode for the time input"
    static let textModeTitle = "Set time"
    static let textModeLabel = "Type in time"
    static let hourFieldHint = "Hour"
    static let minuteFieldHint = "Minutes"
  }

  enum Mode: Sendable { case clock, text }
  enum DialUnit: String, Sendable { case hours, minutes }

  public var common: CommonProperties
  public var value: TimeOfDay
  var draft: TimeOfDay
  var mode = Mode.clock
  var dial = DialUnit.hours

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    if !reader.has("value") {
      reader.diagnostics.error(at: reader.location, "time-picker needs 'value', a time such as \"07:30\"")
    }
    let time = reader.time("value") ?? TimeOfDay(hour: 9, minute: 0)!
    value = time
    draft = time
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: .button) { node in
      if node.valueSource != .accessibilityValue {
        node.value = value.spoken
        node.valueSource = .timeOnButton
      }
    }
  }

  public func popup(_ context: RealizationContext, name: String) -> PopupContent? {
    switch (context.platform, name) {
    case (.ios, _): wheels(context)
    case (.android, "period"): periodList(context)
    case (.android, _): mode == .clock ? clockDialog(context) : textDialog(context)
    }
  }

  func node(
    _ context: RealizationContext, _ part: String, _ role: Role, _ name: String?, source: PartSource = .dialogText
  ) -> AccessibilityNode {
    var node = AccessibilityNode(
      id: "\(common.id).\(part)", role: role, name: name, nameSource: source, route: context.route(part))
    node.isActionable = role == .button || role == .radioButton || role == .dropDownList || role == .textField
    return node
  }

  func wheels(_ context: RealizationContext) -> PopupContent {
    var nodes: [AccessibilityNode] = []
    let minute = (draft.minute < 10 ? "0" : "") + String(draft.minute)
    for (part, value) in [("hour", String(draft.hour12)), ("minute", minute), ("period", draft.period)] {
      var wheel = node(context, part, .pickerItem, nil)
      wheel.isAdjustable = true
      wheel.isActionable = false
      wheel.value = value
      wheel.valueSource = .selectedOnWheel(part)
      nodes.append(wheel)
    }
    nodes.append(node(context, "done", .button, "Done"))
    return PopupContent(title: nil, kind: .popup, nodes: nodes, initialFocus: 0)
  }

  func clockDialog(_ context: RealizationContext) -> PopupContent {
    var hour = node(context, "hour-chip", .none, DialogText.hourChip, source: .hourChip)
    hour.containerLabel = DialogText.headerGroup
    hour.hint = dial == .hours ? "Hour displayed" : nil
    hour.clickLabel = "select hours"
    hour.isActionable = true
    var minute = node(context, "minute-chip", .none, DialogText.minuteChip, source: .minuteChip)
    minute.hint = dial == .minutes ? "Minute displayed" : nil
    minute.clickLabel = "select minutes"
    minute.isActionable = true
    var nodes = [hour, minute]
    for (index, period) in ["AM", "PM"].enumerated() {
      var radio = node(context, period.lowercased(), .radioButton, period, source: .radioButtonText)
      radio.stateDescription = (draft.period == period) ? "Selected" : "Not selected"
      radio.position = Position(index: index + 1, count: 2)
      radio.isSingleSelectionItem = true
      nodes.append(radio)
    }
    var dialNode = node(context, "dial", .slider, dial == .hours ? "Hours" : "Minutes", source: .clockFace)
    dialNode.isAdjustable = true
    dialNode.isActionable = false
    dialNode.value = dial == .hours ? String(draft.hour12) : String(draft.minute)
    dialNode.valueSource = .clockHandPosition
    nodes.append(dialNode)
    nodes.append(node(context, "mode", .button, DialogText.toTextMode, source: .modeToggle))
    nodes.append(node(context, "cancel", .button, "Cancel"))
    nodes.append(node(context, "ok", .button, "OK"))
    return PopupContent(title: nil, kind: .dialog, nodes: nodes, initialFocus: 0)
  }

  func textDialog(_ context: RealizationContext) -> PopupContent {
    var title = node(context, "title", .heading, DialogText.textModeTitle)
    title.isActionable = false
    var label = node(context, "type-in", .staticText, DialogText.textModeLabel)
    label.isActionable = false
    var hour = node(
      context, "hour-field", .textField, DialogText.hourFieldHint, source: .emptyEditBoxHint)
    hour.labeledBy = "hour"
    var colon = node(context, "colon", .staticText, ":", source: .separatorText)
    colon.isActionable = false
    var minute = node(
      context, "minute-field", .textField, DialogText.minuteFieldHint, source: .emptyEditBoxHint)
    minute.labeledBy = "minute"
    var period = node(context, "period", .dropDownList, nil)
    period.value = draft.period
    period.valueSource = .chosenPeriod
    let nodes = [
      title, label, hour, colon, minute, period,
      node(context, "mode", .button, DialogText.toClockMode, source: .modeToggle),
      node(context, "cancel", .button, "Cancel"), node(context, "ok", .button, "OK"),
    ]
    return PopupContent(title: DialogText.textModeTitle, kind: .dialog, nodes: nodes, initialFocus: 2)
  }

  func periodList(_ context: RealizationContext) -> PopupContent {
    let collection = CollectionMembership(id: "\(common.id).period-list", kind: .list, itemCount: nil)
    let nodes = ["AM", "PM"].enumerated().map { index, period in
      var item = node(context, "period.option.\(index)", .none, period, source: .itemText)
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

  func adjusted(_ part: String, by delta: Int) -> TimeOfDay {
    let hourly = part == "hour" || (part == "dial" && dial == .hours)
    if part == "period" { return TimeOfDay(hour: (draft.hour + 12) % 24, minute: draft.minute) ?? draft }
    if hourly { return TimeOfDay(hour: (draft.hour + delta + 24) % 24, minute: draft.minute) ?? draft }
    return TimeOfDay(hour: draft.hour, minute: (draft.minute + delta + 60) % 60) ?? draft
  }

  public mutating func perform(_ action: ComponentAction, part: String, platform: Platform) -> [Effect] {
    switch (action, part) {
    case (.activate, ""):
      guard !common.disabled else { return [] }
      draft = value
      mode = .clock
      dial = .hours
      return [.openPopup("")]
    case (.increment, _), (.decrement, _):
      draft = adjusted(part, by: action == .increment ? 1 : -1)
      if platform == .ios { value = draft }
      return [.valueChanged]
    case (.activate, "hour-chip"):
      dial = .hours
      return [.stateChanged]
    case (.activate, "minute-chip"):
      dial = .minutes
      return [.stateChanged]
    case (.activate, "am"), (.activate, "pm"):
      draft = settingPeriod(part.uppercased())
      return [.stateChanged]
    case (.activate, "mode"):
      mode = mode == .clock ? .text : .clock
      return [.contentReplaced(title: mode == .text ? DialogText.textModeTitle : nil)]
    case (.activate, "period") where platform == .android:
      // Android's AM/PM is a drop down list; on iOS "period" is a wheel, which a double tap does not open.
      return [.openPopup("period")]
    case (.activate, "period.option.0"), (.activate, "period.option.1"):
      draft = settingPeriod(part.hasSuffix("0") ? "AM" : "PM")
      return [.closePopup("period")]
    case (.activate, "done"), (.activate, "ok"):
      value = draft
      return [.closePopup("")] + common.activationEffects
    case (.activate, "cancel"):
      draft = value
      return [.closePopup("")]
    case (.dismiss, "period"):
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
