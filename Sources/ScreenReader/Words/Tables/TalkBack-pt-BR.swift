extension WordTable {
  /// TalkBack, Brazilian Portuguese: values-pt-rBR of TalkBack's compositor (whose
  /// item count is "itens" even for one).
  static let talkBackBrazilianPortuguese = WordTable(
    reader: .talkBack, locale: "pt-BR", languageName: "Brazilian Portuguese", source: talkBackSource("values-pt-rBR"),
    words: [
      .roleButton: "Botão", .roleCheckBox: "Caixa de seleção", .roleRadioButton: "Botão de opção",
      .roleSwitch: "Interruptor", .roleHeading: "Título", .roleEditBox: "Caixa de edição",
      .roleDropDownList: "Lista suspensa", .roleImage: "Imagem", .roleProgressBar: "Barra de progresso",
      .stateSelected: "selecionado", .stateExpanded: "expandido", .stateCollapsed: "recolhido",
      .stateOn: "ativado", .stateOff: "desativado", .stateChecked: "selecionado",
      .stateNotChecked: "não selecionado", .stateDisabled: "desativado",
      .labeledItem: "%1$s para %2$s", .errorTemplate: "Error: %1$s", .positionTemplate: "%1$d de %2$d",
      .inList: "Na lista", .inGrid: "Na grade", .outOfList: "Fora da lista", .outOfGrid: "Fora da grade",
      .itemCountOne: "%1$d itens", .itemCountOther: "%1$d itens",
      .doubleTap: "Tocar duas vezes", .hintCustomLabel: "%1$s para %2$s", .hintToggle: "%1$s para alternar",
      .hintChange: "%1$s para alterar", .hintEditText: "%1$s para editar o texto",
      .hintActivate: "%1$s para ativar", .hintLongPress: "%1$s e segure para manter pressionado",
      .menuAvailable: "%1$s disponível. Use o gesto %2$s para ver",
      .drawerOpenedTitled: "Menu de %1$s", .drawerOpened: "Barra deslizante aberta",
    ],
    unknown: talkBackUnsourced)
}
