/// TalkBack's composition rules (TalkBack 15, google/talkback 26a27dc0, default
/// verbosity): "selected", then the node's tree description (status, state
/// description, name, role in the user's order, children's text, error, hint text)
/// with "for LABEL" around it, "disabled", position, collection transitions; the
/// usage hint is its own utterance 400 ms later.
public struct TalkBackPhrasing: PhrasingPolicy {
  /// TalkBack's DELAY_HINT.
  public static let hintDelayMilliseconds = 400

  /// The user's "Element description order" setting.
  public var order: TalkBackDescriptionOrder
  /// TalkBack's words in the user's locale.
  public var words: ReaderWords

  public init(order: TalkBackDescriptionOrder = .stateNameRole, words: ReaderWords = .english(.talkBack)) {
    self.order = order
    self.words = words
  }

  /// The word table entry TalkBack speaks for a role.
  static func roleKey(_ role: Role) -> WordKey? {
    switch role {
    case .button: .roleButton
    case .checkBox: .roleCheckBox
    case .radioButton: .roleRadioButton
    case .toggleSwitch: .roleSwitch
    case .heading: .roleHeading
    case .textField: .roleEditBox
    case .dropDownList: .roleDropDownList
    case .pickerItem, .slider: .roleSlider
    case .image: .roleImage
    // value_progress_bar (strings_compositor.xml).
    case .progressBar: .roleProgressBar
    // Material TabLayout and Compose set roleDescription "Tab" on each tab (item_view_role_description).
    case .tab: .roleTab
    // SearchView's query box is an EditText: value_edit_box.
    case .searchField: .roleEditBox
    // TalkBack has no link role (getNodeRoleName, google/talkback 26a27dc0): a link is
    // a clickable text, or a text whose links fill its links menu.
    case .link, .staticText, .listItem, .checkedText, .none: nil
    }
  }

  /// "TalkBack's role word for ROLE" per role, made once: built per description it
  /// was an allocation each time (docs/performance.md).
  static let roleWordSources = Role.perCase { "TalkBack's role word for \($0)" }

  public static func roleWord(_ role: Role, words: ReaderWords = .english(.talkBack)) -> String? {
    roleKey(role).map { words[$0] }
  }

  /// The state words, each with the property it reads: "selected", then the status
  /// (expanded or collapsed, checked or not).
  func stateParts(_ node: AccessibilityNode) -> [SpeechPart] {
    var parts: [SpeechPart] = []
    appendSelected(node, to: &parts)
    appendStatus(node, to: &parts)
    if let control = node.innerControl { parts.append(innerControlState(control)) }
    return parts
  }

  // Each slot appends to the one array a description builds: arrays per slot,
  // concatenated, cost more than the words (docs/performance.md).

  func appendSelected(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    if node.isSelected { parts.append(words.part(.state, .stateSelected, source: "the selected state")) }
  }

  func appendStatus(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    if let expanded = node.expanded {
      parts.append(words.part(.state, expanded ? .stateExpanded : .stateCollapsed, source: "the expanded state"))
    }
    if node.stateDescription == nil {
      if let isOn = node.isOn {
        parts.append(words.part(.state, isOn ? .stateOn : .stateOff, source: "the switch's on state"))
      } else if let checked = node.checked, checked || node.role != .checkedText {
        // A CheckedTextView says "checked" only when it is (TreeNodesDescription.nodeStatusDescription,
        // google/talkback 26a27dc0; compositor.json description_for_tree_status at 6c0b475b).
        parts.append(words.part(.state, checked ? .stateChecked : .stateNotChecked, source: "the checked state"))
      }
    }
  }

  /// The focus description, slot by slot as TalkBack's compositor builds it
  /// (TreeNodesDescription.aggregateNodeTreeDescription, google/talkback 26a27dc0; the
  /// same as 6c0b475b's compositor.json get_description_for_tree): the group's
  /// description, "selected" first in the default order, the node's tree description
  /// (its own text in the user's order, its error and hint text) with "for LABEL"
  /// around all of it, "selected" there in the other orders, "disabled", then position
  /// and collection transitions; the usage hint follows as its own utterance.
  public func describe(_ node: AccessibilityNode, context: DescriptionContext) -> [Utterance] {
    var parts: [SpeechPart] = []
    parts.reserveCapacity(8)
    Phrase.append(&parts, .name, node.containerLabel, "the description of the group it is in")
    if order.stateFirst { appendSelected(node, to: &parts) }
    let tree = parts.count
    appendOrderedText(node, to: &parts)
    appendError(node, to: &parts)
    Phrase.append(&parts, .hint, node.hint, "the node's hint text")
    appendTooltip(node, to: &parts)
    appendLabel(node, tree: tree, to: &parts)
    if !order.stateFirst { appendSelected(node, to: &parts) }
    appendDisabled(node, to: &parts)
    appendPosition(node, to: &parts)
    appendCollections(context, to: &parts)

    var utterances = [Utterance(parts: parts, scheduling: .interrupt)]
    // "Actions available" is one of TalkBack's usage hints: off with the others.
    let hints = context.hintsEnabled ? hintParts(node, keyboard: context.keyboardInput) : []
    if !hints.isEmpty {
      utterances.append(
        Utterance(parts: hints, delayMilliseconds: Self.hintDelayMilliseconds, scheduling: .queue))
    }
    return utterances
  }

  /// The node's own text in the description order, as RoleDescriptionExtractor's
  /// dedupJoin and TreeNodesDescription.getAppendedTreeDescription build it (26a27dc0):
  /// state-name-role puts the status (expanded, checked) first, then the state
  /// description, name and role; role-name-state and name-role-state put the state
  /// description last of the three and the status after the children's text (the value).
  func appendOrderedText(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    if order.stateFirst { appendStatus(node, to: &parts) }
    let start = parts.count
    switch order {
    case .stateNameRole:
      appendStateDescription(node, to: &parts)
      appendName(node, to: &parts)
      appendRole(node, to: &parts)
    case .roleNameState:
      appendRole(node, to: &parts)
      appendName(node, to: &parts)
      appendStateDescription(node, to: &parts)
    case .nameRoleState:
      appendName(node, to: &parts)
      appendRole(node, to: &parts)
      appendStateDescription(node, to: &parts)
    }
    // Repeats dropped: at most three parts, checked in place rather than with a
    // set per description (docs/performance.md).
    var index = start + 1
    while index < parts.count {
      let text = parts[index].text
      if parts[start..<index].contains(where: { Phrase.sameIgnoringCase($0.text, text) }) {
        parts.remove(at: index)
      } else {
        index += 1
      }
    }
    appendValue(node, to: &parts)
    appendInnerControl(node, at: start, to: &parts)
    if !order.stateFirst { appendStatus(node, to: &parts) }
  }

  /// A non-focusable control inside the node, read as the child it is: its own state and
  /// role in the description order, after the node's texts (before them when it is drawn
  /// first), never merged with them: TreeNodesDescription.treeNodesDescription joins each
  /// child's getAppendedTreeDescription with no dedup (google/talkback 26a27dc0), so a row
  /// showing "On" beside its switch says "On, On, Switch".
  func appendInnerControl(_ node: AccessibilityNode, at start: Int, to parts: inout [SpeechPart]) {
    guard let control = node.innerControl else { return }
    var own = [innerControlState(control)]
    if let key = Self.roleKey(control.role) {
      let role = words.part(
        .role, key, source: "the role of the \(control.widgetName) inside it, read as its child (TreeNodesDescription)")
      if order.stateFirst { own.append(role) } else { own.insert(role, at: 0) }
    }
    if control.leading { parts.insert(contentsOf: own, at: start) } else { parts.append(contentsOf: own) }
  }

  /// The inner control's state: a switch's on / off (SwitchDescription.stateDescription falls back
  /// to value_on / value_off), a check box's or radio button's checked / not checked
  /// (nodeStatusDescription for a checkable node that is not a switch).
  func innerControlState(_ control: InnerControl) -> SpeechPart {
    let source = "the state of the \(control.widgetName) inside it, read as its child (TreeNodesDescription)"
    if control.role == .toggleSwitch {
      return words.part(.state, control.isOn ? .stateOn : .stateOff, source: source)
    }
    return words.part(.state, control.isOn ? .stateChecked : .stateNotChecked, source: source)
  }

  /// template_labeled_item around the whole tree description, its error and hint text
  /// included (TreeNodesDescription.treeDescriptionWithLabel, 26a27dc0): "Edit box,
  /// Error: Required for Email". The template's words before the tree (Japanese
  /// "%2$sの%1$s") join its first part, those after it its last; a node with no text
  /// of its own says "for LABEL" alone.
  func appendLabel(_ node: AccessibilityNode, tree start: Int, to parts: inout [SpeechPart]) {
    guard let label = node.labeledBy else { return }
    var source = "labelFor: the label view, read 'for \(label)'"
    if node.labeledByMarkedRequired {
      // Neither platform has a required property: the app writes it into the label view's text.
      source += ", its ', required' from required: true (written into the label: no platform property says it)"
    }
    // The tree stands in the template as a marker no text holds, then is cut out.
    let marker = "\u{1}"
    let segments = words.segments(.labeledItem, [.text(marker), .text(label)])
    guard start < parts.count else {
      // No text of its own: the template around nothing, trimmed ("for Email", "für Email").
      let alone = segments.map { SpeechSegment($0.text.replacingMarker(marker), origin: $0.origin) }
        .filter { !$0.text.isEmpty }
      parts.append(SpeechPart(.name, segments: alone.trimmingEnds(), source: source))
      return
    }
    guard let cut = segments.firstIndex(where: { $0.text.contains(marker) }) else { return }
    let pieces = segments[cut].text.split(separator: marker, omittingEmptySubsequences: false).map(String.init)
    var before = Array(segments[..<cut])
    var after = Array(segments[(cut + 1)...])
    if let first = pieces.first, !first.isEmpty { before.append(SpeechSegment(first, origin: segments[cut].origin)) }
    if pieces.count > 1, !pieces[1].isEmpty {
      after.insert(SpeechSegment(pieces[1], origin: segments[cut].origin), at: 0)
    }
    let last = parts.count - 1
    if !before.isEmpty {
      parts[start] = SpeechPart(
        parts[start].kind, segments: before + parts[start].segments, source: parts[start].source + "; " + source)
    }
    if !after.isEmpty {
      parts[last] = SpeechPart(
        parts[last].kind, segments: parts[last].segments + after, source: parts[last].source + "; " + source)
    }
  }

  /// The state slot of the tree description: the app's stateDescription; for an image or
  /// image button with no text, content description or label view, value_unlabelled
  /// (NonTextViewsDescription.nodeState, google/talkback 26a27dc0): "Unlabelled, Button".
  func appendStateDescription(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    if let description = node.stateDescription {
      Phrase.append(&parts, .state, description, "stateDescription")
    } else if node.isNonTextView, node.name == nil, node.labeledBy == nil {
      parts.append(
        words.part(
          .state, .stateUnlabelled,
          source: "an ImageView or ImageButton with no text, content description or label (NonTextViewsDescription)"))
    }
  }

  /// The name slot: the node's accessible name.
  func appendName(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    Phrase.append(&parts, .name, node.name, node.nameSource.sentence)
  }

  /// The role slot: the app's roleDescription or TalkBack's role word. A heading
  /// without a position says its role later (`appendPosition`).
  func appendRole(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    if let own = node.roleDescription {
      Phrase.append(&parts, .role, own, "roleDescription")
      return
    }
    guard !(node.role == .heading && Self.spokenPosition(node) == nil), let key = Self.roleKey(node.role) else {
      return
    }
    let source = Self.roleWordSources[node.role.ordinal]
    let (text, isFallback) = words.phrase(key)
    Phrase.append(
      &parts, .role, text, isFallback ? words.fallbackSource(source) : source,
      origin: isFallback ? .englishFallback : .readerWords)
  }

  /// The value slot: text read after the role, unless a contentDescription replaced it.
  func appendValue(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    guard node.nameSource != .contentDescription else { return }
    Phrase.append(&parts, .value, node.value, node.valueSource.sentence)
  }

  /// template_node_error_with_error_message "Error: %1$s", placed before the hint
  /// (compositor.json, append_description_for_tree).
  func appendError(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    guard let error = node.error else { return }
    parts.append(words.part(.state, .errorTemplate, [.text(error)], source: "the node's error text"))
  }

  /// The tooltip, last of the tree description after the error and the hint text, when it
  /// is not the node's own text description (TreeNodesDescription.getAppendedTreeDescription,
  /// AccessibilityNodeFeedbackUtils.getUniqueTooltipText, google/talkback 26a27dc0): a
  /// TabLayout tab's tooltip is its title, so a badged tab, named by its badge, says its
  /// title after its role.
  func appendTooltip(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    guard let tooltip = node.tooltip, !tooltip.isEmpty, tooltip != node.name else { return }
    parts.append(SpeechPart(.value, tooltip, source: "the tooltip text, unlike the node's description"))
  }

  func appendDisabled(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    guard !node.isEnabled && node.role != .heading else { return }
    parts.append(words.part(.state, .stateDisabled, source: "enabled = false"))
  }

  /// The position TalkBack speaks: none in a collection of one item, which it never
  /// enters and whose item it gives no "1 of 1" (CollectionState.shouldEnter and
  /// CollectionStateFeedbackUtils.getCollectionListItemPositionDescription's count > 1,
  /// google/talkback 26a27dc0).
  static func spokenPosition(_ node: AccessibilityNode) -> Position? {
    node.position.flatMap { $0.count > 1 ? $0 : nil }
  }

  /// "2 of 5" in a collection; a heading with no position says "Heading" here.
  func appendPosition(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    if let position = Self.spokenPosition(node) {
      parts.append(
        words.part(
          .position, .positionTemplate, [.text(String(position.index)), .text(String(position.count))],
          source: "the collection item position"))
    } else if node.role == .heading, node.roleDescription == nil {
      parts.append(words.part(.role, .roleHeading, source: "TalkBack's heading rule (a heading with no position)"))
    }
  }

  /// "Out of list" as focus leaves a collection, "In list, 3 items" as it enters one.
  func appendCollections(_ context: DescriptionContext, to parts: inout [SpeechPart]) {
    if let left = context.leftCollection {
      parts.append(
        words.part(
          .collection, left.kind == .grid ? .outOfGrid : .outOfList,
          source: "TalkBack's collection rule: focus left the \(left.kind.rawValue)"))
    }
    if let entered = context.enteredCollection {
      let collection: WordKey = entered.kind == .grid ? .inGrid : .inList
      var phrase = words.phrase(collection)
      var segments = words.segments(collection)
      if let count = entered.itemCount {
        // template_list_total_count, a <plurals>: the form of the count's plural category.
        let items = words.phrase(.itemCount, [.text("\(count)")], count: count)
        phrase = (phrase.text + ", " + items.text, phrase.isFallback || items.isFallback)
        segments +=
          [SpeechSegment(", ", origin: .readerWords)] + words.segments(.itemCount, [.text("\(count)")], count: count)
      }
      let source = "TalkBack's collection rule: focus entered the \(entered.kind.rawValue)"
      parts.append(
        SpeechPart(.collection, segments: segments, source: phrase.isFallback ? words.fallbackSource(source) : source))
    }
  }

  /// TalkBack's usage hint by the node's role, then its menus (NodeRoleHint.getHint and
  /// AccessibilityFocusHint.getHint, google/talkback 26a27dc0): a drop down list says
  /// only its change hint; an edit box its edit hint and the long-press hint; a seek
  /// bar that scrolls only the adjust hint; anything else its click hint (the first
  /// rule of ClickableHint that matches) and the long-press hint. After a physical
  /// keyboard's input each click hint names the key combo instead of the gesture.
  func hintParts(_ node: AccessibilityNode, keyboard: Bool = false) -> [SpeechPart] {
    guard node.isEnabled else { return [] }
    var parts: [SpeechPart] = []
    switch node.role {
    case .dropDownList:
      parts.append(clickHint(.hintChange, .hintChangeKeyboard, keyboard, "TalkBack's usage hint for a drop down list"))
    case .textField, .searchField:
      parts.append(clickHint(.hintEditText, .hintEditTextKeyboard, keyboard, "TalkBack's usage hint for an edit box"))
      appendLongPress(node, keyboard: keyboard, to: &parts)
    case .slider where node.isAdjustable:
      parts.append(adjustHint())
    default:
      appendClickHint(node, keyboard: keyboard, to: &parts)
      appendLongPress(node, keyboard: keyboard, to: &parts)
    }
    appendActions(node, to: &parts)
    return parts
  }

  /// The default keymap's click combo, the trigger modifier (Alt) then ENTER
  /// (DefaultKeyComboModel.getDefaultKeyComboCode and KeyComboManagerUtils, 26a27dc0).
  static let clickCombo = ReaderWords.Fill.keyCombo([.keyAlt, .keyEnter])
  /// The long-click combo: Alt + Shift + ENTER (META_SHIFT_ON with KEYCODE_ENTER).
  static let longClickCombo = ReaderWords.Fill.keyCombo([.keyAlt, .keyShift, .keyEnter])

  /// ClickableHint.getClickHint: the keyboard template with the click combo when the last
  /// input was a physical keyboard's (INPUT_MODE_KEYBOARD), else the gesture's.
  func clickHint(_ touch: WordKey, _ keys: WordKey, _ keyboard: Bool, _ source: String) -> SpeechPart {
    keyboard
      ? words.part(.hint, keys, [Self.clickCombo], source: source + ", after keyboard input (InputModeTracker)")
      : words.part(.hint, touch, [.word(.doubleTap)], source: source)
  }

  /// ClickableHint.getHint's rules in order: the click action's label, a single-selection
  /// item, a checkable node, a clickable one (an adjustable node that is none of these,
  /// a NumberPicker's child, gets the adjust hint: getHintForAdjustableChild).
  func appendClickHint(_ node: AccessibilityNode, keyboard: Bool = false, to parts: inout [SpeechPart]) {
    if let label = node.clickLabel {
      parts.append(
        keyboard
          ? words.part(
            .hint, .hintCustomLabelKeyboard, [Self.clickCombo, .text(label)],
            source: "the custom click label, after keyboard input (InputModeTracker)")
          : words.part(.hint, .hintCustomLabel, [.word(.doubleTap), .text(label)], source: "the custom click label"))
    } else if node.isSingleSelectionItem {
      // Every click hint needs a clickable node (ClickableHint.getClickHint, google/talkback
      // 26a27dc0): TabLayout's selected tab is not clickable, so it has none.
      if node.isActionable {
        parts.append(
          clickHint(.hintSelect, .hintSelectKeyboard, keyboard, "TalkBack's usage hint for a single-selection item"))
      }
    } else if node.checked != nil || node.isOn != nil {
      parts.append(
        clickHint(.hintToggle, .hintToggleKeyboard, keyboard, "TalkBack's usage hint for a checkable element"))
    } else if node.isAdjustable {
      parts.append(adjustHint())
    } else if node.isActionable {
      parts.append(
        clickHint(.hintActivate, .hintActivateKeyboard, keyboard, "TalkBack's usage hint for a clickable element"))
    }
  }

  /// template_hint_adjustable_2gesture with the reading-control gestures' titles
  /// (GlobalVariables.getGlobalAdjustableHint, google/talkback 26a27dc0).
  func adjustHint() -> SpeechPart {
    words.part(
      .hint, .hintAdjust, [.word(.gestureSwipeUp), .word(.gestureSwipeDown)],
      source: "TalkBack's usage hint for an adjustable element")
  }

  /// LongClickableHint: template_hint_long_clickable, or its keyboard form with the long-click combo.
  func appendLongPress(_ node: AccessibilityNode, keyboard: Bool = false, to parts: inout [SpeechPart]) {
    guard node.isLongPressable else { return }
    let source = "TalkBack's usage hint for a long-clickable element"
    parts.append(
      keyboard
        ? words.part(
          .hint, .hintLongPressKeyboard, [Self.longClickCombo],
          source: source + ", after keyboard input (InputModeTracker)")
        : words.part(.hint, .hintLongPress, [.word(.doubleTap)], source: source))
  }

  /// One hint for every TalkBack menu the node fills, its menus' names joined in the
  /// menu rules' order (custom actions, then links): "Actions, Links available, use
  /// Tap with 3 fingers to view" (AccessibilityNodeFeedbackUtils.getHintForNodeActions
  /// over NodeMenuRuleCreator.MenuRules, google/talkback 26a27dc0).
  func appendActions(_ node: AccessibilityNode, to parts: inout [SpeechPart]) {
    var menus: [WordKey] = []
    if !node.customActions.isEmpty { menus.append(.menuActions) }
    if !node.links.isEmpty { menus.append(.menuLinks) }
    guard !menus.isEmpty else { return }
    let source =
      menus.count == 2
      ? "custom accessibility actions and links (URLSpans) in the text"
      : node.links.isEmpty ? "custom accessibility actions" : "links (URLSpans) in the text"
    parts.append(
      words.part(.actions, .menuAvailable, [.words(menus), .word(.menuGesture)], source: source))
  }

  public func stateChange(from old: AccessibilityNode, to new: AccessibilityNode) -> Utterance? {
    if let description = new.stateDescription, description != old.stateDescription {
      return Utterance(
        parts: [SpeechPart(.state, description, source: "the new stateDescription")], scheduling: .interrupt)
    }
    let before = Set(stateParts(old).map(\.text))
    let changed = stateParts(new).filter { !before.contains($0.text) }
    if !changed.isEmpty { return Utterance(parts: changed, scheduling: .interrupt) }
    if new.value != old.value, let value = new.value {
      return Utterance(parts: [SpeechPart(.value, value, source: new.valueSource.sentence)], scheduling: .interrupt)
    }
    return nil
  }

  public func valueChanged(_ node: AccessibilityNode) -> Utterance? {
    if node.role == .slider, node.stateDescription != nil {
      // A seek control's new state description is spoken with its whole description
      // (compositor.json, TYPE_WINDOW_CONTENT_CHANGED, state_description, seek_control).
      return describe(node, context: DescriptionContext(hintsEnabled: false)).first
    }
    // A seek control with no range and no state description has no value to read
    // (SeekBarDescription.seekBarPercentText, google/talkback 26a27dc0).
    if node.role == .slider, node.value == nil { return nil }
    guard let value = node.value ?? node.name else { return nil }
    return Utterance(parts: [SpeechPart(.value, value, source: node.valueSource.sentence)], scheduling: .interrupt)
  }

  public func shownValueChanged(_ node: AccessibilityNode) -> Utterance? {
    // Android's value text is a polite live region: TalkBack reads its whole
    // description (compositor.json, TYPE_WINDOW_CONTENT_CHANGED, get_description_for_tree).
    describe(node, context: DescriptionContext(hintsEnabled: false)).first
  }

  public func reread(from old: AccessibilityNode, to new: AccessibilityNode) -> Utterance? {
    // A checkable button changed in place: TalkBack speaks what changed, as for any state change.
    stateChange(from: old, to: new)
  }

  public func dateAnnounced(_ date: CalendarDate) -> Utterance? {
    // The framework's calendar DatePicker announces the day chosen (DatePickerCalendarDelegate
    // .onCurrentDateChanged: announceForAccessibility of getFormattedCurrentDate, DateUtils
    // FORMAT_SHOW_DATE | FORMAT_SHOW_YEAR, "March 5, 2024"; the flags, 20, read in a vendor
    // build's copy of AbstractDatePickerDelegate, not in AOSP's own file); TalkBack queues it.
    let part = SpeechPart(.announcement, date.spoken(words), source: "the date picker's announcement of the new date")
    return Utterance(parts: [part], scheduling: .queue)
  }

  public func windowOpened(title: String?, kind: WindowKind) -> Utterance? {
    let part: SpeechPart
    switch (kind, title) {
    case (.drawer, let title?):
      part = words.part(.window, .drawerOpenedTitled, [.text(title)], source: "TalkBack's drawer-opened rule")
    case (.drawer, nil):
      part = words.part(.window, .drawerOpened, source: "TalkBack's drawer-opened rule")
    case (.popup, nil):
      part = words.part(.window, .popupWindow, source: "the title of an untitled popup window")
    case (.screen, let title?):
      part = SpeechPart(.window, title, source: "the window title")
    case (_, let title?):
      part = SpeechPart(.window, title, source: "the window title (TalkBack speaks a dialog's title, no role)")
    case (_, nil):
      return nil
    }
    return Utterance(parts: [part], scheduling: .queue)
  }

  public func actionsList(_ node: AccessibilityNode) -> Utterance {
    var parts = [words.part(.window, .menuActions, source: "TalkBack's menu")]
    for action in node.customActions {
      parts.append(SpeechPart(.actions, action, source: "custom accessibility action"))
    }
    if node.customActions.isEmpty && node.links.isEmpty {
      parts.append(words.part(.actions, .menuNoActions, source: "the element has no custom actions"))
    }
    if !node.links.isEmpty {
      // TalkBack's menu lists the text's links under "Links".
      parts.append(words.part(.window, .menuLinks, source: "TalkBack's links menu"))
      for link in node.links { parts.append(SpeechPart(.actions, link, source: "a link in the text")) }
    }
    return Utterance(parts: parts, scheduling: .interrupt)
  }
}

extension String {
  /// The text with the marker taken out.
  fileprivate func replacingMarker(_ marker: String) -> String {
    split(separator: marker, omittingEmptySubsequences: false).joined()
  }
}

extension [SpeechSegment] {
  /// The stretches with the white space at either end of the whole taken off.
  fileprivate func trimmingEnds() -> [SpeechSegment] {
    var segments = self
    if let first = segments.first { segments[0].text = String(first.text.drop { $0.isWhitespace }) }
    if let last = segments.last {
      segments[segments.count - 1].text = String(last.text.reversed().drop { $0.isWhitespace }.reversed())
    }
    return segments.filter { !$0.text.isEmpty }
  }
}
