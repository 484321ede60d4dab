extension WordTable {
  /// VoiceOver (iOS 17), English: Apple's accessibility documentation and device
  /// recordings (reference/screen-readers.md).
  static let voiceOverEnglish = WordTable(
    reader: .voiceOver, locale: "en", languageName: "English",
    source: "Apple's UIAccessibility documentation and device recordings (reference/screen-readers.md)",
    words: [
      .stateSelected: "Selected",
      .stateOn: "on",
      .stateOff: "off",
      .stateDimmed: "dimmed",
      .stateExpanded: "expanded",
      .stateCollapsed: "collapsed",
      .roleButton: "button",
      .roleSwitchButton: "switch button",
      .roleHeading: "heading",
      .roleTextField: "text field",
      .roleSecureTextField: "secure text field",
      .roleSearchField: "search field",
      .rolePopUpButton: "pop up button",
      .rolePickerItem: "picker item",
      .roleImage: "image",
      .roleLink: "link",
      .roleTab: "tab",
      .traitAdjustable: "adjustable",
      .positionTemplate: "%1$s of %2$s",
      .hintAdjustable: "Swipe up or down with one finger to adjust the value",
      .hintSwitch: "Double tap to toggle setting",
      .hintPopUpButton: "Double tap to activate the picker",
      .hintTextField: "Double tap to edit",
      .actionsAvailable: "actions available",
      .menuActions: "Actions",
      .menuLinks: "Links",
      .menuNoActions: "No actions",
      .dismissSheet: "Dismiss pop-up window",
    ])
}
