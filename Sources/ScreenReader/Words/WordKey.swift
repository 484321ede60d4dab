/// Every word or phrase a screen reader adds of its own (never the app's text).
/// A reader's table for a locale maps these to its words; templates hold numbered
/// placeholders (`%1$s`) so each language keeps its own word order.
public enum WordKey: String, CaseIterable, CaseOrdinal, Sendable, Hashable, Codable {
  // Roles.
  case roleButton, roleCheckBox, roleRadioButton, roleSwitch, roleSwitchButton, roleHeading, roleEditBox
  case roleTextField, roleSecureTextField, roleSearchField, roleDropDownList, rolePopUpButton, rolePickerItem
  case roleSlider, roleImage, roleLink, roleProgressBar, roleTab, traitAdjustable
  /// VoiceOver's word for UIKit's backButton trait (a navigation bar's back item).
  case roleBackButton
  // States and values.
  case stateSelected, stateExpanded, stateCollapsed, stateOn, stateOff, stateChecked, stateNotChecked
  case stateDisabled, stateDimmed
  /// TalkBack's "Unlabelled": the state of an image or image button with nothing to say.
  case stateUnlabelled
  /// "%1$s for %2$s": a role word for the view a label names; "for %1$s" without a role.
  case labeledItem
  /// "Error: %1$s".
  case errorTemplate
  /// "%1$s of %2$s": the position in a collection.
  case positionTemplate
  // Collections.
  case inList, inGrid, outOfList, outOfGrid
  /// "%1$d items": counted, one form per plural category (`counted`).
  case itemCount
  // Usage hints. `%1$s` in TalkBack's is the gesture word (`doubleTap`).
  case doubleTap, hintCustomLabel, hintSelect, hintToggle, hintChange, hintEditText, hintAdjust, hintActivate
  case hintLongPress, hintAdjustable, hintSwitch, hintPopUpButton, hintTextField
  /// VoiceOver's hints on an element with an expanded state: what a double tap does next.
  case hintExpand, hintCollapse
  /// TalkBack's hints once the last input came from a physical keyboard: `%1$s` is the
  /// key combo ("Alt + ENTER"), made of `keyAlt`, `keyShift` and `keyEnter`.
  case hintActivateKeyboard, hintLongPressKeyboard, hintToggleKeyboard, hintEditTextKeyboard, hintChangeKeyboard
  case hintSelectKeyboard, hintCustomLabelKeyboard, keyAlt, keyShift, keyEnter
  /// VoiceOver's second hint for a text view: "Use the rotor to access Misspelled Words".
  case hintMisspelledWordsRotor
  /// The gestures TalkBack names in its adjust hint ("%1$s" or "%2$s" to adjust):
  /// its gesture titles for the reading-control up and down gestures.
  case gestureSwipeUp, gestureSwipeDown
  // Menus of actions and links.
  case menuAvailable, menuGesture, menuActions, menuLinks, menuNoActions, actionsAvailable
  // Windows.
  case drawerOpenedTitled, drawerOpened, popupWindow, dismissSheet
  // Words of the platform's own controls, spoken in the device's language: iOS's
  // hidden menu dismiss button, Compose's selection states, Earshot's iOS check box value.
  case dismissContextMenu, composeSelected, composeNotSelected, checkboxValueChecked, checkboxValueNotChecked
  /// A navigation bar's back button: iOS's "Back" (no previous title), Android's "Navigate up".
  case backButton, navigateUp
  /// A stepper's two buttons: UIStepper's "Decrement" and "Increment"; on Android the
  /// app's own labels, "Decrease" and "Increase" in Earshot's stand-in app.
  case stepperDecrement, stepperIncrement
  /// The pickers' own buttons: iOS's wheels' "Done"; Android's date and time picker
  /// dialogs' "Cancel" and "OK" (the framework's `cancel` and `ok`).
  case pickerDone, dialogCancel, dialogOK
  /// The Android date picker's spinners' names: Earshot's own, in English only.
  case pickerMonth, pickerDay, pickerYear
  // The time picker dialog's words (Material's MaterialTimePicker strings where it has them).
  case timeHeaderGroup, timeHourChip, timeMinuteChip, timeSelectHours, timeSelectMinutes, timeHourShown
  case timeMinuteShown, timeToTextMode, timeToClockMode, timeTitle, timeTypeIn, timeHourField, timeMinuteField
  /// VoiceOver's "Alert" as an alert opens.
  case alertWindow
  /// A spinner's "In progress", and a progress indicator's "%1$d percent".
  case progressInProgress, progressPercent
  /// TalkBack's own "%1$s percent" for a seek control's value (template_percent),
  /// and its word for a password's hidden text (value_password).
  case seekBarPercent, password, passwordCharacters
  /// Material's BadgeDrawable's own description: "%d new notifications" (a plural),
  /// "New notification" for a dot (mtrl_badge_content_description,
  /// mtrl_badge_numberless_content_description).
  case badgeCount, badgeNumberless
  // Dates as the platform formats them: the month names and the long date
  // "%1$s %2$s, %3$s" (month name, day, year) in the locale's order.
  case month1, month2, month3, month4, month5, month6, month7, month8, month9, month10, month11, month12
  case dateLong
  /// The weekday names, Sunday first (glibc localedata LC_TIME `day`), and an inline
  /// calendar's day as iOS names it: "%1$s, %2$s %3$s" (weekday, month, day).
  case weekday1, weekday2, weekday3, weekday4, weekday5, weekday6, weekday7
  case dateWeekdayMonthDay
  /// An inline calendar's month buttons.
  case calendarPreviousMonth, calendarNextMonth
  /// The Android calendar date picker's header date, ICU's skeleton "EMMMd" ("Tue, Mar 5",
  /// DatePickerCalendarDelegate): CLDR's abbreviated weekday (Sunday first) and month names,
  /// and their order, "%1$s, %2$s %3$s" (weekday, month, day).
  case weekdayShort1, weekdayShort2, weekdayShort3, weekdayShort4, weekdayShort5, weekdayShort6, weekdayShort7
  case monthShort1, monthShort2, monthShort3, monthShort4, monthShort5, monthShort6, monthShort7, monthShort8
  case monthShort9, monthShort10, monthShort11, monthShort12
  case dateHeaderMonthDay
  /// Dates as Material's MaterialDatePicker formats them (ICU skeletons, CLDR's patterns): a
  /// day cell's "Tuesday, March 5, 2024" (yMMMMEEEEd: weekday, month, day, year), the
  /// header's "Mar 5, 2024" (yMMMd: abbreviated month, day, year), the month's "March 2024"
  /// (yMMMM: the month standing alone, year).
  case dateFull, dateMedium, dateYearMonth
  /// MaterialDatePicker's own words (material-components-android datepicker strings).
  case materialDateTitle, materialCurrentSelection, materialToTextInput, materialPreviousMonth
  case materialNextMonth, materialToYearView, materialSelectionNone
  /// The locale's first day of the week, "1" (Sunday) to "7" (CLDR supplemental weekData
  /// firstDay): where a calendar's row of weekdays starts.
  case firstWeekday
  /// A time as the platform formats it: CLDR's short time pattern ("h:mm a",
  /// "HH:mm"), read by `TimePattern`; a 24-hour pattern also drops AM and PM from
  /// the time pickers.
  case timeShort
  /// The month names standing alone, as a picker wheel shows them, where the language
  /// has such a form (Russian's nominative "ноябрь" beside the date's "5 ноября"); a
  /// table without them uses `month1`... (`CalendarDate.standaloneMonthName`).
  case standaloneMonth1, standaloneMonth2, standaloneMonth3, standaloneMonth4, standaloneMonth5, standaloneMonth6
  case standaloneMonth7, standaloneMonth8, standaloneMonth9, standaloneMonth10, standaloneMonth11, standaloneMonth12
  // The rotor (VoiceOver) and the reading controls (TalkBack): each setting's spoken name (`ReadingControl`).
  case rotorCharacters, rotorWords, rotorLines, rotorParagraphs, rotorHeadings, rotorLinks, rotorControls
  case rotorContainers, rotorWindows, rotorActions, rotorAdjustValue, rotorAdjustSlider, rotorSpeechRate, rotorProofread
  case rotorVolume
  /// TalkBack at the end of a kind: "No next %1$s" / "No previous %1$s", with the kind's
  /// display name (`targetHeading`...).
  case noNextTarget, noPreviousTarget, targetHeading, targetLink, targetControl, targetContainer
  /// TalkBack's hint after a reading control is chosen: "%1$s to read by %2$s" (the gestures
  /// as "%1$s or %2$s"), "%1$s to adjust the setting".
  case hintReadBy, gestureOneOrTwo, hintAdjustSetting
  /// TalkBack's hint as the Actions reading control names an action: "Double-tap to perform the action".
  case hintPerformAction
  /// Scroll position: TalkBack's "Showing items %1$d to %2$d of %3$d", "Showing item %1$d of
  /// %2$d"; a page's "Page %1$d of %2$d".
  case scrollShowingItems, scrollShowingItem, pageOfCount
  /// VoiceOver's role word for a SwiftUI heading with a level: "heading level %1$d".
  case roleHeadingLevel
  /// Moving by character: "capital %1$s", and the names of a space and common punctuation.
  case capitalLetter, symbolSpace, symbolPeriod, symbolComma, symbolApostrophe, symbolHyphen, symbolAt
  case symbolColon, symbolExclamation, symbolQuestion

  /// The phrases said with a count: a table may give them one form per plural
  /// category of its language (`itemCount.one = ...`, `PluralRule`).
  public static let counted: Set<WordKey> = [.itemCount, .passwordCharacters, .badgeCount]

  // Keys hash and compare by their place, not by their name: the standard
  // library's default for a String-backed enum hashes the raw value, which made
  // every dictionary of words (and reading the tables at start) pay a string hash.
  public static func == (lhs: WordKey, rhs: WordKey) -> Bool { lhs.ordinal == rhs.ordinal }
  public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(truncatingIfNeeded: ordinal)) }

  /// The key a word table names, found in one lookup (`init(rawValue:)` compares
  /// the name with each case's in turn).
  static func named(_ name: String) -> WordKey? { byName[name] }

  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// The name of a month, 1 to 12.
  public static func month(_ number: Int) -> WordKey {
    let months: [WordKey] = [
      .month1, .month2, .month3, .month4, .month5, .month6, .month7, .month8, .month9, .month10, .month11, .month12,
    ]
    return months[min(12, max(1, number)) - 1]
  }

  /// The name of a weekday, 1 (Sunday) to 7.
  public static func weekday(_ number: Int) -> WordKey {
    let days: [WordKey] = [.weekday1, .weekday2, .weekday3, .weekday4, .weekday5, .weekday6, .weekday7]
    return days[min(7, max(1, number)) - 1]
  }

  /// The abbreviated name of a weekday, 1 (Sunday) to 7.
  public static func weekdayShort(_ number: Int) -> WordKey {
    let days: [WordKey] = [
      .weekdayShort1, .weekdayShort2, .weekdayShort3, .weekdayShort4, .weekdayShort5, .weekdayShort6, .weekdayShort7,
    ]
    return days[min(7, max(1, number)) - 1]
  }

  /// The abbreviated name of a month, 1 to 12.
  public static func monthShort(_ number: Int) -> WordKey {
    let months: [WordKey] = [
      .monthShort1, .monthShort2, .monthShort3, .monthShort4, .monthShort5, .monthShort6, .monthShort7,
      .monthShort8, .monthShort9, .monthShort10, .monthShort11, .monthShort12,
    ]
    return months[min(12, max(1, number)) - 1]
  }

  /// The name of a month standing alone, 1 to 12.
  public static func standaloneMonth(_ number: Int) -> WordKey {
    let months: [WordKey] = [
      .standaloneMonth1, .standaloneMonth2, .standaloneMonth3, .standaloneMonth4, .standaloneMonth5,
      .standaloneMonth6, .standaloneMonth7, .standaloneMonth8, .standaloneMonth9, .standaloneMonth10,
      .standaloneMonth11, .standaloneMonth12,
    ]
    return months[min(12, max(1, number)) - 1]
  }
}
