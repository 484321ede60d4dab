/// What a component needs to know to realise itself: the platform, and where its
/// nodes route their actions.
public struct RealizationContext: Sendable {
  public var platform: Platform
  /// Index of the component in its window's component list.
  public var componentIndex: Int
  /// For popups: how far below the popup the owning window is.
  public var ownerWindowDepth: Int?

  /// The words of the platform's own controls (menu buttons, dates, selection
  /// states) in the reader's locale.
  public var words: ReaderWords

  public init(platform: Platform, componentIndex: Int, ownerWindowDepth: Int? = nil, words: ReaderWords? = nil) {
    self.platform = platform
    self.words = words ?? .english(platform.reader)
    self.componentIndex = componentIndex
    self.ownerWindowDepth = ownerWindowDepth
  }

  /// How the locale writes a time, and whether its clock is a 24-hour one.
  public var timePattern: TimePattern { TimePattern(words[.timeShort]) }

  public func route(_ part: ComponentPart = .main) -> NodeRoute {
    NodeRoute(component: componentIndex, part: part, ownerWindowDepth: ownerWindowDepth)
  }

  /// The accessible name by the platform's precedence, and which property gave it.
  ///
  /// iOS: accessibilityLabel, else the visible label, else the SF Symbol's name.
  /// Android: contentDescription, else android:text, else the visible label.
  public func name(for common: CommonProperties) -> (text: String?, source: PartSource) {
    switch platform {
    case .ios:
      if let label = common.ios.accessibilityLabel { return (label, .accessibilityLabel) }
      if common.label == nil, let symbol = common.ios.symbol {
        return (IOSProperties.spokenSymbolName(symbol), .symbolName)
      }
    case .android:
      if let description = common.android.contentDescription {
        return (description, .contentDescription)
      }
      if let text = common.android.text { return (text, .androidText) }
    }
    return (common.label, .visibleLabel)
  }

  /// A node for the component's main element with every common property applied:
  /// name, hint, disabled, hidden, native overrides and custom actions.
  public func node(
    for common: CommonProperties, role: Role, part: ComponentPart = .main, actionable: Bool = true
  ) -> AccessibilityNode {
    let (name, source) = name(for: common)
    var node = AccessibilityNode(
      id: part.nodeID(in: common.id), role: role, name: name,
      nameSource: source, route: route(part))
    node.visibleLabel = common.label
    node.toolkit = common.toolkits[platform]
    node.isActionable = actionable && !common.disabled
    node.isEnabled = !common.disabled
    node.isFocusable = !common.isHidden(on: platform)
    node.isLongPressable = common.longPress != nil && !common.disabled
    // Any element can be selected: UIAccessibilityTraits.selected, View.setSelected.
    node.isSelected = common.selected && part == .main
    switch platform {
    case .ios:
      node.hint = common.ios.accessibilityHint ?? common.hint
      node.customActions = common.ios.customActions + common.actions.map(\.name)
      if let value = common.ios.accessibilityValue {
        node.value = value
        node.valueSource = .accessibilityValue
      }
    case .android:
      node.hint = common.android.hint ?? common.hint
      node.customActions = common.android.customActions + common.actions.map(\.name)
      node.stateDescription = common.android.stateDescription
      node.roleDescription = common.android.roleDescription
      if common.android.screenReaderFocusable == false { node.isFocusable = false }
      if common.android.focusable == false { node.isKeyboardFocusable = false }
      if common.android.clickable == true { node.isActionable = !common.disabled }
      if common.android.selected == true { node.isSelected = true }
      // ClickableHint.actionClickHint (google/talkback 26a27dc0): a click action's label on any node.
      if let label = common.android.clickLabel { node.clickLabel = label }
    }
    return node
  }

  /// Marks the component's main node busy once it is realised, so that what the component set
  /// (a check box's value, a field's name) is kept with "busy" beside it.
  public func markingBusy(_ nodes: [AccessibilityNode], of common: CommonProperties) -> [AccessibilityNode] {
    guard common.busy else { return nodes }
    var nodes = nodes
    let main = ComponentPart.main.nodeID(in: common.id)
    for index in nodes.indices where nodes[index].id == main { markBusy(&nodes[index]) }
    return nodes
  }

  /// React Native's busy state, which neither platform has a property for: on Android its
  /// BaseViewManager.updateViewContentDescription joins the label and state_busy_description
  /// ("busy") into the content description, which TalkBack reads as the name; on iOS RCTView's
  /// accessibilityValue holds "busy" before any value text, which VoiceOver reads after the label
  /// (facebook/react-native; "Add to cart, busy, button", the React Native accessibility states
  /// guide of Formidable Labs).
  func markBusy(_ node: inout AccessibilityNode) {
    // React Native's own English string (ReactAndroid res/views/uimanager/values/strings.xml
    // state_busy_description; RCTLocalizedString "busy" on iOS). The app ships React Native's
    // translations of it, which Earshot does not hold: in another locale it stays English.
    let busy = "busy"
    switch platform {
    case .ios:
      node.value = [busy, node.value].compactMap { $0 }.joined(separator: ", ")
      node.valueSource = .markedBusy(node.valueSource)
    case .android:
      node.name = [node.name, busy].compactMap { $0 }.joined(separator: ", ")
      node.nameSource = .markedBusy(node.nameSource)
    }
  }

  /// Applies iOS accessibilityTraits when a scenario replaced the native ones.
  public func applyingTraits(_ common: CommonProperties, to node: AccessibilityNode) -> AccessibilityNode {
    guard platform == .ios, let traits = common.ios.accessibilityTraits else { return node }
    var node = node
    node.role = .none
    node.isAdjustable = false
    // Replaced traits replace the selected trait too: a selected UIButton given
    // [button] is no longer read "Selected" (VoiceOver reads selection from the
    // traits alone: UIAccessibilityTraitSelected, Apple's UIAccessibilityTraits).
    node.isSelected = false
    // Every trait given counts: a button that is also a header is read "button, heading"
    // (cashapp/AccessibilitySnapshot 5b03db8, Example/AccessibilitySnapshot/
    // ButtonAccessibilityTraitsViewController.swift: "Button. Heading.", "Button. Image.").
    // The last role trait is the node's role, as before; the others are kept beside it.
    var roles: [Role] = []
    for trait in traits {
      switch trait {
      case .button: roles.append(.button)
      case .header: roles.append(.heading)
      case .link: roles.append(.link)
      case .image: roles.append(.image)
      case .staticText: roles.append(.staticText)
      case .searchField: roles.append(.searchField)
      case .adjustable: node.isAdjustable = true
      case .selected: node.isSelected = true
      case .notEnabled: node.isEnabled = false
      }
    }
    if let last = roles.popLast() {
      node.role = last
      node.otherTraits = roles.filter { $0 != last }
    }
    return node
  }

  /// For an ungrouped label (a grouping defect): the label as its own static-text node.
  public func separateLabel(for common: CommonProperties) -> AccessibilityNode? {
    guard !common.grouped, let label = common.label else { return nil }
    var node = AccessibilityNode(
      id: ComponentPart(.label).nodeID(in: common.id), role: .staticText, name: label,
      nameSource: .separateLabel, route: route(ComponentPart(.label)))
    node.visibleLabel = label
    node.isActionable = false
    return node
  }

  /// A group's name as a text node of its own, read before its options (an
  /// Android radio group or button toggle group, a list's heading); nil when
  /// the group has no name.
  public func groupLabel(for common: CommonProperties) -> AccessibilityNode? {
    let (name, source) = name(for: common)
    guard let name else { return nil }
    var label = AccessibilityNode(
      id: ComponentPart(.label).nodeID(in: common.id), role: .staticText, name: name, nameSource: source,
      route: route(ComponentPart(.label)))
    label.isFocusable = !common.isHidden(on: platform)
    return label
  }

  /// One option of a group (a tab, a segment, a radio button): a node with the
  /// component's common properties, named by the option's text and without the
  /// component's hint.
  public func optionNode(
    for common: CommonProperties, role: Role, index: Int, text: String, source: PartSource
  ) -> AccessibilityNode {
    var option = node(for: common, role: role, part: .option(index))
    option.name = text
    option.nameSource = source
    option.hint = nil
    return option
  }

  /// Builds the component's main node, placing its label per the `grouped` key:
  /// grouped, the label names the control; ungrouped, it is read on its own swipe
  /// and the control has no name.
  public func labelledNodes(
    for common: CommonProperties, role: Role, part: ComponentPart = .main,
    configure: (inout AccessibilityNode) -> Void = { _ in }
  ) -> [AccessibilityNode] {
    var control = node(for: common, role: role, part: part)
    var nodes: [AccessibilityNode] = []
    if let label = separateLabel(for: common) {
      nodes.append(label)
      if control.nameSource == .visibleLabel { control.name = nil }
    }
    configure(&control)
    nodes.append(applyingTraits(common, to: control))
    return nodes
  }
}
