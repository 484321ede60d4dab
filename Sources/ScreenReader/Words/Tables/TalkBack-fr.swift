extension WordTable {
  /// TalkBack, French: values-fr of TalkBack's compositor (a switch is "Bouton" there).
  static let talkBackFrench = WordTable(
    reader: .talkBack, locale: "fr", languageName: "French", source: talkBackSource("values-fr"),
    words: [
      .roleButton: "Bouton", .roleCheckBox: "Case à cocher", .roleRadioButton: "Case d'option",
      .roleSwitch: "Bouton", .roleHeading: "Titre", .roleEditBox: "Zone de modification",
      .roleDropDownList: "Liste déroulante", .roleImage: "Image", .roleProgressBar: "Barre de progression",
      .stateSelected: "sélectionné", .stateExpanded: "développé", .stateCollapsed: "regroupé",
      .stateOn: "activé", .stateOff: "désactivé", .stateChecked: "coché", .stateNotChecked: "non coché",
      .stateDisabled: "désactivé",
      .labeledItem: "%1$s pour %2$s", .errorTemplate: "Error: %1$s", .positionTemplate: "%1$d sur %2$d",
      .inList: "Dans la liste", .inGrid: "Dans la grille", .outOfList: "Hors de la liste",
      .outOfGrid: "Hors de la grille", .itemCountOne: "%1$d élément", .itemCountOther: "%1$d éléments",
      .doubleTap: "Appuyer deux fois", .hintCustomLabel: "%1$s pour %2$s",
      .hintToggle: "%1$s pour cocher ou décocher", .hintChange: "%1$s pour modifier",
      .hintEditText: "%1$s pour modifier le texte", .hintActivate: "%1$s pour activer",
      .hintLongPress: "%1$s et maintenir enfoncé pour appuyer de manière prolongée",
      .menuAvailable: "%1$s disponible, utilisez le geste \"%2$s\" pour l'afficher",
      .drawerOpenedTitled: "Menu \"%1$s\"", .drawerOpened: "Panneau coulissant ouvert",
    ],
    unknown: talkBackUnsourced)
}
