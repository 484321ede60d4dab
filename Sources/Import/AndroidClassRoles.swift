/// Android view classes (as uiautomator reports them) to source roles, in the
/// order TalkBack's `Role.getRole` tests them (google/talkback
/// utils/src/main/java/com/google/android/accessibility/utils/Role.java, commit
/// 26a27dc009d5b3605e744222541f045a3c24e038). A dump shows each view's
/// accessibility class name (View.getAccessibilityClassName): a MaterialButton
/// reports android.widget.Button, a clickable layout android.widget.LinearLayout.
/// Compose reports the framework class of its Role (Button as android.widget.Button),
/// and `android.view.View` when it has none.
enum AndroidClassRoles {
  /// The role of a class, judged by its simple name so that AppCompat, Material
  /// and custom subclasses (`MaterialButton`, `SwitchCompat`) in older dumps land with their base class.
  static func role(forClass className: String, clickable: Bool = false) -> SourceRole {
    let simple = String(className.split(separator: ".").last ?? Substring(className))
    // ActionBar$Tab is a role of its own; other nested classes are judged by their own name.
    if simple.hasSuffix("$Tab") || className == "android.app.ActionBar.Tab" { return .tab }
    let name = simple.split(separator: "$").last.map(String.init) ?? simple
    // Role.getRole: an ImageView (and so an ImageButton) is ROLE_IMAGE_BUTTON when clickable, else ROLE_IMAGE.
    if name.hasSuffix("ImageView") || name.hasSuffix("ImageButton") {
      return clickable ? .button : .image
    }
    if let exact = exactNames[name] { return exact }
    for (suffix, role) in suffixes where name.hasSuffix(suffix) { return role }
    return .view
  }

  private static let exactNames: [String: SourceRole] = [
    "View": .view,
    "ComposeView": .container,
    "AndroidComposeView": .container,
    "RadioGroup": .radioGroup,
    "RadioButton": .radioButton,
    // ROLE_CHECKED_TEXT_VIEW: no role word (AccessibilityNodeFeedbackUtils.getNodeRoleName).
    "CheckedTextView": .checkedText,
    "AppCompatCheckedTextView": .checkedText,
    "MaterialCheckedTextView": .checkedText,
    "ToggleButton": .toggleButton,
    // Any other CompoundButton is ROLE_CHECK_BOX.
    "CompoundButton": .checkbox,
    "Spinner": .dropdown,
    "AppCompatSpinner": .dropdown,
    "NumberPicker": .picker,
    "DatePicker": .datePicker,
    "TabWidget": .tabBar,
    "TabLayout": .tabBar,
    "TabView": .tab,
    "WebView": .container,
    "Toolbar": .container,
    "ActionMenuView": .container,
    "CardView": .container,
    "MaterialCardView": .container,
    "ViewPager": .container,
    "ViewPager2": .container,
    // ROLE_LIST, ROLE_GRID, ROLE_SCROLL_VIEW: their children are top-level scroll items
    // (AccessibilityNodeInfoUtils.isScrollItem).
    "RecyclerView": .list,
    "ListView": .list,
    "GridView": .list,
    "ExpandableListView": .list,
    "ScrollView": .list,
    "HorizontalScrollView": .list,
    "NestedScrollView": .list,
    "ViewFlipper": .container,
    // RatingBar is an AbsSeekBar: ROLE_SEEK_CONTROL.
    "RatingBar": .slider,
  ]

  /// Checked in order: the first suffix that fits wins (`ImageButton` was settled above, `Button` here).
  private static let suffixes: [(String, SourceRole)] = [
    ("Layout", .container),
    ("ViewGroup", .container),
    ("ViewStub", .container),
    ("Switch", .switchControl),
    ("SwitchCompat", .switchControl),
    ("SwitchMaterial", .switchControl),
    ("CheckBox", .checkbox),
    // Older dumps name AppCompat and Material subclasses; each lands with its framework class.
    ("RadioButton", .radioButton),
    ("ToggleButton", .toggleButton),
    ("FloatingActionButton", .button),
    ("Chip", .chip),
    ("Button", .button),
    ("EditText", .textField),
    ("AutoCompleteTextView", .textField),
    ("SeekBar", .slider),
    ("Slider", .slider),
    ("ProgressBar", .progress),
    ("ProgressIndicator", .progress),
    ("TextView", .text),
  ]

  /// A WebView (or Chrome's content view, which reports the class): what it holds is a web page.
  static func isWebView(_ className: String) -> Bool {
    className.split(separator: ".").last == "WebView"
  }

  /// The View that hosts a Compose screen: the nodes under it are Compose's semantics nodes.
  static func isComposeHost(_ className: String) -> Bool {
    className.hasSuffix("ComposeView")
  }

  /// A Compose tab row (TabRow, NavigationBar): its items are all Role.Tab, but only the selected one
  /// shows it in a dump (isSelected); an unselected tab is a clickable android.view.View beside it.
  static func markComposeTabRow(_ node: inout SourceNode) {
    guard node.children.contains(where: { $0.composeHosted && $0.role == .tab }) else { return }
    for index in node.children.indices {
      let child = node.children[index]
      if child.composeHosted && child.role == .view && child.checked == nil && (child.clickable || child.focusable) {
        node.children[index].role = .tab
      }
    }
  }

  /// Material's NavigationBarItemView (the items of a BottomNavigationView or NavigationRailView) reports its
  /// layout's class (a FrameLayout) but sets roleDescription "Tab" (item_view_role_description) and makes a
  /// selected item not clickable (NavigationBarItemView.onInitializeAccessibilityNodeInfo,
  /// material-components-android ac7e18ef). A dump shows no roleDescription; it shows the item's own layout,
  /// whose views carry Material's ids (design_bottom_navigation_item.xml).
  static func isMaterialNavigationItem(_ node: SourceNode) -> Bool {
    guard [.container, .view].contains(node.role), node.clickable || node.focusable else { return false }
    if let own = node.identifier, own.hasSuffix(":id/navigation_bar_item_icon_container") { return false }
    return node.children.contains { child in
      materialNavigationItemIDs.contains { child.identifier?.hasSuffix(":id/\($0)") == true }
    }
  }

  private static let materialNavigationItemIDs = [
    "navigation_bar_item_icon_container", "navigation_bar_item_icon_view",
  ]
}
