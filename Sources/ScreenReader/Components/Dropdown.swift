/// A button that opens a list of options; the chosen one shows as its value.
///
/// iOS: a button with the option as value and an expanded state, opening a list
/// of option buttons and a hidden "Dismiss context menu" button (seed 003).
/// Android: a Spinner ("Drop down list") opening a popup list, or Compose's
/// exposed dropdown menu (`android: { widget: exposed-dropdown }`), also a drop down list.
public struct Dropdown: Component {
  public static let kind = "dropdown"
  public static let summary = "A button that opens a list of options (iOS menu, Android Spinner or exposed dropdown)."
  public static let examples = [
    ComponentExample(
      "- dropdown: { label: Country, options: [Canada, Mexico], selected: Canada }",
      voiceOver: "Country, Canada, button, collapsed", talkBack: "Country, Drop down list, Canada",
      source: "seed 003's iOS example 'Button label, chosen option label, button, collapsed'; TalkBack: value_spinner"),
    ComponentExample(
      "- dropdown: { label: Country, options: [Canada, Mexico], selected: Canada }", commands: ["first", "activate"],
      voiceOver: "Selected, Canada, button", talkBack: "Pop up window, checked, Canada, In list",
      source:
        "seed 003 ('Selected, chosen option label, button'); TalkBack speaks an untitled popup's window, then the option"
    ),
    ComponentExample(
      "- dropdown: { label: Country, options: [Canada, Mexico], selected: Canada, android: { widget: exposed-dropdown } }",
      voiceOver: "Country, Canada, button, collapsed", talkBack: "Country, Drop down list, Canada",
      source:
        "Compose's read-only ExposedDropdownMenuBox: menuAnchor(PrimaryNotEditable) sets Role.DropdownList and no state (androidx compose/material3 ExposedDropdownMenu.android.kt, Modifier.expandable, 07168f40); seed 003's 'button, collapsed' came from an older Material 3"
    ),
    ComponentExample(
      "- dropdown: { label: Sort, options: [Name, Date], selected: Name, ios: { widget: menu } }",
      voiceOver: "Sort, Name, pop up button, Double tap to activate the picker",
      talkBack: "Sort, Drop down list, Name, Double-tap to change", hints: true,
      source:
        "a native menu button (UIButton with a menu, SwiftUI Menu or menu-style Picker) is VoiceOver's pop up button, with its own hint and no expanded state (reference/screen-readers.md, pop-up (menu) button); TalkBack: value_spinner and the change hint (NodeRoleHint, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- dropdown: { label: Sort, options: [Name, Date], selected: Name, ios: { widget: menu } }",
      commands: ["first", "activate"], voiceOver: "Selected, Name, button",
      talkBack: "Pop up window, checked, Name, In list",
      source: "the native menu opens its options as buttons, the chosen one selected (seed 003)"),
    ComponentExample(
      "- dropdown: { label: Country, options: [Canada, Mexico], placeholder: Choose one }",
      voiceOver: "Country, Choose one, button, collapsed", talkBack: "Country, Drop down list, Choose one",
      source: "the placeholder is shown, never the name"),
    ComponentExample(
      "- dropdown: { label: Size, options: [S, M], selected: S, long-press: { announce: Copied } }",
      voiceOver: "Size, S, button, collapsed", talkBack: "Size, Drop down list, S, Double-tap to change", hints: true,
      source:
        "a spinner's usage hint is its change hint alone, even when it is long-clickable (NodeRoleHint.getHint for ROLE_DROP_DOWN_LIST, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- dropdown: { label: Country, options: [Canada, Mexico], dismiss-button: true }",
      commands: ["first", "activate", "last"], voiceOver: "Dismiss context menu, button", talkBack: nil,
      source: "seed 003: iOS adds a hidden 'Dismiss context menu' button after the last option"),
    ComponentExample(
      "- dropdown: { label: Country, options: [Canada, Mexico], moves-focus: false }\n- button: Next",
      commands: ["first", "activate", "next"], voiceOver: "Next, button", talkBack: "Next, Button",
      source:
        "seed 000's Focus criterion, broken: focus stays on the button, so the next swipe moves on past the open list"
    ),
    ComponentExample(
      "- dropdown: { label: Country, options: [Canada, Mexico], disabled-options: [Mexico] }",
      commands: ["first", "activate", "next"], voiceOver: "Mexico, dimmed, button",
      talkBack: "Mexico, disabled",
      source:
        "a disabled option in the open list: 'dimmed' (VoiceOver) / 'disabled' (TalkBack); a double tap does nothing. A Spinner's row is a CheckedTextView (AOSP simple_spinner_dropdown_item.xml), which TalkBack calls 'checked' only when it is (TreeNodesDescription.nodeStatusDescription, google/talkback 26a27dc0)"
    ),
  ]
  public static let options = PropertyKey.options
  public static let selected = PropertyKey.selectedOption.described(
    "The chosen option (default: none, the placeholder shows).")
  public static let placeholder = PropertyKey("placeholder", .string, "Shown while nothing is chosen; never the name.")
  public static let movesFocus = PropertyKey(
    "moves-focus", .bool, "false: opening the list leaves focus on the button (a Focus defect).")
  public static let dismissButton = PropertyKey(
    "dismiss-button", .bool, "iOS: the hidden 'Dismiss context menu' button after the last option (default true).")
  public static let disabledOptions = PropertyKey.disabledOptions.described(
    "Options that cannot be chosen: 'dimmed' / 'disabled' in the list.")
  public static let keys: [PropertyKey] = [options, selected, placeholder, movesFocus, dismissButton, disabledOptions]

  public var common: CommonProperties
  public var options: [String]
  public var selected: Int?
  public var placeholder: String?
  public var movesFocus: Bool
  public var hasDismissButton: Bool
  public var isOpen = false
  public var disabledOptions: Set<Int> = []

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    (options, selected) = reader.options(Self.options, selected: Self.selected, allowNone: true)
    placeholder = reader.string(Self.placeholder)
    disabledOptions = reader.disabledOptions(among: options, key: Self.disabledOptions)
    movesFocus = reader.bool(Self.movesFocus) ?? true
    hasDismissButton = reader.bool(Self.dismissButton) ?? true
  }

  /// The iOS menu Earshot first modelled is a custom button ("button, collapsed", seed
  /// 003); a native one (`ios: { widget: menu }`) is VoiceOver's pop up button, with no
  /// expanded state (reference/screen-readers.md, the pop-up button row).
  enum Widget { case iosMenu, iosNativeMenu, spinner, exposedDropdown }

  func widget(on platform: Platform) -> Widget {
    switch platform {
    case .ios: common.ios.widget == .menu ? .iosNativeMenu : .iosMenu
    case .android: common.android.widget == .exposedDropdown ? .exposedDropdown : .spinner
    }
  }

  var shownValue: (text: String?, source: PartSource) {
    if let selected { return (options[selected], .chosenOption) }
    return (placeholder, .placeholderNothingChosen)
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let kind = widget(on: context.platform)
    // Compose's read-only exposed dropdown is a drop down list too, with no expanded state: its
    // menuAnchor(PrimaryNotEditable) sets role = Role.DropdownList and no stateDescription; only the
    // SecondaryEditable anchor (a trailing icon) is a Button with expanded / collapsed (androidx
    // compose/material3 ExposedDropdownMenu.android.kt, Modifier.expandable, at 07168f40). Seed 003's
    // "button, collapsed" was heard on an older Material 3, whose anchor set the stateDescription.
    // A native iOS menu (UIButton with a menu, SwiftUI Menu) is VoiceOver's pop up button: the
    // drop-down-list role, which VoiceOver words as one.
    let role: Role = kind == .iosMenu ? .button : .dropDownList
    return context.labelledNodes(for: common, role: role) { node in
      if node.valueSource != .accessibilityValue {
        (node.value, node.valueSource) = shownValue
      }
      if kind == .iosMenu { node.expanded = isOpen }
    }
  }

  /// An option's role: an iOS menu's button; a Spinner's popup row is a CheckedTextView
  /// (AOSP core/res/res/layout/simple_spinner_dropdown_item.xml); Compose's menu item has none.
  func optionRole(_ kind: Widget) -> Role {
    switch kind {
    case .iosMenu, .iosNativeMenu: .button
    case .spinner: .checkedText
    case .exposedDropdown: .none
    }
  }

  public func popup(_ context: RealizationContext, name: ComponentPart) -> PopupContent? {
    let kind = widget(on: context.platform)
    var nodes: [AccessibilityNode] = []
    let collection = CollectionMembership(id: "\(common.id).list", kind: .list, itemCount: nil)
    for (index, option) in options.enumerated() {
      var node = AccessibilityNode(
        id: ComponentPart.option(index).nodeID(in: common.id), role: optionRole(kind),
        name: option, nameSource: .optionText, route: context.route(.option(index)))
      node.isActionable = !disabledOptions.contains(index)
      node.isEnabled = !disabledOptions.contains(index)
      switch kind {
      case .iosMenu, .iosNativeMenu:
        node.isSelected = index == selected
      case .spinner:
        node.checked = index == selected
        node.isSingleSelectionItem = true
        node.collection = collection
      case .exposedDropdown:
        node.isSelected = index == selected
        node.collection = collection
      }
      nodes.append(node)
    }
    if (kind == .iosMenu || kind == .iosNativeMenu) && hasDismissButton {
      let dismissName = context.words.phrase(.dismissContextMenu)
      var dismiss = AccessibilityNode(
        id: ComponentPart(.dismiss).nodeID(in: common.id), role: .button, name: dismissName.text,
        nameSource: context.words.source(.menuDismissButton, isFallback: dismissName.isFallback),
        route: context.route(ComponentPart(.dismiss)))
      dismiss.isActionable = true
      dismiss.isVisuallyHidden = true
      nodes.append(dismiss)
    }
    return PopupContent(
      title: nil, kind: .popup, nodes: nodes, initialFocus: movesFocus ? 0 : nil,
      confinesFocus: movesFocus, speaksTitle: kind == .spinner)
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    switch (action, part.kind) {
    case (.activate, .main):
      guard !common.disabled, !isOpen else { return [] }
      isOpen = true
      return [.openPopup(.main)]
    case (.activate, .dismiss), (.dismiss, _):
      isOpen = false
      return action == .dismiss ? [] : [.closePopup(.main)]
    case (.activate, _):
      guard let index = part.index(of: .option), !disabledOptions.contains(index) else { return [] }
      selected = index
      isOpen = false
      return [.closePopup(.main)] + common.activationEffects
    default:
      return []
    }
  }
}

extension Dropdown {
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    let carried = OptionChoice.restore(&selected, previous.selected, from: previous.options, to: options)
    if carried == .kept { isOpen = previous.isOpen }
    return carried
  }
}
