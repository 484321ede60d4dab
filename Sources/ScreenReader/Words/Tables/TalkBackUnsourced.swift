extension WordTable {
  /// TalkBack words Earshot has not found translated in TalkBack's compositor
  /// strings; every translated TalkBack table lists them as unknown, so they are
  /// spoken in English and `why` says so.
  static let talkBackUnsourced: [WordKey: String] = [
    .roleSlider: "AndroidX's SeekBar role word is not in TalkBack's strings",
    .roleLink: "the link role word is outside the compositor strings",
    .roleTab: "Material's tab role word is not in TalkBack's strings",
    .labelForAlone: "no TalkBack string for 'for LABEL' without a role",
    .hintSelect: "the single-selection hint is outside the compositor strings",
    .hintAdjust: "the adjust hint is outside the compositor strings",
    .menuGesture: "the gesture's spoken name is outside the compositor strings",
    .menuActions: "the actions menu's name is outside the compositor strings",
    .menuLinks: "the links menu's name is outside the compositor strings",
    .menuNoActions: "the empty menu's text is outside the compositor strings",
    .popupWindow: "the untitled popup's title is outside the compositor strings",
  ]

  /// Where translated TalkBack tables come from.
  static func talkBackSource(_ folder: String) -> String {
    "google/talkback compositor/src/main/res/\(folder)/strings.xml (6c0b475b)"
  }
}
