extension WordTable {
  /// TalkBack 14, English. Names in comments are TalkBack's string resources
  /// (google/talkback compositor/src/main/res/values/strings.xml); Earshot drops the
  /// full stop some templates end with, in every language.
  static let talkBackEnglish = WordTable(
    reader: .talkBack, locale: "en", languageName: "English",
    source: "google/talkback compositor/src/main/res/values/strings.xml (6691d4f5), Material and AndroidX strings",
    words: [
      .roleButton: "Button",  // value_button
      .roleCheckBox: "Check box",  // value_checkbox
      .roleRadioButton: "Radio button",  // value_radio_button
      .roleSwitch: "Switch",  // value_switch
      .roleHeading: "Heading",  // heading_template
      .roleEditBox: "Edit box",  // value_edit_box
      .roleDropDownList: "Drop down list",  // value_spinner
      .roleSlider: "Slider",  // SeekBar's role description (AndroidX)
      .roleImage: "Image",  // value_image
      .roleLink: "Link",  // URLSpan role (talkback strings)
      .roleProgressBar: "Progress bar",  // value_progress_bar
      .roleTab: "Tab",  // Material TabLayout item_view_role_description
      .stateSelected: "selected",  // value_selected
      .stateExpanded: "expanded",  // value_expanded
      .stateCollapsed: "collapsed",  // value_collapsed
      .stateOn: "on",  // value_on
      .stateOff: "off",  // value_off
      .stateChecked: "checked",  // value_checked
      .stateNotChecked: "not checked",  // value_not_checked
      .stateDisabled: "disabled",  // value_disabled
      .labeledItem: "%1$s for %2$s",  // template_labeled_item
      .labelForAlone: "for %1$s",
      .errorTemplate: "Error: %1$s",  // template_node_error_with_error_message
      .positionTemplate: "%1$s of %2$s",  // list_index_template
      .inList: "In list",  // in_list
      .inGrid: "In grid",  // in_grid
      .outOfList: "Out of list",  // out_of_list
      .outOfGrid: "Out of grid",  // out_of_grid
      .itemCountOne: "%1$s item",  // template_list_total_count, one
      .itemCountOther: "%1$s items",  // template_list_total_count, other
      .doubleTap: "Double-tap",  // value_double_tap
      .hintCustomLabel: "%1$s to %2$s",  // template_custom_hint_for_actions
      .hintSelect: "%1$s to select",
      .hintToggle: "%1$s to toggle",  // template_hint_checkable
      .hintChange: "%1$s to change",  // template_hint_spinner
      .hintEditText: "%1$s to edit text",
      .hintAdjust: "Swipe up or Swipe down to adjust",
      .hintActivate: "%1$s to activate",  // template_hint_clickable
      .hintLongPress: "%1$s and hold to long press",  // template_hint_long_clickable
      .menuAvailable: "%1$s available, use %2$s to view",  // template_hint_menu_type_high_verbosity
      .menuGesture: "Tap with 3 fingers",
      .menuActions: "Actions",
      .menuLinks: "Links",
      .menuNoActions: "No actions",
      .drawerOpenedTitled: "%1$s menu",  // template_drawer_opened
      .drawerOpened: "Sliding drawer opened",  // value_sliding_drawer_opened
      .popupWindow: "Pop up window",
    ])
}
