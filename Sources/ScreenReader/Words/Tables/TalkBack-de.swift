extension WordTable {
  /// TalkBack, German: values-de of TalkBack's compositor, string names as in
  /// TalkBack-en.swift. TalkBack ships "Error: %1$s" untranslated.
  static let talkBackGerman = WordTable(
    reader: .talkBack, locale: "de", languageName: "German", source: talkBackSource("values-de"),
    words: [
      .roleButton: "Schaltfläche", .roleCheckBox: "Kästchen", .roleRadioButton: "Optionsfeld",
      .roleSwitch: "Schalter", .roleHeading: "Überschrift", .roleEditBox: "Bearbeitungsfeld",
      .roleDropDownList: "Drop-down-Liste", .roleImage: "Bild", .roleProgressBar: "Statusleiste",
      .stateSelected: "ausgewählt", .stateExpanded: "Maximiert", .stateCollapsed: "Minimiert",
      .stateOn: "an", .stateOff: "aus", .stateChecked: "aktiviert", .stateNotChecked: "nicht aktiviert",
      .stateDisabled: "deaktiviert",
      .labeledItem: "%1$s für %2$s", .errorTemplate: "Error: %1$s", .positionTemplate: "%1$d von %2$d",
      .inList: "In der Liste", .inGrid: "Im Raster", .outOfList: "Nicht in der Liste", .outOfGrid: "Nicht im Raster",
      .itemCountOne: "%1$d Eintrag", .itemCountOther: "%1$d Einträge",
      .doubleTap: "doppeltippen", .hintCustomLabel: "Zum %2$s %1$s", .hintToggle: "Zum Umschalten %1$s",
      .hintChange: "Zum Ändern %1$s", .hintEditText: "%1$s, um Text zu bearbeiten",
      .hintActivate: "Zum Auswählen %1$s", .hintLongPress: "Zum langen Drücken %1$s und halten",
      .menuAvailable: "%1$s verfügbar, zum Ansehen %2$s verwenden",
      .drawerOpenedTitled: "Menü \"%1$s\"", .drawerOpened: "Schieberegler geöffnet",
    ],
    unknown: talkBackUnsourced)
}
