/// A date, chosen in a picker that opens from a button, or in a calendar.
///
/// iOS: `wheels` (the default) is a button that opens month, day and year wheels
/// (adjustable picker items) with Done (seed 004); `compact` is UIKit's compact
/// UIDatePicker (iOS 14 and later), the date shown on a button that opens a calendar,
/// not wheels; `inline` is that calendar in place. Android: a button that opens a DatePickerDialog in spinner
/// mode, with Cancel and OK; changes count only when OK is pressed. `calendar` is a button that
/// opens a calendar: on Android the DatePickerDialog in calendar mode (the framework DatePicker's
/// `datePickerMode="calendar"`: a header with the year and the date, the month's days, Cancel
/// and OK), on iOS UIKit's compact picker, its nearest.
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
    ComponentExample(
      "- date-picker: { label: Start, value: 2024-03-05, style: compact }", voiceOver: "Start, March 5, 2024, button",
      talkBack: "Start, Button, March 5, 2024",
      source:
        "UIKit's compact UIDatePicker (iOS 14 and later; Apple's UIDatePickerStyle.compact, 'a compact, textual representation') always shows its date, which VoiceOver reads as the button's value; Android has no compact style: its button opens the dialog"
    ),
    ComponentExample(
      "- date-picker: { label: Start, value: 2024-03-05, style: compact }", commands: ["first", "activate"],
      voiceOver: "Start, March 2024, adjustable", talkBack: nil,
      source:
        "the compact picker opens a calendar, not wheels (MacStories' iOS 14 review, 'Date Picker'); its month is adjustable, swiped up or down, and its arrow buttons are not in VoiceOver's swipe order (magentaa11y, 'Calendar date picker', iOS developer notes)"
    ),
    ComponentExample(
      "- date-picker: { label: Start, value: 2024-03-05, style: compact }",
      commands: ["first", "activate", "next", "next", "activate", "escape"], voiceOver: "Start, March 2, 2024, button",
      talkBack: nil,
      source: "a day double tapped in the calendar becomes the date the button shows once the calendar is closed"),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: inline }", commands: ["first", "increment"],
      voiceOver: "April 2024", talkBack: nil,
      source:
        "on iOS the calendar's month is adjustable: swiping up shows the next month and VoiceOver says the new value (magentaa11y, 'Calendar date picker': the month is adjustable, swipe up or down to change)"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: inline }", commands: ["touch 5"],
      voiceOver: "Selected, Tuesday, March 5, button", talkBack: "05 March 2024",
      source:
        "an inline calendar: UIDatePicker .inline names each day with its weekday (CLDR en MMMMEEEEd 'EEEE, MMMM d') and gives the chosen one the selected trait; the framework DatePicker's calendar (AOSP SimpleMonthView.MonthViewTouchHelper) names a day 'dd MMMM yyyy' and marks the chosen one checked without making it checkable, so TalkBack says no state (TreeNodesDescription, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: inline }", commands: ["touch 6", "activate", "touch 6"],
      voiceOver: "Selected, Wednesday, March 6, button", talkBack: "06 March 2024",
      source: "a double tap chooses the day: it takes the selected trait, the old one loses it"),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: inline }",
      commands: ["first", "next", "next", "activate", "first"], voiceOver: nil,
      talkBack: "Due, April 2024",
      source:
        "the next month button turns the page: the title names the new month (month names from the word tables); the Android button is AOSP's date_picker_next_month_button 'Next month'"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: calendar }", commands: ["first", "activate"],
      voiceOver: "Due, March 2024, adjustable", talkBack: "2024",
      source:
        "Android's DatePickerDialog in calendar mode opens with no title, focus on its header's year, a clickable TextView read as its text with no role (AOSP DatePickerCalendarDelegate, ICU skeleton 'y'; Role.getRole, google/talkback 26a27dc0); iOS has no such dialog: its nearest, the compact picker, opens its calendar on the adjustable month"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: calendar }", commands: ["first", "activate", "next"],
      voiceOver: "Friday, March 1, button", talkBack: "Tue, Mar 5",
      source:
        "the dialog header's date: DatePickerCalendarDelegate formats it with ICU skeleton 'EMMMd' (CLDR en MMMEd 'E, MMM d', abbreviated names from the word tables); on iOS the month is followed by its days"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: calendar }",
      commands: ["first", "activate", "touch 6", "activate"], voiceOver: "Selected, Wednesday, March 6",
      talkBack: "March 6, 2024",
      source:
        "a day tapped in the dialog: DatePickerCalendarDelegate.onCurrentDateChanged announces the new date (announceForAccessibility, DateUtils FORMAT_SHOW_DATE | FORMAT_SHOW_YEAR) and the day's cell says no state (SimpleMonthView marks it checked, not checkable); VoiceOver says the day's new selected trait"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: calendar }",
      commands: ["first", "activate", "touch 6", "activate", "first", "next"],
      voiceOver: nil, talkBack: "Wed, Mar 6",
      source: "the header shows the day chosen in the dialog at once (onCurrentDateChanged sets its text)"),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: calendar }",
      commands: ["first", "activate", "touch 6", "activate", "escape"], voiceOver: "Due, March 6, 2024, button",
      talkBack: "Due, Button, March 5, 2024",
      source:
        "back cancels the dialog: its date is the field's only once OK is pressed (DatePickerDialog.onClick, BUTTON_POSITIVE); UIKit's calendar takes the day at once"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: calendar, android: { widget: material-date-picker } }",
      commands: ["first", "activate"], voiceOver: "Due, March 2024, adjustable", talkBack: "Select Date",
      source:
        "Material's MaterialDatePicker (android: { widget: material-date-picker }) opens with no title on its header's title, mtrl_picker_date_header_title 'Select Date' (material-components-android ac7e18ef); iOS's calendar style is the compact picker"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: calendar, android: { widget: material-date-picker } }",
      commands: ["first", "activate", "next", "next"], voiceOver: nil,
      talkBack: "Switch to text input mode, Button",
      source:
        "the header's selection is read by its content description, then the input mode toggle, a CheckableImageButton whose checkable delegate MaterialDatePicker.initHeaderToggle removes, named mtrl_picker_toggle_to_text_input_mode"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: calendar, android: { widget: material-date-picker } }",
      commands: ["first", "activate", "next"], voiceOver: "Friday, March 1, button",
      talkBack: "Current selection: Mar 5, 2024",
      source:
        "SingleDateSelector.getSelectionContentDescription: mtrl_picker_announce_current_selection with DateStrings.getYearMonthDay (ICU yMMMd, CLDR en 'MMM d, y')"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: calendar, android: { widget: material-date-picker } }",
      commands: ["first", "activate", "touch 5"], voiceOver: "Selected, Tuesday, March 5, button",
      talkBack: "Tuesday, March 5, 2024",
      source:
        "a day cell's content description, DateStrings.getDayContentDescription (ICU yMMMMEEEEd; Earshot has no clock, so no day is today and each names its year); the day selected as the picker opens is not read 'selected' (material-components-android issue 3552, a device reading of Material 1.9.0 on Android 14)"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, android: { widget: material-date-picker } }",
      commands: ["first", "activate", "touch 6", "activate", "touch 6"], voiceOver: nil,
      talkBack: "selected, Wednesday, March 6, 2024",
      source:
        "once a day is taken by hand TalkBack says 'selected' before it (issue 3552; MonthAdapter.updateSelectedState setSelected, value_selected)"
    ),
    ComponentExample(
      "- date-picker: { label: Due, value: 2024-03-05, style: calendar, android: { widget: material-date-picker } }",
      commands: ["first", "activate", "touch 6", "activate"], voiceOver: "Selected, Wednesday, March 6",
      talkBack: "selected, Current selection: Mar 6, 2024",
      source:
        "the day taken is selected, and the header's selection, a polite live region (MaterialDatePicker.onCreateView), says the new date (updateHeader)"
    ),
    ComponentExample(
      "- date-picker: { label: Date of birth, empty: true }", voiceOver: "Date of birth, button",
      talkBack: "Date of birth, Button",
      source:
        "a date not yet given: the Android button shows no date text, so TalkBack reads its label and role alone (TreeNodesDescription, google/talkback 26a27dc0: no child text to append); VoiceOver reads the wheels picker's button by its label until a date is chosen (seed 004). From the documented rule, not observed: an element with no accessibilityValue says its label and traits alone (Apple, accessibilityValue: nil when there is none; VoiceOver's composition as cashapp/AccessibilitySnapshot models it, UIAccessibility+SnapshotAdditions.swift: the value only when not empty)"
    ),
    ComponentExample(
      "- date-picker: { label: Date of birth, empty: true, style: compact }", voiceOver: "Date of birth, button",
      talkBack: "Date of birth, Button",
      source:
        "the compact style reads its date as the button's value only once there is one: an empty field has none to read (the rule above, in UIKit's compact style)"
    ),
    ComponentExample(
      "- date-picker: { label: Date of birth, value: 1990-11-05, empty: true }",
      commands: ["first", "activate", "touch OK", "activate"], voiceOver: nil,
      talkBack: "Date of birth, Button, November 5, 1990",
      source:
        "once OK is pressed the dialog's date is the field's, and its button shows it (DatePickerDialog.onClick, BUTTON_POSITIVE)"
    ),
  ]
  public static let value = PropertyKey("value", .date, "The date shown, YYYY-MM-DD.")
  /// How the picker is shown (a button opening wheels, or UIDatePicker's preferredDatePickerStyle).
  public enum Style: String, Sendable, CaseIterable { case wheels, compact, inline, calendar }
  public static let style = PropertyKey(
    "style", .oneOf(Style.self),
    "wheels (default): a button that opens month, day and year wheels (iOS) or a spinner dialog (Android); compact: UIKit's compact picker (iOS 14 and later), the date shown on a button that opens a calendar (Android: the dialog); inline: the month's calendar in place, a button per day (its month adjustable on iOS; previous and next month buttons on Android); calendar: a button that opens a calendar (Android: the DatePickerDialog in calendar mode, its header's year and date above the month; iOS: the compact picker)."
  )
  public static let empty = PropertyKey(
    "empty", .bool,
    "No date is given yet (a date of birth not yet entered): the field shows none until one is chosen; value, if written, is where the picker opens (else 2000-01-01)."
  )
  public static let keys: [PropertyKey] = [value, style, empty]

  public var common: CommonProperties
  public var value: CalendarDate
  /// What the open picker shows; committed by Done / OK.
  var draft: CalendarDate
  /// Whether the user has chosen a date: from then on the iOS button shows and speaks it.
  var chosen = false
  /// No date given yet (`empty`): nothing shown until one is chosen.
  public var empty = false
  /// The calendar is shown in place (UIDatePicker .inline; the framework DatePicker's calendar mode).
  public var inline = false
  /// The month an inline calendar shows (its first day).
  var shownMonth: CalendarDate
  /// How the picker is drawn (`style`).
  public var style = Style.wheels
  /// A day was taken in the open dialog (Material's picker says "selected" only from then on).
  var dayTakenInDialog = false

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    empty = reader.bool(Self.empty) ?? false
    if !reader.has(Self.value) && !empty {
      reader.diagnostics.error(
        at: reader.location,
        "date-picker needs 'value', a date such as 1990-11-05, or 'empty: true' when no date is given yet")
    }
    let date = reader.date(Self.value) ?? .placeholder
    value = date
    draft = date
    style = reader.oneOf(Self.style, as: Style.self) ?? .wheels
    inline = style == .inline
    shownMonth = CalendarDate(valid: (date.year, date.month, 1))
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    if inline { return calendar(context) }
    return context.labelledNodes(for: common, role: .button) { node in
      // An empty field shows no date until one is chosen. Otherwise Android's button and
      // UIKit's compact picker (iOS 14 and later) always show their date; VoiceOver reads
      // the wheels picker's button by its label alone until a date is chosen (seed 004).
      let showsItsDate = context.platform == .android || opensCalendarOnIOS
      let shown = showsItsDate ? !empty || chosen : chosen
      if shown && node.valueSource != .accessibilityValue {
        node.value = value.spoken(context.words)
        node.valueSource = .dateOnButton
      }
    }
  }

  public func popup(_ context: RealizationContext, name: ComponentPart) -> PopupContent? {
    if opensCalendarOnIOS && context.platform == .ios {
      // UIKit's compact picker opens its calendar over the screen, focus on the month.
      return PopupContent(title: nil, kind: .popup, nodes: calendar(context), initialFocus: 0, speaksTitle: false)
    }
    if opensMaterialPicker(on: context.platform) { return materialDialog(context) }
    if style == .calendar { return calendarDialog(context) }
    var nodes: [AccessibilityNode] = []
    for field in CalendarDate.Field.allCases {
      // Android's spinners' names are Earshot's own ("Month"...): no source gives them in
      // any language, so every other locale says them in English, marked.
      let title = context.platform == .ios ? nil : context.words.phrase(field.wordKey)
      var wheel = AccessibilityNode(
        id: field.part.nodeID(in: common.id), role: context.platform == .ios ? .pickerItem : .none,
        name: title?.text,
        nameSource: context.words.source(
          .datePickerWheel(field: field.rawValue), isFallback: title?.isFallback ?? false),
        route: context.route(field.part))
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
    nodes += dialogButtons(buttons, context)
    let title = context.platform == .android ? draft.spoken(context.words) : nil
    return PopupContent(
      title: title, kind: context.platform == .ios ? .popup : .dialog, nodes: nodes, initialFocus: 0, speaksTitle: true)
  }

  /// The picker's own buttons, in the device's language (the reader's table).
  func dialogButtons(_ buttons: [(ComponentPart, WordKey)], _ context: RealizationContext) -> [AccessibilityNode] {
    var nodes: [AccessibilityNode] = []
    for (part, key) in buttons {
      let label = context.words.phrase(key)
      var button = AccessibilityNode(
        id: part.nodeID(in: common.id), role: .button, name: label.text,
        nameSource: context.words.source(.datePickerButton(label: label.text), isFallback: label.isFallback),
        route: context.route(part))
      button.isActionable = true
      nodes.append(button)
    }
    return nodes
  }

  /// Android's DatePickerDialog in calendar mode (AOSP DatePickerCalendarDelegate,
  /// date_picker_material): the header's year ("2024", ICU skeleton "y") and date ("Tue,
  /// Mar 5", skeleton "EMMMd"), both clickable TextViews, so TalkBack reads their text
  /// with no role; then the month (the calendar below), then Cancel and OK. The dialog
  /// has no title (DatePickerDialog sets none in this mode), so nothing is said as it
  /// opens but the header's year, where focus lands.
  func calendarDialog(_ context: RealizationContext) -> PopupContent {
    let words = context.words
    var year = context.node(for: common, role: .none, part: ComponentPart(.headerYear))
    year.name = String(draft.year)
    year.nameSource = .calendarHeader
    year.hint = nil
    let shown = words.phrase(
      .dateHeaderMonthDay,
      [.word(.weekdayShort(draft.weekday)), .word(.monthShort(draft.month)), .text(String(draft.day))])
    var date = context.node(for: common, role: .none, part: ComponentPart(.headerDate))
    date.name = shown.text
    date.nameSource = words.source(.calendarHeader, isFallback: shown.isFallback)
    date.hint = nil
    let buttons = [(ComponentPart(.cancel), WordKey.dialogCancel), (ComponentPart(.ok), WordKey.dialogOK)]
    let nodes = [year, date] + calendar(context) + dialogButtons(buttons, context)
    return PopupContent(title: nil, kind: .dialog, nodes: nodes, initialFocus: 0, speaksTitle: false)
  }

  /// The inline calendar: the shown month's title, its previous and next month
  /// buttons, and a button per day. iOS names a day "Tuesday, March 5" and gives the
  /// chosen one the selected trait ("Selected, Tuesday, March 5, button"); Android's
  /// framework calendar (SimpleMonthView.MonthViewTouchHelper, AOSP) names it with the
  /// fixed pattern "dd MMMM yyyy" ("05 March 2024") and marks the chosen day checked
  /// without making it checkable, so TalkBack says no state for it (it says checked
  /// only for a checkable node: TreeNodesDescription, google/talkback 26a27dc0).
  func calendar(_ context: RealizationContext) -> [AccessibilityNode] {
    let words = context.words
    var nodes: [AccessibilityNode] = []
    // In the compact picker's popup the month is a part of its own (the button is the main node).
    var title = context.node(
      for: common, role: .staticText, part: inline ? .main : ComponentPart(.monthTitle), actionable: false)
    let month = shownMonth.monthName(words) + " " + String(shownMonth.year)
    if context.platform == .ios {
      // iOS's month is adjustable, swiped up or down (magentaa11y, 'Calendar date picker'):
      // the label names the calendar, the month is its value.
      title.value = month
      title.valueSource = .datePickerMonthTitle
      title.isAdjustable = !common.disabled
    } else {
      // The inline calendar's month is named with the picker's label; the dialog's stands alone.
      let label = inline ? common.label.map { "\($0), " } : nil
      title.name = (label ?? "") + month
      title.nameSource = .datePickerMonthTitle
    }
    nodes.append(title)
    // iOS keeps the month's arrow buttons out of VoiceOver's swipe order (magentaa11y,
    // 'Calendar date picker': the month is adjusted instead).
    let arrows: [(ComponentPart.Kind, WordKey)] =
      context.platform == .ios
      ? [] : [(.previousMonth, .calendarPreviousMonth), (.nextMonth, .calendarNextMonth)]
    for (kind, key) in arrows {
      let label = words.phrase(key)
      var button = context.node(for: common, role: .button, part: ComponentPart(kind))
      button.name = label.text
      button.nameSource = words.source(.datePickerButton(label: label.text), isFallback: label.isFallback)
      button.hint = nil
      nodes.append(button)
    }
    let days = CalendarDate.days(inMonth: shownMonth.month, year: shownMonth.year)
    for day in 1...days {
      let date = CalendarDate(valid: (shownMonth.year, shownMonth.month, day))
      var node = context.node(for: common, role: .button, part: .option(day - 1))
      node.hint = nil
      // What the cell shows: its day number ('touch 5' finds it).
      node.visibleLabel = String(day)
      switch context.platform {
      case .ios:
        let name = words.phrase(
          .dateWeekdayMonthDay, [.word(.weekday(date.weekday)), .word(.month(date.month)), .text(String(day))])
        node.name = name.text
        node.nameSource = words.source(.calendarDay, isFallback: name.isFallback)
        node.isSelected = date == value && (!empty || chosen)
      case .android:
        let twoDigits = day < 10 ? "0\(day)" : String(day)
        node.name = "\(twoDigits) \(date.monthName(words)) \(date.year)"
        node.nameSource = .calendarDay
        node.role = .none
      }
      nodes.append(node)
    }
    return nodes
  }

  /// Android's button opens Material's MaterialDatePicker (`android: { widget: material-date-picker }`).
  func opensMaterialPicker(on platform: Platform) -> Bool {
    platform == .android && common.android.widget == .materialDatePicker
  }

  /// iOS opens a calendar from the button in the compact style, and for `calendar` (its nearest).
  var opensCalendarOnIOS: Bool { style == .compact || style == .calendar }

  /// Material's MaterialDatePicker in calendar input mode (material-components-android
  /// ac7e18ef): the header's title "Select date" and selection, read by its content
  /// description "Current selection: Mar 5, 2024" (SingleDateSelector
  /// .getSelectionContentDescription, ICU yMMMd), the toggle "Switch to text input mode"
  /// (its checkable delegate removed, so a plain button); MaterialCalendar's month button
  /// ("March 2024", ICU yMMMM, its click labelled "Switch to year view"), "Change to
  /// previous month" and "Change to next month"; the weekdays' row, each read by its full
  /// name (DaysOfWeekAdapter); each day by DateStrings.getDayContentDescription ("Tuesday,
  /// March 5, 2024", ICU yMMMMEEEEd), the chosen one selected (MonthAdapter
  /// .updateSelectedState); Cancel and OK. Earshot has no clock: no day is today, so none
  /// says "Today" and every one names its year (Material leaves it out within the current year).
  func materialDialog(_ context: RealizationContext) -> PopupContent {
    let words = context.words
    func part(_ kind: ComponentPart.Kind, _ role: Role, _ phrase: (text: String, isFallback: Bool))
      -> AccessibilityNode
    {
      var node = context.node(for: common, role: role, part: ComponentPart(kind), actionable: role == .button)
      node.name = phrase.text
      node.nameSource = words.source(.calendarHeader, isFallback: phrase.isFallback)
      node.hint = nil
      return node
    }
    let chosen = !empty || chosen || draft != value
    // The header's content description, "Current selection: none" before a day is chosen.
    let selection =
      chosen
      ? words.phrase(
        .dateMedium, [.word(.monthShort(draft.month)), .text(String(draft.day)), .text(String(draft.year))])
      : words.phrase(.materialSelectionNone)
    let current = words.phrase(.materialCurrentSelection, [.text(selection.text)])
    var nodes = [
      part(.headerTitle, .none, words.phrase(.materialDateTitle)),
      part(.headerSelection, .none, (text: current.text, isFallback: current.isFallback || selection.isFallback)),
      part(.inputModeToggle, .button, words.phrase(.materialToTextInput)),
    ]
    let month = words.phrase(
      .dateYearMonth, [.text(shownMonth.standaloneMonthName(words)), .text(String(shownMonth.year))])
    var monthButton = part(.monthTitle, .button, month)
    // Its click opens the year list, which Earshot does not draw yet: activating it does nothing.
    monthButton.clickLabel = words.phrase(.materialToYearView).text
    nodes.append(monthButton)
    nodes.append(part(.previousMonth, .button, words.phrase(.materialPreviousMonth)))
    nodes.append(part(.nextMonth, .button, words.phrase(.materialNextMonth)))
    // The row starts on the locale's first day of the week (DaysOfWeekAdapter, the Calendar's).
    let first = Int(words[.firstWeekday]).map { min(7, max(1, $0)) } ?? 1
    for offset in 0..<7 {
      let weekday = (first - 1 + offset) % 7 + 1
      var node = part(.weekdayHeader, .none, words.phrase(.weekday(weekday)))
      node.id = ComponentPart(.weekdayHeader).nodeID(in: common.id) + "-\(weekday)"
      node.isActionable = false
      nodes.append(node)
    }
    for day in 1...CalendarDate.days(inMonth: shownMonth.month, year: shownMonth.year) {
      let date = CalendarDate(valid: (shownMonth.year, shownMonth.month, day))
      let name = words.phrase(
        .dateFull,
        [.word(.weekday(date.weekday)), .word(.month(date.month)), .text(String(day)), .text(String(date.year))])
      var node = context.node(for: common, role: .none, part: .option(day - 1))
      node.hint = nil
      node.visibleLabel = String(day)
      node.name = name.text
      node.nameSource = words.source(.calendarDay, isFallback: name.isFallback)
      // A device reading: the day selected as the picker opens is not read "selected"
      // until a day is taken by hand (material-components-android issue 3552, Material
      // 1.9.0, Android 14, open), though MonthAdapter.updateSelectedState sets it selected.
      node.isSelected = date == draft && chosen && dayTakenInDialog
      nodes.append(node)
    }
    let buttons = [(ComponentPart(.cancel), WordKey.dialogCancel), (ComponentPart(.ok), WordKey.dialogOK)]
    nodes += dialogButtons(buttons, context)
    return PopupContent(title: nil, kind: .dialog, nodes: nodes, initialFocus: 0, speaksTitle: false)
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
    if inline { return performInCalendar(action, part: part) }
    switch (action, part.kind) {
    case (.activate, .main):
      guard !common.disabled else { return [] }
      draft = value
      dayTakenInDialog = false
      // The compact picker's calendar (iOS) opens at the month of its date.
      shownMonth = CalendarDate(valid: (value.year, value.month, 1))
      return [.openPopup(.main)]
    case (.activate, .option) where style == .calendar || common.android.widget == .materialDatePicker:
      // Android's dialogs take the day as their draft until OK: the framework's announces it
      // (the readers' `dateAnnounced`), Material's header, a polite live region, says the new
      // selection (MaterialDatePicker.updateHeader). UIKit's calendar takes the day at once.
      // The element's own effects run at OK (Android) and not for the day (both platforms alike).
      guard !common.disabled, let index = part.index(of: .option),
        let date = CalendarDate(year: shownMonth.year, month: shownMonth.month, day: index + 1),
        date != (platform == .android ? draft : value)
      else { return [] }
      draft = date
      dayTakenInDialog = true
      if platform == .ios {
        value = date
        chosen = true
      }
      let said: Effect =
        common.android.widget == .materialDatePicker
        ? .shownValueChanged(ComponentPart(.headerSelection)) : .announceDate(date)
      return [.stateChanged, said]
    case (_, .option), (_, .monthTitle), (.activate, .previousMonth), (.activate, .nextMonth):
      return performInCalendar(action, part: part)
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
  /// A day chosen in a calendar (inline, or the compact picker's), or its month turned.
  mutating func performInCalendar(_ action: ComponentAction, part: ComponentPart) -> [Effect] {
    guard !common.disabled else { return [] }
    if action == .increment || action == .decrement, part.kind == .main || part.kind == .monthTitle {
      // iOS's adjustable month: VoiceOver says the new month, the title's value.
      turnMonth(forward: action == .increment)
      return [.valueChanged]
    }
    guard action == .activate else { return [] }
    switch part.kind {
    case .previousMonth, .nextMonth:
      turnMonth(forward: part.kind == .nextMonth)
      // What a reader says as the month turns is not sourced: nothing (the button's
      // state is unchanged), and the new title is read when focus reaches it.
      return [.stateChanged]
    case .option:
      guard let index = part.index(of: .option),
        let date = CalendarDate(year: shownMonth.year, month: shownMonth.month, day: index + 1), date != value
      else { return [] }
      value = date
      chosen = true
      return [.stateChanged] + common.activationEffects
    default:
      return []
    }
  }

  /// Shows the next or the previous month.
  mutating func turnMonth(forward: Bool) {
    let month = shownMonth.month + (forward ? 1 : -1)
    let (year, wrapped) =
      month > 12 ? (shownMonth.year + 1, 1) : month < 1 ? (shownMonth.year - 1, 12) : (shownMonth.year, month)
    if let moved = CalendarDate(year: year, month: wrapped, day: 1) { shownMonth = moved }
  }

  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    value = previous.value
    draft = previous.draft
    chosen = previous.chosen
    shownMonth = previous.shownMonth
    dayTakenInDialog = previous.dayTakenInDialog
    return .kept
  }
}

extension ComponentPart.Kind {
  /// An inline calendar's month buttons.
  static let previousMonth = Self("previous-month")
  static let nextMonth = Self("next-month")
  /// The month of the compact picker's calendar, adjustable on iOS.
  static let monthTitle = Self("month-title")
  /// The Android calendar dialog's header: the year, and the date.
  static let headerYear = Self("header-year")
  static let headerDate = Self("header-date")
  /// MaterialDatePicker's header: its title, its selection, its input mode toggle; the weekdays' row.
  static let headerTitle = Self("header-title")
  static let headerSelection = Self("header-selection")
  static let inputModeToggle = Self("input-mode-toggle")
  static let weekdayHeader = Self("weekday-header")
}

extension CalendarDate.Field {
  /// The wheel (iOS) or spinner (Android) of this field.
  var part: ComponentPart { ComponentPart(.init(rawValue)) }

  /// The spinner's name in the reader's table.
  var wordKey: WordKey {
    switch self {
    case .month: .pickerMonth
    case .day: .pickerDay
    case .year: .pickerYear
    }
  }
}
