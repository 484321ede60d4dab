extension WordTable {
  /// TalkBack, Japanese: values-ja of TalkBack's compositor (checked is "ON" there;
  /// the position template puts the count first).
  static let talkBackJapanese = WordTable(
    reader: .talkBack, locale: "ja", languageName: "Japanese", source: talkBackSource("values-ja"),
    words: [
      .roleButton: "ボタン", .roleCheckBox: "チェックボックス", .roleRadioButton: "ラジオボタン",
      .roleSwitch: "スイッチ", .roleHeading: "見出し", .roleEditBox: "編集ボックス",
      .roleDropDownList: "プルダウンリスト", .roleImage: "画像", .roleProgressBar: "進行状況バー",
      .stateSelected: "選択済み", .stateExpanded: "展開されています", .stateCollapsed: "折りたたまれています",
      .stateOn: "ON", .stateOff: "OFF", .stateChecked: "ON", .stateNotChecked: "OFF", .stateDisabled: "無効",
      .labeledItem: "%2$sの%1$s", .errorTemplate: "Error: %1$s", .positionTemplate: "%2$d件中の%1$d件目です",
      .inList: "リストの中です", .inGrid: "グリッドの中です", .outOfList: "リストの外です", .outOfGrid: "グリッドの外です",
      .itemCountOne: "%1$d個のアイテム", .itemCountOther: "%1$d個のアイテム",
      .doubleTap: "ダブルタップ", .hintCustomLabel: "%2$sするには、%1$sします", .hintToggle: "切り替えるには%1$sします",
      .hintChange: "変更するには%1$sします", .hintEditText: "%1$sでテキストを編集します",
      .hintActivate: "%1$sすると有効になります", .hintLongPress: "押し続けるには%1$sしたままにします",
      .menuAvailable: "%1$sを使用できます。%2$sで確認できます",
      .drawerOpenedTitled: "%1$sのメニュー", .drawerOpened: "ドロワーを開きました",
    ],
    unknown: talkBackUnsourced)
}
