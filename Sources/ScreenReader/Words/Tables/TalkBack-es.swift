extension WordTable {
  /// TalkBack, Spanish: values-es of TalkBack's compositor.
  static let talkBackSpanish = WordTable(
    reader: .talkBack, locale: "es", languageName: "Spanish", source: talkBackSource("values-es"),
    words: [
      .roleButton: "Botón", .roleCheckBox: "Casilla de verificación", .roleRadioButton: "Botón de selección",
      .roleSwitch: "Interruptor", .roleHeading: "Título", .roleEditBox: "Cuadro de edición",
      .roleDropDownList: "Lista desplegable", .roleImage: "Imagen", .roleProgressBar: "Barra de progreso",
      .stateSelected: "seleccionado", .stateExpanded: "mostrado", .stateCollapsed: "oculta",
      .stateOn: "activado", .stateOff: "desactivado", .stateChecked: "seleccionado",
      .stateNotChecked: "no seleccionado", .stateDisabled: "inhabilitado",
      .labeledItem: "%1$s de %2$s", .errorTemplate: "Error: %1$s", .positionTemplate: "%1$d de %2$d",
      .inList: "En la lista", .inGrid: "En la cuadrícula", .outOfList: "Fuera de la lista",
      .outOfGrid: "Fuera de la cuadrícula", .itemCountOne: "%1$d elemento", .itemCountOther: "%1$d elementos",
      .doubleTap: "Toca dos veces", .hintCustomLabel: "%1$s para %2$s", .hintToggle: "%1$s para activar",
      .hintChange: "%1$s para cambiar", .hintEditText: "%1$s para editar texto", .hintActivate: "%1$s para activar",
      .hintLongPress: "%1$s y mantén pulsado el elemento",
      .menuAvailable: "%1$s disponible, usa %2$s para verlo",
      .drawerOpenedTitled: "Menú %1$s", .drawerOpened: "Panel deslizante abierto",
    ],
    unknown: talkBackUnsourced)
}
