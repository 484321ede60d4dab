extension WordTable {
  /// VoiceOver, German, as cashapp/AccessibilitySnapshot's snapshot tests publish it
  /// (Sources/AccessibilitySnapshot/Parser/Swift/Assets/de.lproj/Localizable.strings,
  /// 0172890b); its trailing full stops are dropped.
  static let voiceOverGerman = WordTable(
    reader: .voiceOver, locale: "de", languageName: "German",
    source: "cashapp/AccessibilitySnapshot Parser/Swift/Assets/de.lproj/Localizable.strings (0172890b)",
    words: [
      .stateSelected: "Auswahl", .stateDimmed: "Grau dargestellt", .stateOn: "Ein", .stateOff: "Aus",
      .roleButton: "Taste", .roleTab: "Tabulator", .roleHeading: "Überschrift", .roleLink: "Hyperlink",
      .roleImage: "Bild", .roleSearchField: "Suchfeld", .roleSwitchButton: "Umschalttaste", .roleTextField: "Textfeld",
      .traitAdjustable: "Einstellbar",
      .hintAdjustable: "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen",
      .hintSwitch: "Zum Umschalten Doppeltippen", .hintTextField: "Zum Bearbeiten doppeltippen",
      .positionTemplate: "%1$s von %2$s", .actionsAvailable: "Aktionen verfügbar",
    ],
    unknown: voiceOverUnpublished)

  /// VoiceOver words no snapshot-testing project publishes in German.
  static let voiceOverUnpublished: [WordKey: String] = [
    .stateExpanded: "not published", .stateCollapsed: "not published", .roleSecureTextField: "not published",
    .rolePopUpButton: "not published", .rolePickerItem: "not published", .hintPopUpButton: "not published",
    .menuActions: "not published", .menuLinks: "not published", .menuNoActions: "not published",
    .dismissSheet: "not published",
  ]
}
