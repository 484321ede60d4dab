/// A row of tabs, one selected: an iOS tab bar ("Selected, Home, tab, 1 of 4"),
/// an Android TabLayout ("selected, Home, Tab, 1 of 4", a list to TalkBack), or
/// Compose tabs (`android: { widget: compose }`: no single selection, so no
/// "Double-tap to select", and nothing said of an unselected tab's state).
public struct Tabs: SingleChoiceControl {
  public static let kind = "tabs"
  public static let summary = "A tab bar: one tab selected, each read with its position."
  public static let badges = PropertyKey(
    "badges", .listOf(TabBadge.keys),
    "Badges on tabs: each names its `tab` and shows a `count`, a `text`, or a dot (the tab named alone).")
  public static let keys = SingleChoice.keys(naming: "tab") + [badges]
  public static let examples = [
    ComponentExample(
      "- tabs: { options: [Home, Search, Library, Profile], selected: Home }",
      voiceOver: "Selected, Home, tab, 1 of 4", talkBack: "selected, Home, Tab, 1 of 4",
      source:
        "VoiceOver: reference/screen-readers.md ('1 of 4' in tab bars), the selected trait first. TalkBack: value_selected, TabLayout's roleDescription 'Tab' (Material item_view_role_description), list_index_template"
    ),
    ComponentExample(
      "- heading: Music\n- tabs: { options: [Home, Search, Library, Profile], selected: Home }",
      commands: ["first", "next"],
      voiceOver: "Selected, Home, tab, 1 of 4", talkBack: "selected, Home, Tab, 1 of 4, In list, 4 items",
      source:
        "VoiceOver: reference/screen-readers.md ('1 of 4' in tab bars), the selected trait first. TalkBack: TabLayout sets CollectionInfo 1 x tabCount, single selection, and each TabView a CollectionItemInfo (material-components-android ac7e18ef lib/java/com/google/android/material/tabs/TabLayout.java); any container with collection info is a list to TalkBack (Role.getRole, google/talkback 26a27dc0), so in_list and template_list_total_count on entering; value_selected, item_view_role_description 'Tab', list_index_template"
    ),
    ComponentExample(
      "- tabs: { options: [Home, Search, Library, Profile], selected: Home }", commands: ["first", "next"],
      voiceOver: "Search, tab, 2 of 4", talkBack: "Search, Tab, 2 of 4, Double-tap to select", hints: true,
      source:
        "TalkBack: a single-selection collection's clickable item says template_hint_single_selection_item (ClickableHint.singleSelectionClickHint, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- tabs: { options: [Home, Search, Library, Profile], selected: Home }", commands: ["first"],
      voiceOver: "Selected, Home, tab, 1 of 4", talkBack: "selected, Home, Tab, 1 of 4", hints: true,
      source:
        "TabLayout's selected TabView is not clickable (setClickable(false), ACTION_CLICK removed: TabLayout.java, ac7e18ef), and every TalkBack click hint needs a clickable node (ClickableHint.getClickHint): no hint"
    ),
    ComponentExample(
      "- tabs: { options: [Home, Search, Offline], selected: Home, disabled-options: [Offline] }",
      commands: ["last"], voiceOver: "Offline, dimmed, tab, 3 of 3", talkBack: "Offline, Tab, disabled, 3 of 3",
      source:
        "a disabled tab: VoiceOver's notEnabled trait 'dimmed'; a disabled TabView, TalkBack's value_disabled after the text"
    ),
    ComponentExample(
      "- tabs: { options: [Home, Search, Library, Profile], selected: Home }", commands: ["first", "next", "activate"],
      voiceOver: "Selected, Search", talkBack: "selected",
      source:
        "after a double tap VoiceOver reads the label again with its new state, 'Selected, <item label>' (redbadger/pride-london-app pull request 466, 2018, checked against native iOS); TalkBack speaks the new selected state (compositor.json TYPE_VIEW_CLICKED: notify_selected)"
    ),
    ComponentExample(
      "- tabs: { options: [Home, Search], selected: Search, android: { widget: compose } }",
      commands: ["first", "next"],
      voiceOver: "Selected, Search, tab, 2 of 2", talkBack: "selected, Search, Tab, 2 of 2, Double-tap to activate",
      hints: true,
      source:
        "Compose's Tab sets isSelected, and no 'Not selected' state description, for Role.Tab (AndroidComposeViewAccessibilityDelegateCompat, androidx); TabRow's selectableGroup gives collection info with SELECTION_MODE_NONE and each tab its position (androidx compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/accessibility/CollectionInfo.android.kt 13d5e2ef; material3 TabRow.kt 080d2b3e), so a selected tab stays clickable: template_hint_clickable"
    ),
    ComponentExample(
      "- heading: Music\n- tabs: { options: [Home, Search], selected: Search, android: { widget: compose } }",
      commands: ["first", "next"], voiceOver: "Home, tab, 1 of 2", talkBack: "Home, Tab, 1 of 2, In list, 2 items",
      source: "an unselected Compose tab says nothing of its state (no not_selected for Role.Tab)"),
    ComponentExample(
      "- tabs: { options: [Inbox, Sent], selected: Inbox, badges: [ { tab: Inbox, count: 3 } ] }",
      voiceOver: "Selected, Inbox, 3 items, tab, 1 of 2", talkBack: "selected, 3 new notifications, Tab, Inbox, 1 of 2",
      source:
        "TalkBack: a badged TabView's contentDescription is the badge's alone (TabView.onInitializeAccessibilityNodeInfo, material-components-android ac7e18ef, since ef60931e 'Fix title being announced twice', issue 3985), mtrl_badge_content_description '%d new notifications'; its tooltip is its title (TooltipCompat.setTooltipText), read after the role as it differs from the description (getUniqueTooltipText, google/talkback 26a27dc0). VoiceOver: a numeric badgeValue read as a count of items after the title, '1 item', '2 items' (kickstarter/ios-oss PR 706, a device recording; microsoft/fluentui-apple PR 154: Apple's default is '<TabTitle>, <ItemCount> items')"
    ),
    ComponentExample(
      "- tabs: { options: [Home, Updates], selected: Home, badges: [Updates] }", commands: ["first", "next"],
      voiceOver: "Updates, tab, 2 of 2", talkBack: "New notification, Tab, Updates, 2 of 2",
      source:
        "a badge with no number: mtrl_badge_numberless_content_description 'New notification' (BadgeDrawable.getEmptyContentDescription, material-components-android ac7e18ef), the title from the tooltip; an iOS dot badge has no badgeValue to read"
    ),
    ComponentExample(
      "- tabs: { options: [Inbox, Sent], selected: Inbox, badges: [ { tab: Inbox, count: 3 } ], toolkit: compose }",
      voiceOver: "Selected, Inbox, 3 items, tab, 1 of 2", talkBack: "selected, Inbox, 3, Tab, 1 of 2",
      source:
        "Compose's Badge and BadgedBox set no semantics (androidx compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Badge.kt 032950a1: a Row and a Layout, no contentDescription), so the badge's Text merges into the selectable Tab after the title (Tab.kt's TabBaselineLayout composes the text before the icon, BadgedBox the badge after its anchor): TalkBack reads the merged texts, then the Tab role"
    ),
    ComponentExample(
      "- tabs: { options: [Home, Settings], selected: Home, toolkit: react-native }", commands: ["first", "next"],
      voiceOver: "Settings, tab, 2 of 2, button", talkBack: "Settings, Tab, Double-tap to activate", hints: true,
      source:
        "React Navigation's bottom tabs: role 'tab' on Android, which ReactAccessibilityDelegate reads as roleDescription rn_tab_description 'Tab' with no collection info (react-native ReactAccessibilityDelegate.setRole), so TalkBack says no position and gives a plain click hint (template_hint_clickable, google/talkback 26a27dc0); on iOS role 'button' and the library's aria-label '<label>, tab, <n> of <count>' (react-navigation/react-navigation 0052090e packages/bottom-tabs BottomTabBar, BottomTabItem)"
    ),
    ComponentExample(
      "- tabs: { options: [Home, Settings], selected: Home, toolkit: react-native }",
      voiceOver: "Selected, Home, tab, 1 of 2, button", talkBack: "selected, Home, Tab",
      source:
        "aria-selected: Android's AccessibilityNodeInfo selected (value_selected), iOS's selected trait before the label"
    ),
  ]

  public var common: CommonProperties
  public var choice: SingleChoice
  public var badges: [TabBadge] = []

  public init(common: CommonProperties, choice: SingleChoice) {
    self.common = common
    self.choice = choice
  }

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.init(common: common, choice: SingleChoice(reading: reader))
    badges = TabBadge.read(reader, Self.badges, options: choice.options)
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    if common.toolkit(on: context.platform) == .reactNative { return reactNavigationTabs(context) }
    let compose = context.platform == .android && common.toolkit(on: .android) == .compose
    let count = choice.options.count
    let collection = CollectionMembership(id: common.id, kind: .list, itemCount: count)
    return choice.options.enumerated().map { index, option in
      var node = context.optionNode(for: common, role: .tab, index: index, text: option, source: .tabTitle)
      let selected = index == choice.selected
      node.isSelected = selected
      if choice.disabled.contains(index) {
        node.isEnabled = false
        node.isActionable = false
      }
      node.position = Position(index: index + 1, count: count)
      if let badge = badges.first(where: { $0.tab == option }) {
        describe(&node, badge: badge, title: option, context: context, compose: compose)
      }
      if context.platform == .android {
        // TabLayout and Compose's TabRow both give the row collection info (a list to TalkBack).
        node.collection = collection
        if !compose {
          // TabLayout: single selection; its selected tab is no longer clickable.
          node.isSingleSelectionItem = true
          if selected { node.isActionable = false }
        }
      }
      return node
    }
  }

  /// React Navigation's bottom tab bar (@react-navigation/bottom-tabs BottomTabItem and
  /// BottomTabBar, react-navigation/react-navigation 0052090e): each tab a Pressable with
  /// aria-selected, role "tab" on Android and "button" on iOS, and, on iOS only, the
  /// library's own aria-label "<label>, tab, <n> of <count>" (English, whatever the locale).
  /// On Android ReactAccessibilityDelegate gives role "tab" the roleDescription
  /// rn_tab_description "Tab" and the bar no collection info, so TalkBack says no position
  /// and no list, and a selected tab stays clickable.
  func reactNavigationTabs(_ context: RealizationContext) -> [AccessibilityNode] {
    let count = choice.options.count
    return choice.options.enumerated().map { index, option in
      let ios = context.platform == .ios
      var node = context.optionNode(
        for: common, role: ios ? .button : .tab, index: index, text: option, source: .tabTitle)
      node.visibleLabel = option
      node.isSelected = index == choice.selected
      if choice.disabled.contains(index) {
        node.isEnabled = false
        node.isActionable = false
      }
      if ios {
        node.name = "\(option), tab, \(index + 1) of \(count)"
        node.nameSource = .reactNavigationTabLabel
      }
      if let badge = badges.first(where: { $0.tab == option }), let shown = badge.shownText, !ios {
        // React Navigation's tabBarBadge is a Text beside the label, read with it.
        node.name = "\(option), \(shown)"
        node.nameSource = .badgeText
      }
      return node
    }
  }

  /// A badged tab, as each toolkit exposes it.
  func describe(
    _ node: inout AccessibilityNode, badge: TabBadge, title: String, context: RealizationContext, compose: Bool
  ) {
    node.visibleLabel = title
    switch context.platform {
    case .ios:
      // A UITabBarItem's badgeValue is the tab's value: a number read as a count of items
      // ("Inbox, 3 items, tab"; kickstarter/ios-oss PR 706, microsoft/fluentui-apple PR 154),
      // a text as it is; a dot has none.
      if case .count(let count) = badge.content {
        node.value = context.words.phrase(.badgeCount, [.text(String(count))], count: count).text
      } else {
        node.value = badge.shownText
      }
      node.valueSource = .badgeText
    case .android where compose:
      // Compose's Badge is a plain Text merged into the tab after its title: Badge and BadgedBox
      // set no semantics (material3 Badge.kt, androidx 032950a1), Tab's TabBaselineLayout composes
      // the text before the icon it is on. A dot has no text.
      if let shown = badge.shownText {
        node.name = "\(title), \(shown)"
        node.nameSource = .badgeText
      }
    case .android:
      // Material's TabView: the badge's description in place of the title, the title as the
      // tooltip (TabLayout.TabView, material-components-android ac7e18ef).
      node.name = badge.materialDescription(context.words)
      node.nameSource = .badgeDescription
      node.tooltip = title
    }
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled, choice.select(part: part) else { return [] }
    return [.stateChanged] + common.activationEffects
  }
}
