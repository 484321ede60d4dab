/// Where a node's name or value came from: one case per property or component
/// rule, each with the sentence `why` prints after "from". Code asks which case a
/// source is, never what its sentence says.
public indirect enum PartSource: Hashable, Sendable {
  // The platforms' naming properties, in their precedence.
  case accessibilityLabel, contentDescription, androidText, visibleLabel
  /// VoiceOver's fallback for an unlabelled image: its SF Symbol's name.
  case symbolName
  /// An ungrouped label read as its own element (a grouping defect).
  case separateLabel
  case modalTitle
  /// VoiceOver's hidden element that closes a sheet.
  case sheetDismissElement
  case segmentTitle, tabTitle, optionText, itemText, rowText, sectionContent, snackbarAction
  /// A badged tab: Material's TabLayout names it by the badge's description; Compose's
  /// Badge is a text read after the tab's; an iOS tab bar item's badgeValue.
  case badgeDescription, badgeText
  /// React Navigation's accessibilityLabel for an iOS tab: "<label>, tab, <n> of <count>".
  case reactNavigationTabLabel
  case passwordWord, typedText, emptyEditBoxPlaceholder, emptyEditBoxHint
  case dialogText, hourChip, minuteChip, radioButtonText, clockFace, modeToggle, separatorText
  case backButton, upButton, barButtonTitle
  case stepperButtonLabel, buttonContentDescription
  case menuDismissButton
  /// A date picker's wheel (`field`: day, month, year) and its dialog's buttons.
  case datePickerWheel(field: String)
  case datePickerButton(label: String)
  case datePickerMonthTitle, calendarDay
  /// The Android calendar dialog's header text: its year, its date.
  case calendarHeader

  // Values.
  case value, accessibilityValue
  case checkedStateValue, placeholderValue, chosenOption, placeholderNothingChosen
  case activityIndicatorValue, progressViewValue, sliderValueText, sliderValue
  case timeOnButton, dateOnButton, clockHandPosition, chosenPeriod, valueText, selectedRow, rowOtherTexts
  /// The selected entry of a picker wheel (`wheel`: hour, minute, day...).
  case selectedOnWheel(String)
  /// A reader's word spoken in English for want of one in the locale's table.
  case inEnglish(PartSource, reader: ReaderKind, language: String)
  /// A name with ", required" after it, written there by the scenario's `required: true`
  /// (neither platform has a required property, so apps write it into the label).
  case markedRequired(PartSource)
  /// A name or value with React Native's "busy" in it, from the scenario's `busy: true`.
  case markedBusy(PartSource)

  /// What `why` prints after "from".
  public var sentence: String {
    if case .inEnglish(let source, let reader, let language) = self {
      return "\(source.sentence) (English: \(reader.displayName) has no \(language) word for it in Earshot's table)"
    }
    if case .markedRequired(let source) = self {
      return source.sentence
        + ", then ', required' from required: true (written into the name: no platform property says it)"
    }
    if case .markedBusy(let source) = self {
      return source.sentence + ", with 'busy' from busy: true (React Native writes accessibilityState busy into it)"
    }
    return namingSentence ?? textSentence ?? editBoxSentence ?? dialogSentence ?? buttonSentence ?? valueSentence
      ?? shownValueSentence ?? ""
  }

  /// The platforms' naming properties and the elements a window adds.
  private var namingSentence: String? {
    switch self {
    case .accessibilityLabel: "accessibilityLabel"
    case .contentDescription: "contentDescription"
    case .androidText: "android:text"
    case .visibleLabel: "the visible label"
    case .symbolName: "the SF Symbol's name (VoiceOver's fallback for an image with no label)"
    case .separateLabel: "a separate label element (not grouped)"
    case .modalTitle: "the modal's title"
    case .sheetDismissElement: "VoiceOver's hidden dismiss element for sheets"
    default: nil
    }
  }

  /// A text of the component names the element.
  private var textSentence: String? {
    switch self {
    case .segmentTitle: "the segment's title"
    case .tabTitle: "the tab's title"
    case .optionText: "the option's text"
    case .itemText: "the item's text"
    case .rowText: "a text of the row"
    case .sectionContent: "the section's content"
    case .snackbarAction: "the snackbar's action"
    case .badgeDescription:
      "the badge's contentDescription, which Material's TabLayout sets on a badged tab in place of its title"
    case .badgeText: "the badge's text"
    case .reactNavigationTabLabel:
      "React Navigation's aria-label for an iOS tab, '<label>, tab, <n> of <count>' (BottomTabBar)"
    default: nil
    }
  }

  /// What an edit box reads in place of its label or value.
  private var editBoxSentence: String? {
    switch self {
    case .passwordWord:
      "value_password, and the count of typed characters (template_password_character_count), for a password field"
    case .typedText: "the typed text"
    case .emptyEditBoxPlaceholder: "the hint text of an empty edit box (the placeholder)"
    case .emptyEditBoxHint: "the hint text of an empty edit box"
    case .placeholderValue: "the placeholder (read while the field is empty)"
    default: nil
    }
  }

  /// The parts of a picker's dialog.
  private var dialogSentence: String? {
    switch self {
    case .dialogText: "the dialog's text"
    case .hourChip: "the hour chip's contentDescription"
    case .minuteChip: "the minute chip's text"
    case .radioButtonText: "the radio button's text"
    case .clockFace: "the clock face"
    case .modeToggle: "the toggle's contentDescription"
    case .separatorText: "the separator's text"
    case .datePickerWheel(let field): "the \(field) picker"
    case .datePickerButton(let label): "the picker's \(label) button"
    case .datePickerMonthTitle: "the calendar's month title"
    case .calendarDay: "the calendar day's name"
    case .calendarHeader: "the calendar's header text"
    default: nil
    }
  }

  /// Buttons the platform draws.
  private var buttonSentence: String? {
    switch self {
    case .backButton: "UINavigationBar's back button"
    case .upButton: "the up button's contentDescription (abc_action_bar_up_description)"
    case .barButtonTitle: "the bar button's title"
    case .stepperButtonLabel: "UIStepper's button label"
    case .buttonContentDescription: "the button's contentDescription"
    case .menuDismissButton: "the menu's hidden dismiss button"
    default: nil
    }
  }

  /// The value properties.
  private var valueSentence: String? {
    switch self {
    case .value: "value"
    case .accessibilityValue: "accessibilityValue"
    case .checkedStateValue: "the checked state, as the button's accessibilityValue"
    case .chosenOption: "the chosen option"
    case .placeholderNothingChosen: "the placeholder (nothing chosen yet)"
    case .activityIndicatorValue: "UIActivityIndicatorView's value while animating"
    case .progressViewValue: "UIProgressView's accessibilityValue"
    case .sliderValueText: "value-text, as the accessibilityValue"
    case .sliderValue: "UISlider's accessibilityValue"
    default: nil
    }
  }

  /// A value shown as the component's text.
  private var shownValueSentence: String? {
    switch self {
    case .timeOnButton: "the time shown on the button"
    case .dateOnButton: "the date shown on the button"
    case .clockHandPosition: "the hand's position on the clock"
    case .chosenPeriod: "the chosen period"
    case .valueText: "the value text"
    case .selectedRow: "the selected row"
    case .rowOtherTexts: "the row's other texts"
    case .selectedOnWheel(let wheel): "the selected \(wheel)"
    default: nil
    }
  }
}
