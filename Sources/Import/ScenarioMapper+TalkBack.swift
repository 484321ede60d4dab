import ScreenReader

/// The Android formats (uiautomator, Appium, Compose) mapped as TalkBack meets
/// them: its stops (TalkBackStops), its role by class (AndroidClassRoles), and
/// what a stop reads from the non-focusable nodes inside it, their text, state
/// and role word included.
extension ScenarioMapper {
  /// A radio button, or a row that a radio button inside it lends its role to: one option.
  struct RadioOption {
    var node: SourceNode
    var name: String?
    var checked: Bool
  }

  mutating func mapForTalkBack(_ roots: [SourceNode]) {
    let total = roots.reduce(0) { $0 + Self.count($1) }
    // Every node is counted here once; the group emitters' own counting is for the iOS walk.
    defer { nodeCount = total }
    // A screen that is System UI as a whole (Quick Settings, the shade, the lock screen) is imported. It is
    // told by its windows (the dump's roots), not by every node: the shade holds notifications drawn from
    // other apps' views (package "android", the app's own), which are part of it.
    systemUIScreen = Set(roots.compactMap(\.package.nonBlank)) == ["com.android.systemui"]
    if systemUIScreen {
      notes.add(
        "systemui-screen",
        "this is a System UI screen (Quick Settings, the notification shade or the lock screen), not an app: it was imported as it reads, but Earshot plays it as an app screen"
      )
    }
    // Compose's semantics tree is already the tree TalkBack is given; a uiautomator dump has more.
    let tree = format == .compose ? roots : roots.flatMap(TalkBackStops.compressed)
    visitTalkBack(children: tree, parent: nil, focusableAncestor: false)
  }

  private static func count(_ node: SourceNode) -> Int {
    node.children.reduce(1) { $0 + count($1) }
  }

  /// Children in order; radio options and tabs side by side become one group, as they read.
  mutating func visitTalkBack(children: [SourceNode], parent: SourceNode?, focusableAncestor: Bool) {
    var radios: [RadioOption] = []
    var tabs: [SourceNode] = []
    func flush(_ mapper: inout ScenarioMapper) {
      if !radios.isEmpty { mapper.emitRadioOptions(radios) }
      if let first = tabs.first {
        var group = SourceNode(role: .tab, className: first.className, location: first.location)
        group.composeHosted = first.composeHosted
        group.children = tabs
        group.bounds = tabs.compactMap(\.bounds).union
        mapper.emitChoiceGroup(group, role: .tab)
      }
      radios = []
      tabs = []
    }
    for child in children {
      guard TalkBackStops.isVisible(child) else {
        skippedInvisible += 1
        continue
      }
      if let option = radioOption(child, focusableAncestor: focusableAncestor) {
        if !tabs.isEmpty { flush(&self) }
        radios.append(option)
        continue
      }
      if child.role == .tab {
        if !radios.isEmpty { flush(&self) }
        tabs.append(child)
        continue
      }
      flush(&self)
      visitTalkBack(child, parent: parent, focusableAncestor: focusableAncestor)
    }
    flush(&self)
  }

  private mutating func visitTalkBack(_ node: SourceNode, parent: SourceNode?, focusableAncestor: Bool) {
    guard overflow == nil else { return }
    if node.role == .system { return }
    if node.package == "com.android.systemui" && !systemUIScreen {
      notes.add("systemui", "the status bar and other System UI windows over the app were left out")
      return
    }
    switch node.role {
    case .radioGroup where !node.children.isEmpty:
      visitTalkBack(children: node.children, parent: node, focusableAncestor: focusableAncestor)
      return
    case .tabBar where !node.children.isEmpty:
      emitChoiceGroup(node, role: .tabBar)
      return
    default: break
    }
    let inScrollContainer = parent.map(TalkBackStops.isScrollContainer) ?? false
    if TalkBackStops.isActionable(node) {
      // shouldFocusNode: focusable or clickable, and something to say.
      if TalkBackStops.isActionableStop(node) {
        emitTalkBackStop(node)
        visitTalkBack(children: TalkBackStops.actionableDescendants(of: node), parent: node, focusableAncestor: true)
      } else {
        if node.children.isEmpty { silentStops += 1 }
        visitTalkBack(children: node.children, parent: node, focusableAncestor: true)
      }
    } else if inScrollContainer && TalkBackStops.isSpeaking(node) {
      // isAccessibilityFocusable: a top-level scroll item that speaks is a stop, read with what it holds.
      emitTalkBackStop(node, inScrollContainer: true)
      visitTalkBack(children: TalkBackStops.actionableDescendants(of: node), parent: node, focusableAncestor: true)
    } else if !focusableAncestor && (TalkBackStops.hasText(node) || TalkBackStops.hasState(node)) {
      // shouldFocusNode: "has text and no focusable ancestors".
      emitTalkBackStop(node, readsChildren: node.children.isEmpty)
      visitTalkBack(children: node.children, parent: node, focusableAncestor: false)
    } else {
      visitTalkBack(children: node.children, parent: node, focusableAncestor: focusableAncestor)
    }
  }

  /// A radio button that is a stop, or a stop whose only role-bearing non-focusable child is one.
  private func radioOption(_ node: SourceNode, focusableAncestor: Bool) -> RadioOption? {
    let actionable = TalkBackStops.isActionable(node)
    if node.role == .radioButton && (actionable || !focusableAncestor) {
      return RadioOption(
        node: node, name: read(node).names.joined(separator: ", ").nonBlankOrNil,
        checked: node.checked == true || node.selected)
    }
    guard actionable, Self.isRoleless(node.role), node.contentDescription.nonBlank == nil else { return nil }
    let reading = read(node)
    guard let lender = reading.lender, lender.role == .radioButton else { return nil }
    // The row's own checked state is spoken too (TreeNodesDescription.nodeStatusDescription: srcIsChecked):
    // a Compose row that is selectable carries it, not its RadioButton.
    return RadioOption(
      node: node, name: reading.names.joined(separator: ", ").nonBlankOrNil,
      checked: lender.checked == true || node.checked == true)
  }

  /// What a stop says from itself and the non-focusable nodes inside it, and the one node among
  /// those whose role it speaks (TreeNodesDescription appends each child's own role description).
  private func read(_ node: SourceNode) -> (names: [String], lender: SourceNode?) {
    let reading = readInOrder(node)
    return (reading.names, reading.lender)
  }

  /// `read`, and how many of the names come before the lender in tree order (a choice row's
  /// RadioButton drawn before its text is read before it).
  private func readInOrder(_ node: SourceNode) -> (names: [String], lender: SourceNode?, lenderAt: Int) {
    // With a content description, TalkBack reads it and not the children (isContentDescriptionEmpty).
    if let description = node.contentDescription.nonBlank { return ([description], nil, 0) }
    // A WebView never reads its page as its own text (treeNodesDescription: role != ROLE_WEB_VIEW).
    if AndroidClassRoles.isWebView(node.className) { return ([node.text.nonBlank].compactMap { $0 }, nil, 0) }
    var names: [String] = []
    if let text = node.text.nonBlank { names.append(text) }
    // Compose's merged tree already holds the descendants' text in the node's own.
    if format == .compose && node.mergesDescendants && !names.isEmpty { return (names, nil, 0) }
    var lenders: [SourceNode] = []
    var lenderPlaces: [Int] = []
    func collect(_ parent: SourceNode) {
      for child in parent.children where TalkBackStops.isVisible(child) && !TalkBackStops.isActionable(child) {
        if child.role == .system { continue }
        // An image speaks its role word ("Image", getNodeRoleName ROLE_IMAGE) with its description; one
        // without a description is not important for accessibility, so not in TalkBack's tree at all.
        if Self.lendsRole(child.role) || (child.role == .image && child.contentDescription.nonBlank != nil) {
          lenders.append(child)
          lenderPlaces.append(names.count)
        }
        if let description = child.contentDescription.nonBlank {
          names.append(description)
          continue
        }
        if let text = child.text.nonBlank { names.append(text) }
        collect(child)
      }
    }
    collect(node)
    // A CheckedTextView speaks no role word (getNodeRoleName), only its text and "checked": beside a
    // RadioButton (a Settings list preference's row) the RadioButton is the one whose role the row reads.
    let speaking = lenders.filter { $0.role != .checkedText }
    var lender = lenders.count == 1 ? lenders.first : speaking.count == 1 ? speaking.first : nil
    // An image's word follows its own description; the element says its role after the whole label, which
    // is the same only when the image is read last.
    if let image = lender, image.role == .image, names.last != image.contentDescription.nonBlank { lender = nil }
    let place = lender.flatMap { chosen in lenders.firstIndex { $0.location == chosen.location } }.map {
      lenderPlaces[$0]
    }
    return (names, lender, place ?? names.count)
  }

  /// Roles a non-focusable child speaks inside its stop, which the stop is played as.
  private static func lendsRole(_ role: SourceRole) -> Bool {
    [.checkbox, .switchControl, .toggleButton, .radioButton, .checkedText, .button, .dropdown, .chip].contains(role)
  }

  /// Roles with no word of their own (ROLE_NONE, ROLE_VIEW_GROUP, lists).
  static func isRoleless(_ role: SourceRole) -> Bool {
    [.text, .view, .container, .list, .heading, .cell].contains(role)
  }

  /// One stop: the kind its role (or the role lent to it) plays as, its name, state and selection.
  private mutating func emitTalkBackStop(
    _ node: SourceNode, readsChildren: Bool = true, inScrollContainer: Bool = false
  ) {
    let reading: (names: [String], lender: SourceNode?, lenderAt: Int) =
      readsChildren ? readInOrder(node) : ([node.ownName].compactMap { $0 }, nil, 0)
    if Self.isRoleless(node.role), let lender = reading.lender, let control = Self.innerControl(lender.role),
      !reading.names.isEmpty
    {
      emitControlRow(node, names: reading.names, control: control, lender: lender, leading: reading.lenderAt == 0)
      return
    }
    var role = node.role
    var checked = node.checked
    var rule =
      TalkBackStops.isActionable(node)
      ? "a stop: focusable or clickable, with something to say (shouldFocusNode)"
      : inScrollContainer
        ? "a stop: a list's or scroll view's direct child that speaks (isAccessibilityFocusable, isScrollItem)"
        : "a stop: text with no focusable ancestor (shouldFocusNode)"
    if Self.isRoleless(role), let lender = reading.lender {
      role = lender.role
      // nodeStatusDescription speaks the stop's own checked state; the child's state is read with it.
      checked = node.checked == true ? true : lender.checked ?? node.checked
      rule = "a non-focusable \(lender.className) inside lends its role and state (TreeNodesDescription)"
    }
    if role == .textField {
      emitTextField(node, names: reading.names)
      return
    }
    if role == .radioButton {
      emitRadioOptions([
        RadioOption(node: node, name: reading.names.joined(separator: ", ").nonBlankOrNil, checked: checked == true)
      ])
      return
    }
    if format == .compose && role == .view && node.heading { role = .heading }
    // A Compose selectable with Role Checkbox (a FilterChip) has no ToggleableState: its Selected is its state.
    var selectionIsState = false
    if role == .checkbox && checked == nil && node.selected {
      checked = true
      selectionIsState = true
      notes.add(
        "selectable-checkbox",
        "selectable check boxes (Compose FilterChip): TalkBack says \"selected\" where Earshot's checkbox says \"checked\""
      )
    }
    // A Spinner's text is the chosen option, never its name (EditText likewise, above).
    let label =
      role == .dropdown ? node.contentDescription.nonBlank : reading.names.joined(separator: ", ").nonBlankOrNil
    var element: ImportedElement
    switch role {
    case .checkedText:
      // ROLE_CHECKED_TEXT_VIEW: no role word; "checked" when it is, nothing when it is not.
      element = start(node, role: .text, label: label)
      element.kind = ListRow.kind
      if checked == true { element.set(ListRow.accessory, .text(ListRow.Accessory.checkmark.rawValue)) }
      rule = "CheckedTextView: no role word, \"checked\" only when checked (getNodeRoleName, nodeStatusDescription)"
    case .image:
      // An image (a focusable ImageView that is not clickable is ROLE_IMAGE and keeps "Image": Role.getRole),
      // or a stop that reads a non-focusable image inside it with its role word (TreeNodesDescription).
      element = start(node, role: .image, label: label)
      if node.clickable || node.longClickable { element.setAndroid(AndroidProperties.clickable, .flag(true)) }
    case _ where Self.isRoleless(role) && role != .heading && checked != nil && format != .compose:
      // A checkable layout: no role word, but "checked" / "not checked" (TreeNodesDescription.
      // nodeStatusDescription: srcIsCheckable for any role but a switch, google/talkback 26a27dc0).
      element = start(node, role: .text, label: label)
      element.kind = ListRow.kind
      element.set(ListRow.checked, .flag(checked == true))
      rule = "a checkable \(node.className): no role word, its checked state spoken (nodeStatusDescription)"
    case _ where Self.isRoleless(role) || role == .image || role == .tab:
      // Role.getRole gives a clickable TextView, layout or Compose node without a Role no role word.
      let kind: SourceRole = role == .heading ? .heading : .text
      element = start(node, role: kind, label: label)
      if node.clickable || node.longClickable {
        element.setAndroid(AndroidProperties.clickable, .flag(true))
        rule = "clickable, but its class gives no role word (Role.getRole: \(node.className))"
      }
    default:
      element = start(node, role: role, label: label)
      describeKind(&element, node, label: label, checked: checked)
      describeRole(&element, node, role: role)
    }
    // value_selected: TalkBack says "selected" for any selected node (TreeNodesDescription).
    if node.selected && element.kind != Tabs.kind && !selectionIsState {
      element.setAndroid(AndroidProperties.selected, .flag(true))
    }
    element.rule = rule
    finish(&element, node)
  }

  /// The control a non-focusable child is, read inside its row (a Switch or CheckBox).
  static func innerControl(_ role: SourceRole) -> ListRow.Control? {
    switch role {
    case .switchControl: .switch
    case .checkbox: .checkbox
    default: nil
    }
  }

  /// A row whose state comes from a non-focusable Switch or CheckBox inside it: one stop that reads
  /// its texts, then the control's state and role (TreeNodesDescription.treeNodesDescription appends
  /// each non-focusable child's own description in tree order, google/talkback 26a27dc0).
  private mutating func emitControlRow(
    _ node: SourceNode, names: [String], control: ListRow.Control, lender: SourceNode, leading: Bool
  ) {
    var element = start(node, role: .text, label: names.first)
    element.kind = ListRow.kind
    if names.count > 1 { element.set(ListRow.subtitle, .text(names.dropFirst().joined(separator: ", "))) }
    element.set(ListRow.control, .text(control.rawValue))
    element.set(ListRow.checked, .flag(lender.checked == true))
    if leading { element.set(ListRow.controlSide, .text(ListRow.ControlSide.start.rawValue)) }
    element.rule =
      "a row read with its non-focusable \(lender.className): its texts, then the control's state and role (TreeNodesDescription)"
    if node.selected { element.setAndroid(AndroidProperties.selected, .flag(true)) }
    finish(&element, node)
  }

  /// An edit box: its content description names it; text inside it (a Compose OutlinedTextField's
  /// label) is read after "Edit box", as TreeNodesDescription appends non-focusable children.
  private mutating func emitTextField(_ node: SourceNode, names: [String]) {
    var node = node
    var labelTexts: [String] = []
    if node.contentDescription.nonBlank == nil {
      labelTexts = names.filter { $0 != node.text && $0 != node.value }
      if format == .compose, let text = node.text.nonBlank, node.value != nil { labelTexts.insert(text, at: 0) }
    }
    // Before Android 8 an empty field reports its hint as its text, so an old dump's password field
    // shows its hint (a typed password shows as dots).
    if format.keepsTraversalOrder, node.password, node.placeholder.nonBlank == nil, let text = node.text.nonBlank,
      !text.allSatisfy({ "•●*·".contains($0) })
    {
      node.placeholder = text
      node.text = nil
    }
    if format == .compose { node.text = nil }
    let label = node.contentDescription.nonBlank ?? labelTexts.joined(separator: ", ").nonBlankOrNil
    var element = start(node, role: .textField, label: label)
    // A content description names an EditText after its text or hint and with no "for"
    // (EditTextDescription.nameDescription, google/talkback 26a27dc0): it is not a label view.
    if let description = node.contentDescription.nonBlank {
      element.setAndroid(AndroidProperties.contentDescription, .text(description))
    }
    describeTextField(&element, node)
    if node.contentDescription.nonBlank == nil, let spoken = labelTexts.joined(separator: ", ").nonBlankOrNil {
      element.setAndroid(AndroidProperties.labelFor, .flag(false))
      element.setAndroid(AndroidProperties.hint, .text(spoken))
      element.rule = "the text inside the edit box is read after \"Edit box\" (TreeNodesDescription)"
    } else {
      element.rule = "an edit box (Role.getRole: EditText)"
    }
    finish(&element, node)
  }

  /// Radio options side by side, as one group; only options that are there.
  private mutating func emitRadioOptions(_ options: [RadioOption]) {
    guard let first = options.first else { return }
    var names: [String] = []
    var selected: String?
    for option in options {
      guard let name = option.name, !names.contains(name) else { continue }
      names.append(name)
      if option.checked { selected = name }
    }
    guard !names.isEmpty else {
      notes.add("unnamed-radio", "radio buttons with no name were left out: name them in the app")
      return
    }
    var group = SourceNode(role: .radioGroup, className: first.node.className, location: first.node.location)
    group.composeHosted = first.node.composeHosted
    group.bounds = options.compactMap(\.node.bounds).union
    group.identifier = options.count == 1 ? first.node.identifier : nil
    group.text = names.first
    var element = start(group, role: .radioGroup, label: nil)
    element.set(RadioGroup.options, .list(names))
    if let selected { element.set(RadioGroup.selected, .text(selected)) }
    element.rule =
      first.node.role == .radioButton
      ? "RadioButtons side by side (Role.getRole: RadioButton)"
      : "rows whose non-focusable RadioButton lends its role and checked state (TreeNodesDescription)"
    finish(&element, group)
  }
}
