/// A date, chosen in a picker that opens from a button.
///
/// iOS: a button that opens month, day and year wheels (adjustable picker items)
/// with Done (seed 004). Android: a button that opens a DatePickerDialog in spinner
/// mode, with Cancel and OK; changes count only when OK is pressed.
public struct DatePicker: Component {
  public static let kind = "date-picker"
  public static let summary = "A button that opens date wheels (iOS) or a date picker dialog (Android)."
  public static let examples = [
    ComponentExample(
      "- date-picker: { label: Birthday, value: 1990-11-05 }", voiceOver: "Birthday, button",
      talkBack: "Birthday, Button, November 5, 1990",
      source: "seed 004 ('Birthday, button, activate to choose type'); the Android button shows its date as text"),
    ComponentExample(
      "- date-picker: { label: Birthday, value: 1990-11-05 }", commands: ["first", "activate"],
      voiceOver: "November, picker item, adjustable", talkBack: nil,
      source: "seed 004's iOS example 'November, picker item, adjustable'"),
    ComponentExample(
      "- date-picker: { label: Birthday, value: 1990-11-05 }", commands: ["first", "activate", "increment", "escape"],
      voiceOver: "Birthday, December 5, 1990, button", talkBack: nil,
      source: "once a date is chosen the compact picker's button shows it, and VoiceOver reads it as the button's value"
    ),
  ]
  public static let keys: [PropertyKey] = [
    PropertyKey("value", .date, "The date shown, YYYY-MM-DD.")
  ]

  public var common: CommonProperties
  public var value: CalendarDate
  /// What the open picker shows; committed by Done / OK.
  var draft: CalendarDate
  /// Whether the user has chosen a date: from then on the iOS button shows and speaks it.
  var chosen = false

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    if !reader.has("value") {
      reader.diagnostics.error(at: reader.location, "date-picker needs 'value', a date such as 1990-11-05")
    }
    let date = reader.date("value") ?? .placeholder
    value = date
    draft = date
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: .button) { node in
      // VoiceOver reads the compact picker's button by its label alone until a date
      // is chosen (seed 004), then with the date it shows.
      if (context.platform == .android || chosen) && node.valueSource != .accessibilityValue {
        node.value = value.spoken(context.words)
        node.valueSource = .dateOnButton
      }
    }
  }

  public func popup(_ context: RealizationContext, name: ComponentPart) -> PopupContent? {
    var nodes: [AccessibilityNode] = []
    for field in CalendarDate.Field.allCases {
      var wheel = AccessibilityNode(
        id: field.part.nodeID(in: common.id), role: context.platform == .ios ? .pickerItem : .none,
        name: context.platform == .ios ? nil : field.title,
        nameSource: .datePickerWheel(field: field.rawValue), route: context.route(field.part))
      wheel.isAdjustable = true
      wheel.value = text(of: field, in: draft, words: context.words, platform: context.platform)
      wheel.valueSource = .selectedOnWheel(field.rawValue)
      nodes.append(wheel)
    }
    // The platform's own buttons, in the device's language (the reader's table).
    let buttons: [(ComponentPart, WordKey)] =
      context.platform == .ios
      ? [(ComponentPart(.done), .pickerDone)]
      : [(ComponentPart(.cancel), .dialogCancel), (ComponentPart(.ok), .dialogOK)]
    for (part, key) in buttons {
      let label = context.words.phrase(key)
      var button = AccessibilityNode(
        id: part.nodeID(in: common.id), role: .button, name: label.text,
        nameSource: context.words.source(.datePickerButton(label: label.text), isFallback: label.isFallback),
        route: context.route(part))
      button.isActionable = true
      nodes.append(button)
    }
    let title = context.platform == .android ? draft.spoken(context.words) : nil
    return PopupContent(
      title: title, kind: context.platform == .ios ? .popup : .dialog, nodes: nodes, initialFocus: 0, speaksTitle: true)
  }

  func text(of field: CalendarDate.Field, in date: CalendarDate, words: ReaderWords, platform: Platform) -> String {
    switch field {
    // iOS's wheel shows the month alone (its stand-alone name: Russian "ноябрь");
    // Android's spinner is left with the date's form.
    case .month: platform == .ios ? date.standaloneMonthName(words) : date.monthName(words)
    case .day: String(date.day)
    case .year: String(date.year)
    }
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    switch (action, part.kind) {
    case (.activate, .main):
      guard !common.disabled else { return [] }
      draft = value
      return [.openPopup(.main)]
    case (.increment, _), (.decrement, _):
      guard let field = CalendarDate.Field.allCases.first(where: { $0.part == part }) else { return [] }
      let moved = draft.adjusting(field, by: action == .increment ? 1 : -1)
      guard moved != draft else { return [] }
      draft = moved
      // iOS wheels take effect at once; Android waits for OK.
      if platform == .ios {
        value = draft
        chosen = true
      }
      return [.valueChanged]
    case (.activate, .done), (.activate, .ok):
      value = draft
      chosen = true
      return [.closePopup(.main)] + common.activationEffects
    case (.activate, .cancel), (.dismiss, _):
      draft = value
      return action == .dismiss ? [] : [.closePopup(.main)]
    default:
      return []
    }
  }
}

extension DatePicker {
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    value = previous.value
    draft = previous.draft
    chosen = previous.chosen
    return .kept
  }
}

extension CalendarDate.Field {
  /// The wheel (iOS) or spinner (Android) of this field.
  var part: ComponentPart { ComponentPart(.init(rawValue)) }
}
