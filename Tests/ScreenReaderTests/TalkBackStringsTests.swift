import EarshotTestSupport
import Foundation
import ScreenReader
import Testing

/// Each TalkBack word table says what google/talkback's string resources say, for
/// both versions Earshot follows: TalkBack 15 (26a27dc0) and TalkBack 12
/// (6c0b475b). The strings are copied into Tests/Fixtures/TalkBackStrings/LOCALE.tsv
/// with their commit and file; the only changes Earshot makes to any string are the
/// two its tables state: a final full stop (or 。) dropped, a no-break space written
/// as a space.
@Suite struct TalkBackStringsTests {
  /// The string resource behind each word (a plural item as `resource.category`).
  static let keys: [String: WordKey] = [
    "value_button": .roleButton, "value_checkbox": .roleCheckBox, "value_radio_button": .roleRadioButton,
    "value_switch": .roleSwitch, "heading_template": .roleHeading, "value_edit_box": .roleEditBox,
    "value_spinner": .roleDropDownList, "value_seek_bar": .roleSlider, "value_image": .roleImage,
    "value_progress_bar": .roleProgressBar, "value_selected": .stateSelected, "value_expanded": .stateExpanded,
    "value_collapsed": .stateCollapsed, "value_on": .stateOn, "value_off": .stateOff, "value_checked": .stateChecked,
    "value_not_checked": .stateNotChecked, "value_disabled": .stateDisabled, "template_labeled_item": .labeledItem,
    "template_node_error_with_error_message": .errorTemplate, "list_index_template": .positionTemplate,
    "in_list": .inList, "in_grid": .inGrid, "out_of_list": .outOfList, "out_of_grid": .outOfGrid,
    "template_list_total_count": .itemCount, "value_double_tap": .doubleTap,
    "template_custom_hint_for_actions": .hintCustomLabel, "template_hint_single_selection_item": .hintSelect,
    "template_hint_checkable": .hintToggle, "template_hint_spinner": .hintChange,
    "template_hint_edit_text": .hintEditText, "template_hint_adjustable_2gesture": .hintAdjust,
    "seekbar_hint_2gesture": .hintAdjust, "title_pref_shortcut_up": .gestureSwipeUp,
    "title_pref_shortcut_down": .gestureSwipeDown, "template_hint_clickable": .hintActivate,
    "template_hint_long_clickable": .hintLongPress, "template_hint_menu_type_high_verbosity": .menuAvailable,
    "title_pref_shortcut_3finger_1tap": .menuGesture, "title_custom_action": .menuActions, "links": .menuLinks,
    "no_action_available": .menuNoActions, "template_drawer_opened": .drawerOpenedTitled,
    "value_sliding_drawer_opened": .drawerOpened, "template_percent": .seekBarPercent, "value_password": .password,
    "template_password_character_count": .passwordCharacters, "value_unlabelled": .stateUnlabelled,
    "template_hint_clickable_keyboard": .hintActivateKeyboard,
    "template_hint_long_clickable_keyboard": .hintLongPressKeyboard,
    "template_hint_checkable_keyboard": .hintToggleKeyboard, "template_hint_edit_text_keyboard": .hintEditTextKeyboard,
    "template_hint_spinner_keyboard": .hintChangeKeyboard,
    "template_hint_single_selection_item_keyboard": .hintSelectKeyboard,
    "template_custom_hint_for_actions_keyboard": .hintCustomLabelKeyboard, "keycombo_key_modifier_alt": .keyAlt,
    "keycombo_key_modifier_shift": .keyShift,
  ]

  struct Row {
    var version: String
    var resource: String
    var text: String
  }

  static func rows(_ locale: String) throws -> [Row] {
    let url = Repository.root.appendingPathComponent("Tests/Fixtures/TalkBackStrings/\(locale).tsv")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      let fields = $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Row(version: fields[0], resource: fields[2], text: unescaped(fields[3]))
    }
  }

  static func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\u00a0", with: "\u{a0}").replacingOccurrences(of: "\\t", with: "\t")
      .replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\\", with: "\\")
  }

  /// Earshot's two stated changes: the final full stop, and no-break spaces.
  static func asTabled(_ text: String) -> String {
    var text = text.replacingOccurrences(of: "\u{a0}", with: " ").trimmingCharacters(in: .whitespaces)
    if text.hasSuffix(".") || text.hasSuffix("。") { text.removeLast() }
    return text.trimmingCharacters(in: .whitespaces)
  }

  static let locales = ["en", "en-GB", "de", "fr", "es", "pt-BR", "ja", "ru"]

  @Test(arguments: locales, ["15", "12"])
  func everyWordIsTheCitedString(locale: String, version: String) throws {
    let reader = try #require(ReaderVersion.named("talkback-\(version)"))
    let table = WordTables.words(for: .talkBack, locale: locale, version: reader).table
    let rows = try Self.rows(locale).filter { $0.version == version }
    #expect(rows.count >= 40)
    let rule = try #require(PluralRule.of(locale: locale))
    for row in rows {
      let parts = row.resource.split(separator: ".").map(String.init)
      let key = try #require(Self.keys[parts[0]], "\(row.resource) has no word key")
      let expected = Self.asTabled(row.text)
      if parts.count == 2 {
        let category = try #require(PluralCategory(rawValue: parts[1]))
        // A category the language lacks is never picked (Japanese "one").
        guard rule.categories.contains(category) else { continue }
        let form = category == .other ? table.words[key] : table.pluralForms[key]?[category]
        #expect(form == expected, "\(locale) \(version) \(row.resource)")
      } else {
        #expect(table.words[key] == expected, "\(locale) TalkBack \(version) \(row.resource)")
      }
    }
  }

  /// A word TalkBack 12 did not have (the single-selection hint, "No actions") is
  /// English there, and marked so, in every other language.
  @Test(arguments: ["de", "fr", "es", "pt-BR", "ja", "ru"])
  func talkBack12LacksTheNewerStrings(locale: String) throws {
    let words = WordTables.words(for: .talkBack, locale: locale, version: ReaderVersion.named("talkback-12"))
    let resources = Set(try Self.rows(locale).filter { $0.version == "12" }.map(\.resource))
    #expect(!resources.contains("template_hint_single_selection_item"))
    let hint = words.phrase(.hintSelect, [.word(.doubleTap)])
    #expect(hint == ("Double-tap to select", true))
    let latest = WordTables.words(for: .talkBack, locale: locale).phrase(.hintSelect, [.word(.doubleTap)])
    #expect(!latest.isFallback)
  }
}
