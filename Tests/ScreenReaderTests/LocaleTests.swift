import ScreenReader
import Testing

/// Every shipped locale, on both readers, speaks a checkbox, a switch, a dropdown,
/// a radio group and a modal with the words its source gives. The expected words
/// are copied here from the sources themselves (TalkBack 15: google/talkback 26a27dc0
/// talkback/src/main/res/values-XX/strings_compositor.xml; VoiceOver German:
/// cashapp/AccessibilitySnapshot de.lproj), not from Earshot's tables.
@Suite struct LocaleTests {
  static let form = """
    title: Form
    elements:
      - checkbox: { label: Terms, checked: false }
      - switch: { label: Wifi, on: true }
      - dropdown: { label: Country, options: [Canada, Mexico], selected: Canada }
      - radio-group: { label: Size, options: [Small, Large], selected: Large }
      - button: { label: Open, opens: box }
    modals:
      box:
        kind: dialog
        title: Box
        elements:
          - button: { label: Close, closes: true }
    """

  /// What TalkBack says, per locale, from its compositor strings.
  struct TalkBackWords: Sendable, CustomTestStringConvertible {
    var locale: String
    var checkbox: String  // value_checkbox
    var checked: String  // value_checked
    var notChecked: String  // value_not_checked
    var toggleHint: String  // template_hint_checkable with value_double_tap
    var switchRole: String  // value_switch
    var on: String  // value_on
    var off: String  // value_off
    var dropDown: String  // value_spinner
    var changeHint: String  // template_hint_spinner
    var inList: String  // in_list
    var outOfList: String  // out_of_list
    var radio: String  // value_radio_button
    var position: String  // list_index_template, 2 of 2
    var button: String  // value_button
    var activateHint: String  // template_hint_clickable
    var testDescription: String { locale }
  }

  static let talkBack: [TalkBackWords] = [
    TalkBackWords(
      locale: "en", checkbox: "Check box", checked: "checked", notChecked: "not checked",
      toggleHint: "Double-tap to toggle", switchRole: "Switch", on: "on", off: "off", dropDown: "Drop down list",
      changeHint: "Double-tap to change", inList: "In list", outOfList: "Out of list", radio: "Radio button",
      position: "2 of 2",
      button: "Button", activateHint: "Double-tap to activate"),
    TalkBackWords(
      locale: "de", checkbox: "Kästchen", checked: "aktiviert", notChecked: "nicht aktiviert",
      toggleHint: "Zum Wechseln doppeltippen", switchRole: "Schalter", on: "an", off: "aus",
      dropDown: "Drop-down-Liste", changeHint: "Zum Ändern doppeltippen", inList: "In der Liste",
      outOfList: "Liste verlassen",
      radio: "Optionsfeld", position: "2 von 2", button: "Schaltfläche", activateHint: "Zum Aktivieren doppeltippen"),
    TalkBackWords(
      locale: "fr", checkbox: "Case à cocher", checked: "coché", notChecked: "non coché",
      toggleHint: "Appuyer deux fois pour cocher ou désélectionner", switchRole: "Bouton", on: "activé",
      off: "désactivé",
      dropDown: "Liste déroulante", changeHint: "Appuyer deux fois pour modifier", inList: "Dans la liste",
      outOfList: "Hors de la liste",
      radio: "Case d'option", position: "2 sur 2", button: "Bouton", activateHint: "Appuyer deux fois pour activer"),
    TalkBackWords(
      locale: "es", checkbox: "Casilla de verificación", checked: "seleccionado", notChecked: "no seleccionado",
      toggleHint: "Toca dos veces para alternar", switchRole: "Interruptor", on: "activado", off: "desactivado",
      dropDown: "Lista desplegable", changeHint: "Toca dos veces para cambiar", inList: "En la lista",
      outOfList: "Fuera de la lista",
      radio: "Botón de selección", position: "2 de 2", button: "Botón", activateHint: "Toca dos veces para activar"),
    TalkBackWords(
      locale: "pt-BR", checkbox: "Caixa de seleção", checked: "selecionado", notChecked: "não selecionado",
      toggleHint: "Tocar duas vezes para alternar", switchRole: "Interruptor", on: "ativado", off: "desativado",
      dropDown: "Lista suspensa", changeHint: "Tocar duas vezes para modificar", inList: "Na lista",
      outOfList: "Fora da lista",
      radio: "Botão de opção", position: "2 de 2", button: "Botão", activateHint: "Tocar duas vezes para ativar"),
    TalkBackWords(
      locale: "ja", checkbox: "チェックボックス", checked: "ON", notChecked: "未選択", toggleHint: "切り替えるにはダブルタップします",
      switchRole: "スイッチ", on: "ON", off: "OFF", dropDown: "プルダウンリスト", changeHint: "変更するにはダブルタップします",
      inList: "リストの中です", outOfList: "リストの外です", radio: "ラジオボタン", position: "2件中の2件目です", button: "ボタン",
      activateHint: "有効にするにはダブルタップします"),
    TalkBackWords(
      locale: "ru", checkbox: "Флажок", checked: "отмечено", notChecked: "не отмечено",
      toggleHint: "Коснитесь дважды, чтобы включить или выключить", switchRole: "Переключатель", on: "включено",
      off: "отключено", dropDown: "Раскрывающееся меню", changeHint: "Коснитесь дважды, чтобы изменить",
      inList: "В списке", outOfList: "Вне списка", radio: "Переключатель", position: "2 из 2", button: "Кнопка",
      activateHint: "Коснитесь дважды, чтобы активировать"),
  ]

  @Test(arguments: talkBack)
  func talkBackSpeaksTheSourcedWords(_ words: TalkBackWords) throws {
    var reader = ScreenReaderSession(screen: try screen(Self.form), platform: .android, locale: words.locale)
    #expect(try reader.say(.first) == ["\(words.notChecked), Terms, \(words.checkbox)", words.toggleHint])
    #expect(try reader.say(.activate) == [words.checked])
    #expect(try reader.say(.next) == ["\(words.on), Wifi, \(words.switchRole)", words.toggleHint])
    #expect(try reader.say(.activate) == [words.off])
    #expect(try reader.say(.next) == ["Country, \(words.dropDown), Canada", words.changeHint])
    // The open list: its first option, in a list.
    let opened = try reader.say(.activate)
    #expect(opened.contains { $0.hasPrefix("\(words.checked), Canada, \(words.inList)") })
    _ = try reader.say(.escape)
    #expect(try reader.say(.next, .next, .next).first == "\(words.checked), Large, \(words.radio), \(words.position)")
    // Radio groups are lists on Android: leaving one is said after the next element.
    #expect(try reader.say(.next) == ["Open, \(words.button), \(words.outOfList)", words.activateHint])
    // The modal: TalkBack speaks its title, then its first element.
    #expect(try reader.say(.activate) == ["Box", "Close, \(words.button)", words.activateHint])
  }

  @Test func voiceOverSpeaksGermanAsAccessibilitySnapshotPublishesIt() throws {
    var reader = ScreenReaderSession(screen: try screen(Self.form), platform: .ios, locale: "de")
    // trait.button "Taste"; the checkbox's value is the app's text.
    #expect(try reader.say(.first) == ["Terms, not checked, Taste"])
    // trait.switch_button "Umschalttaste", state_on "Ein", state_off "Aus", hint "Zum Umschalten Doppeltippen";
    // the state after the trait word, as iOS 17 and later read it.
    #expect(try reader.say(.next) == ["Wifi, Umschalttaste, Ein", "Zum Umschalten Doppeltippen"])
    #expect(try reader.say(.activate) == ["Aus"])
    // The dropdown's collapsed state is not published: English, and `why` says so.
    let dropdown = try reader.events(.next).utterances
    #expect(dropdown.map(\.text) == ["Country, Canada, Taste, collapsed"])
    let collapsed = dropdown[0].parts.first { $0.text == "collapsed" }
    #expect(collapsed?.source.contains("English: VoiceOver has no German word") == true)
    // trait.selected "Auswahl" (a custom radio button has no position on iOS).
    _ = try reader.say(.activate)
    _ = try reader.say(.escape)
    #expect(try reader.say(.next, .next, .next) == ["Auswahl, Large, Taste"])
    // The modal: its title is read first as a heading ("Überschrift").
    #expect(try reader.say(.next, .activate) == ["Box, Überschrift"])
  }

  /// The traits and hint formats cashapp/AccessibilitySnapshot publishes for German and
  /// Russian (de.lproj / ru.lproj Localizable.strings, 5b03db8): an app's hint is followed
  /// by the trait's ("%@. Zum Anpassen des Wertes…", trait.adjustable.hint_format), and a
  /// back button says its trait after the previous screen's title (trait.backbutton.description).
  @Test(arguments: [
    (
      "de", "Lautstärke, 40%, Einstellbar",
      "Ändert die Klingellautstärke, Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen",
      "Einstellungen, Zurück Taste", "Zurück Taste"
    ),
    (
      "ru", "Lautstärke, 40%, Элемент регулировки",
      "Ändert die Klingellautstärke, Смахните вверх или вниз одним пальцем, чтобы настроить значение",
      "Einstellungen, Кнопка назад", "Кнопка назад"
    ),
  ])
  func voiceOverJoinsHintsAndSaysTheBackButtonTraitInTheLocale(
    _ locale: String, _ slider: String, _ hint: String, _ titledBack: String, _ back: String
  ) throws {
    let yaml = """
      elements:
        - slider: { label: Lautstärke, value: 40, hint: Ändert die Klingellautstärke. }
        - navigation-bar: { label: WLAN, back-label: Einstellungen, id: titled }
        - navigation-bar: { label: Mobilfunk, id: untitled }
      """
    var reader = ScreenReaderSession(screen: try screen(yaml), platform: .ios, locale: locale)
    #expect(try reader.say(.first) == [slider, hint])
    #expect(try reader.say(.next) == [titledBack])
    // The label that is only the locale's back word ("Zurück", "назад") gives way to the trait.
    #expect(try reader.say(.next, .next) == [back])
  }

  @Test func voiceOverSpeaksRussianAsAccessibilitySnapshotPublishesIt() throws {
    var reader = ScreenReaderSession(screen: try screen(Self.form), platform: .ios, locale: "ru")
    // ru.lproj trait.button "Кнопка."; the checkbox's value is the app's text.
    #expect(try reader.say(.first) == ["Terms, not checked, Кнопка"])
    // trait.switch_button "Кнопка-переключатель.", state_on "Вкл.", state_off "Выкл.",
    // hint "Коснитесь дважды, чтобы переключить настройку."; the state after the trait word (iOS 17 and later).
    #expect(
      try reader.say(.next) == ["Wifi, Кнопка-переключатель, Вкл", "Коснитесь дважды, чтобы переключить настройку"])
    #expect(try reader.say(.activate) == ["Выкл"])
    // The dropdown's collapsed state is not published: English, and `why` says so.
    let dropdown = try reader.events(.next).utterances
    #expect(dropdown.map(\.text) == ["Country, Canada, Кнопка, collapsed"])
    let collapsed = dropdown[0].parts.first { $0.text == "collapsed" }
    #expect(collapsed?.source.contains("English: VoiceOver has no Russian word") == true)
    // trait.selected "Выбрано."
    _ = try reader.say(.activate)
    _ = try reader.say(.escape)
    #expect(try reader.say(.next, .next, .next) == ["Выбрано, Large, Кнопка"])
    // The modal: its title is read first as a heading (trait.header "Заголовок.").
    #expect(try reader.say(.next, .activate) == ["Box, Заголовок"])
  }

  @Test(arguments: ["fr", "es", "pt-BR", "ja"])
  func voiceOverWithoutPublishedWordsSpeaksEnglishAndSaysSo(_ locale: String) throws {
    var reader = ScreenReaderSession(screen: try screen(Self.form), platform: .ios, locale: locale)
    var english = ScreenReaderSession(screen: try screen(Self.form), platform: .ios)
    let commands: [Command] = [.first, .activate, .next, .activate, .next, .activate, .escape, .next, .next, .next]
    for command in commands {
      let heard = try reader.events(command).utterances
      #expect(heard.map(\.text) == (try english.events(command).utterances.map(\.text)))
      for part in heard.flatMap(\.parts) where part.kind == .role {
        #expect(part.source.contains("(English: VoiceOver has no"), "\(locale): \(part.text)")
      }
    }
    #expect(try reader.say(.next, .activate) == ["Box, heading"])
  }

  @Test func aWordMissingFromATableFallsBackToEnglishVisibly() throws {
    let talkBack12 = try #require(ReaderVersion.named("talkback-12"))
    var reader = ScreenReaderSession(
      screen: try screen(Self.form), platform: .android, locale: "de", versions: [talkBack12])
    _ = try reader.say(.first, .next, .next, .next, .next)
    // TalkBack 12 had no single-selection hint (6c0b475b): the whole hint is English.
    let hint = try reader.events(.next).utterances.last
    #expect(hint?.text == "Double-tap to select")
    #expect(hint?.parts.first?.source.contains("English: TalkBack has no German word") == true)
    #expect(WordTables.words(for: .talkBack, locale: "de", version: talkBack12).fallbackKeys.contains(.hintSelect))
    // TalkBack 15 has it (template_hint_single_selection_item, values-de, 26a27dc0).
    var latest = ScreenReaderSession(screen: try screen(Self.form), platform: .android, locale: "de")
    _ = try latest.say(.first, .next, .next, .next, .next)
    #expect(try latest.events(.next).utterances.last?.text == "Zum Auswählen doppeltippen")
  }

  @Test func localeSpellingsFindTheShippedTable() {
    #expect(WordTables.locale(matching: "de-AT") == "de")
    #expect(WordTables.locale(matching: "pt_br") == "pt-BR")
    #expect(WordTables.locale(matching: "PT") == "pt-BR")
    #expect(WordTables.locale(matching: "xx") == nil)
  }

  @Test func templatesKeepTheirOwnWordOrder() {
    let japanese = WordTables.words(for: .talkBack, locale: "ja")
    #expect(japanese[.positionTemplate, .text("1"), .text("3")] == "3件中の1件目です")
    #expect(japanese[.labeledItem, .word(.roleEditBox), .text("Email")] == "Emailの編集ボックス")
  }

  static let platformWords = """
    title: Dates
    elements:
      - date-picker: { label: Birthday, value: 1990-11-05 }
      - tabs: { options: [Home, Settings], selected: Home, android: { widget: compose } }
      - radio-group: { options: [Home, Settings], selected: Home, android: { widget: compose } }
      - dropdown: { label: Country, options: [Canada], selected: Canada }
      - progress: { label: Upload, value: 40 }
    """

  /// The words of the platform's own controls, per locale, copied from their sources:
  /// the long date (CLDR gregorian long pattern, month names as glibc localedata
  /// LC_TIME `mon` lists them) and Compose's `selected`, `not_selected` and `tab`
  /// (androidx compose/ui/ui/src/androidMain/res/values-XX/strings.xml).
  struct PlatformWords: Sendable, CustomTestStringConvertible {
    var locale: String
    var date: String
    var selected: String
    var notSelected: String
    var tab: String
    var month: String
    /// Compose's template_percent, its full stop dropped.
    var percent: String
    var testDescription: String { locale }
  }

  static let platform: [PlatformWords] = [
    PlatformWords(
      locale: "en", date: "November 5, 1990", selected: "Selected", notSelected: "Not selected", tab: "Tab",
      month: "November", percent: "40 percent"),
    PlatformWords(
      locale: "de", date: "5. November 1990", selected: "Ausgewählt", notSelected: "Nicht ausgewählt", tab: "Tab",
      month: "November", percent: "40 Prozent"),
    PlatformWords(
      locale: "fr", date: "5 novembre 1990", selected: "Sélectionné", notSelected: "Non sélectionné", tab: "Onglet",
      month: "novembre", percent: "40 pour cent"),
    PlatformWords(
      locale: "es", date: "5 de noviembre de 1990", selected: "Seleccionado", notSelected: "No seleccionado",
      tab: "Pestaña", month: "noviembre", percent: "40 por cien"),
    PlatformWords(
      locale: "pt-BR", date: "5 de novembro de 1990", selected: "Selecionado", notSelected: "Não selecionado",
      tab: "Guia", month: "novembro", percent: "40%"),
    PlatformWords(
      locale: "ja", date: "1990年11月5日", selected: "選択済み", notSelected: "未選択", tab: "タブ", month: "11月",
      percent: "40パーセント"),
    // Russian months in the genitive in a date (glibc ru_RU `mon`, CLDR format-wide);
    // iOS's picker wheel shows the month alone, in the nominative (CLDR stand-alone
    // wide, glibc `alt_mon`).
    PlatformWords(
      locale: "ru", date: "5 ноября 1990 г", selected: "Выбрано", notSelected: "Не выбрано", tab: "Вкладка",
      month: "ноябрь", percent: "Процентов: 40"),
  ]

  @Test(arguments: platform)
  func datesAndComposeStatesAreSpokenInTheLocale(_ words: PlatformWords) throws {
    var talkBack = ScreenReaderSession(screen: try screen(Self.platformWords), platform: .android, locale: words.locale)
    #expect(try talkBack.say(.first).first?.hasSuffix(words.date) == true)
    // Compose's Tab role word; a Compose tab is isSelected, not 'Selected' in words.
    #expect(try talkBack.say(.next).first?.contains(", Home, \(words.tab), ") == true)
    #expect(try talkBack.say(.next).first?.hasPrefix("Settings, \(words.tab), ") == true)
    // Compose's other selectables say Selected / Not selected.
    #expect(try talkBack.say(.next).first?.hasPrefix("\(words.selected), Home, ") == true)
    #expect(try talkBack.say(.next).first?.hasPrefix("\(words.notSelected), Settings, ") == true)
    #expect(try talkBack.say(.last).first?.hasPrefix("\(words.percent), Upload, ") == true)
    var voiceOver = ScreenReaderSession(screen: try screen(Self.platformWords), platform: .ios, locale: words.locale)
    _ = try voiceOver.say(.first)
    // The open picker's first wheel: the month, by its name in the locale.
    #expect(try voiceOver.say(.activate).first?.hasPrefix("\(words.month), ") == true)
  }

  @Test func iOSMenuDismissButtonFallsBackToEnglishVisibly() throws {
    var english = ScreenReaderSession(screen: try screen(Self.platformWords), platform: .ios)
    // Past the date picker, two tabs and two radio buttons, to the dropdown.
    _ = try english.say(.first, .next, .next, .next, .next, .next, .activate)
    #expect(try english.say(.next) == ["Dismiss context menu, button"])
    var german = ScreenReaderSession(screen: try screen(Self.platformWords), platform: .ios, locale: "de")
    _ = try german.say(.first, .next, .next, .next, .next, .next, .activate)
    let dismiss = try german.events(.next).utterances
    #expect(dismiss.map(\.text) == ["Dismiss context menu, Taste"])
    #expect(dismiss.first?.parts.first?.source.contains("English: VoiceOver has no German word") == true)
  }

  /// Android's up button is AppCompat's abc_action_bar_up_description, copied from
  /// androidx appcompat/appcompat/src/main/res/values-XX/strings.xml (values-pt is Brazil's).
  @Test(arguments: [
    ("en", "Navigate up, Button"), ("de", "Nach oben, Schaltfläche"), ("fr", "Revenir en haut de la page, Bouton"),
    ("es", "Desplazarse hacia arriba, Botón"), ("pt-BR", "Navegar para cima, Botão"), ("ja", "前に戻る, ボタン"),
    ("ru", "Перейти вверх, Кнопка"),
  ])
  func androidUpButtonIsSpokenInTheLocale(_ locale: String, _ heard: String) throws {
    var reader = ScreenReaderSession(
      screen: try screen("elements:\n  - navigation-bar: Settings"), platform: .android, locale: locale)
    let up = try reader.events(.first).utterances
    #expect(up.first?.text == heard)
    #expect(up.first?.parts.first?.source.contains("English") == false)
  }

  /// The back button's words where cashapp/AccessibilitySnapshot publishes them
  /// (back.descriptor "назад" and trait.backbutton.description "Кнопка назад.",
  /// AccessibilitySnapshotModel ru.lproj 599f19c3); English, visibly, where nobody
  /// does (French). A label that is only the back word is dropped for the trait
  /// (UIAccessibility+SnapshotAdditions.swift, hidesAccessibilityLabel, e0ec1c6).
  @Test func iOSBackButtonIsEnglishVisiblyWhereUIKitsTitleIsNotPublished() throws {
    var english = ScreenReaderSession(screen: try screen("elements:\n  - navigation-bar: Settings"), platform: .ios)
    #expect(try english.say(.first) == ["back button"])
    var russian = ScreenReaderSession(
      screen: try screen("elements:\n  - navigation-bar: Settings"), platform: .ios, locale: "ru")
    #expect(try russian.events(.first).utterances.map(\.text) == ["Кнопка назад"])
    var french = ScreenReaderSession(
      screen: try screen("elements:\n  - navigation-bar: Settings"), platform: .ios, locale: "fr")
    let back = try french.events(.first).utterances
    #expect(back.map(\.text) == ["back button"])
    #expect(back.first?.parts.first?.source.contains("English: VoiceOver has no French word") == true)
    // The previous screen's title is the app's text, in no table: it is read before the trait.
    var titled = ScreenReaderSession(
      screen: try screen("elements:\n  - navigation-bar: { label: Wi-Fi, back-label: Настройки }"), platform: .ios,
      locale: "ru")
    #expect(try titled.say(.first) == ["Настройки, Кнопка назад"])
  }
}

/// Russian's two month forms: the picker wheel shows the month alone (nominative,
/// CLDR stand-alone), the date on the button takes the genitive (CLDR format).
@Suite struct RussianMonthFormTests {
  @Test func theWheelSaysTheMonthAloneAndTheDateItsGenitive() throws {
    let yaml = "title: D\nelements:\n  - date-picker: { label: Birthday, value: 1990-11-05 }"
    var voiceOver = ScreenReaderSession(screen: try screen(yaml), platform: .ios, locale: "ru")
    _ = try voiceOver.say(.first)
    #expect(try voiceOver.say(.activate).first?.hasPrefix("ноябрь, ") == true)
    #expect(try voiceOver.say(.increment).first?.hasPrefix("декабрь") == true)
    #expect(try voiceOver.say(.escape).first?.contains("Birthday, 5 декабря 1990 г") == true)
  }
}

/// The pickers' own buttons and VoiceOver's "Alert" come from the reader's table:
/// Android's Cancel and OK are the framework's `cancel` and `ok` (AOSP frameworks/base
/// core/res/res/values-ru/strings.xml: "Отмена", "ОК" in Cyrillic letters); where a
/// table lacks them they are English, and say so.
@Suite struct PickerButtonWordTests {
  static let datePicker = "title: D\nelements:\n  - date-picker: { label: Birthday, value: 1990-11-05 }"

  @Test func androidsDialogButtonsAreRussianFromTheFramework() throws {
    var reader = ScreenReaderSession(screen: try screen(Self.datePicker), platform: .android, locale: "ru")
    _ = try reader.say(.first, .activate)
    let ok = try reader.events(.last).utterances
    #expect(ok.first?.text == "ОК, Кнопка")
    #expect(ok.first?.parts.first?.source.contains("English") == false)
    #expect(try reader.say(.previous).first == "Отмена, Кнопка")
  }

  /// AOSP frameworks/base core/res/res/values-XX/strings.xml `ok` and `cancel` (the tables cite
  /// the commits); "OK" is the framework's own word in German, French, Japanese and Portuguese.
  @Test(arguments: [
    ("de", "OK, Schaltfläche", "Abbrechen, Schaltfläche"),
    ("es", "Aceptar, Botón", "Cancelar, Botón"),
    ("fr", "OK, Bouton", "Annuler, Bouton"),
    ("ja", "OK, ボタン", "キャンセル, ボタン"),
    ("pt-BR", "OK, Botão", "Cancelar, Botão"),
  ])
  func androidsDialogButtonsAreTheFrameworksInEveryLocale(locale: String, ok: String, cancel: String) throws {
    var reader = ScreenReaderSession(screen: try screen(Self.datePicker), platform: .android, locale: locale)
    _ = try reader.say(.first, .activate)
    let okButton = try reader.events(.last).utterances
    #expect(okButton.first?.text == ok)
    #expect(okButton.first?.parts.first?.source.contains("English") == false)
    let cancelButton = try reader.events(.previous).utterances
    #expect(cancelButton.first?.text == cancel)
    #expect(cancelButton.first?.parts.first?.source.contains("English") == false)
  }

  @Test func voiceOversDoneIsEnglishVisiblyWhereItIsNotPublished() throws {
    var voiceOver = ScreenReaderSession(screen: try screen(Self.datePicker), platform: .ios, locale: "ru")
    _ = try voiceOver.say(.first, .activate)
    let done = try voiceOver.events(.last).utterances
    #expect(done.first?.text == "Done, Кнопка")
    #expect(done.first?.parts.first?.source.contains("English: VoiceOver has no Russian word") == true)
  }

  @Test func voiceOversAlertIsEnglishVisiblyWhereItIsNotPublished() throws {
    let yaml = """
      title: A
      elements:
        - button: { label: Delete, opens: confirm }
      modals:
        confirm:
          kind: alert
          title: Delete?
          elements:
            - button: { label: Cancel, closes: true }
      """
    var english = ScreenReaderSession(screen: try screen(yaml), platform: .ios)
    _ = try english.say(.first)
    #expect(try english.say(.activate).first == "Alert")
    var german = ScreenReaderSession(screen: try screen(yaml), platform: .ios, locale: "de")
    _ = try german.say(.first)
    let opened = try german.events(.activate).utterances
    #expect(opened.first?.text == "Alert")
    #expect(opened.first?.parts.first?.source.contains("English: VoiceOver has no German word") == true)
  }
}

/// The Android calendar dialog's header date follows the locale's CLDR "MMMEd" pattern,
/// with its abbreviated weekday and month names; the date announced as a day is taken is
/// the locale's long date.
@Suite struct CalendarHeaderWordTests {
  static let picker = "title: D\nelements:\n  - date-picker: { label: Due, value: 2024-03-05, style: calendar }"

  @Test(arguments: [
    ("de", "Di., 5. März", "6. März 2024"), ("ja", "3月5日(火)", "2024年3月6日"),
    ("ru", "вт, 5 мар.", "6 марта 2024 г"), ("en-GB", "Tue 5 Mar", "6 March 2024"),
  ])
  func theHeaderAndTheAnnouncementSpeakTheLocale(locale: String, header: String, announced: String) throws {
    var reader = ScreenReaderSession(screen: try screen(Self.picker), platform: .android, locale: locale)
    _ = try reader.say(.first, .activate)
    let date = try reader.events(.next).utterances
    #expect(date.first?.text == header)
    #expect(date.first?.parts.first?.source.contains("English") == false)
    _ = try reader.say(.touch("6"))
    #expect(try reader.say(.activate).last == announced)
  }
}

/// Material's MaterialDatePicker speaks its own translated words (material-components-android
/// datepicker values-XX) and the locale's CLDR dates: the header's selection and a day cell.
@Suite struct MaterialDatePickerWordTests {
  static let picker =
    "title: D\nelements:\n  - date-picker: { label: Due, value: 2024-03-05, android: { widget: material-date-picker } }"

  @Test(arguments: [
    ("de", "Aktuelle Auswahl: 5. März 2024", "Dienstag, 5. März 2024"),
    ("ru", "Выбранный элемент: 5 мар. 2024 г", "вторник, 5 марта 2024 г"),
    ("ja", "現在の選択: 2024年3月5日", "2024年3月5日火曜日"),
  ])
  func theHeaderAndTheDaysSpeakTheLocale(locale: String, header: String, day: String) throws {
    var reader = ScreenReaderSession(screen: try screen(Self.picker), platform: .android, locale: locale)
    _ = try reader.say(.first, .activate)
    let selection = try reader.events(.next).utterances
    #expect(selection.first?.text == header)
    #expect(selection.first?.parts.first?.source.contains("English") == false)
    #expect(try reader.say(.touch("5")).first == day)
  }

  /// The weekdays' row starts on the locale's first day (CLDR weekData): Monday in German,
  /// Sunday in US English.
  @Test(arguments: [("de", "Montag"), ("en", "Sunday")])
  func theWeekStartsOnTheLocalesFirstDay(locale: String, first: String) throws {
    var reader = ScreenReaderSession(screen: try screen(Self.picker), platform: .android, locale: locale)
    _ = try reader.say(.first, .activate, .next, .next, .next, .next, .next)
    #expect(try reader.say(.next).first == first)
  }
}
