/// TalkBack's rules for which nodes of an Android tree are stops and what a stop
/// reads from the nodes inside it, over the source-node model. Each rule names
/// its source in google/talkback at commit 26a27dc009d5b3605e744222541f045a3c24e038:
/// utils/.../AccessibilityNodeInfoUtils.java (shouldFocusNode, isSpeakingNode,
/// hasNonActionableSpeakingChildren, hasText, isScrollItem) and
/// talkback/.../compositor/roledescription/TreeNodesDescription.java (the text and
/// state of non-focusable children).
enum TalkBackStops {
  /// The tree TalkBack is given. A uiautomator dump includes views that are not
  /// important for accessibility (layouts with nothing to say or do); TalkBack's
  /// tree leaves them out and hands their children to the nearest important
  /// ancestor (View.isImportantForAccessibility, "auto"), which matters for which
  /// node is a list's direct child.
  static func compressed(_ node: SourceNode) -> [SourceNode] {
    var kept = node
    kept.children = node.children.flatMap(compressed)
    return isImportant(node) ? [kept] : kept.children
  }

  static func isImportant(_ node: SourceNode) -> Bool {
    // TalkBack does not ask for views that are not important (its accessibilityservice.xml has no
    // flagIncludeNotImportantViews): where Appium says, that decides (a layout with an accessibility
    // delegate is in the tree, so a list's item that holds texts is one stop; a hidden view is not).
    if let known = node.importantForAccessibility { return known }
    if node.role != .container && node.role != .view { return true }
    // Compose marks every node it reports important: layouts without semantics are not in its tree
    // at all (AndroidComposeViewAccessibilityDelegateCompat: info.isImportantForAccessibility = true).
    if node.composeHosted { return true }
    return isActionable(node) || node.scrollable || node.ownName != nil || node.checked != nil
  }

  /// isVisible: not shown to the user, or of no size, and TalkBack never focuses it. Bounds whose
  /// bottom is above their top (or right left of left) are a view clipped by its scrolled parent, not
  /// one of no size: uiautomator writes only nodes that are visible to the user
  /// (AccessibilityNodeInfoDumper skips the others), and TalkBack's isVisible asks isVisibleToUser.
  static func isVisible(_ node: SourceNode) -> Bool {
    guard node.displayed else { return false }
    if let bounds = node.bounds, bounds.isEmpty, !bounds.isClipped { return false }
    return true
  }

  /// isActionableForAccessibility: clickable, long-clickable or focusable (Compose's merging
  /// nodes are screen-reader focusable, read here as focusable).
  static func isActionable(_ node: SourceNode) -> Bool {
    node.clickable || node.longClickable || node.focusable || node.mergesDescendants
  }

  /// hasText: text, content description or hint; a node with CollectionInfo (a list) has none.
  static func hasText(_ node: SourceNode) -> Bool {
    node.role != .list
      && (node.text.nonBlank != nil || node.contentDescription.nonBlank != nil || node.placeholder.nonBlank != nil)
  }

  /// hasStateDescription: a state description, checkable, or a range.
  static func hasState(_ node: SourceNode) -> Bool {
    node.stateDescription.nonBlank != nil || node.checked != nil || node.rangeFraction != nil
      || [.slider, .progress].contains(node.role)
  }

  /// isSpeakingNode: text, a state, or non-actionable children that speak.
  static func isSpeaking(_ node: SourceNode) -> Bool {
    hasText(node) || hasState(node) || hasNonActionableSpeakingChildren(node)
  }

  /// hasNonActionableSpeakingChildren: a visible child that is neither focusable nor clickable and
  /// speaks (a speaking top-level scroll item counts only under a clickable parent).
  static func hasNonActionableSpeakingChildren(_ node: SourceNode) -> Bool {
    node.children.contains { child in
      guard isVisible(child), !isActionable(child) else { return false }
      if isScrollContainer(node) && !(node.clickable || node.longClickable) { return false }
      return isSpeaking(child)
    }
  }

  /// isScrollItem: a list, grid or scroll view (by class) or a scrollable node; its children are
  /// top-level scroll items, stops when they speak.
  static func isScrollContainer(_ node: SourceNode) -> Bool {
    node.role == .list || node.scrollable
  }

  /// Whether an actionable node is a stop (shouldFocusNode): a leaf is, if it says anything at
  /// all (its text, state or a role word: "no empty stops"); a node with children only if it speaks.
  static func isActionableStop(_ node: SourceNode) -> Bool {
    if node.children.isEmpty { return isSpeaking(node) || roleSpeaksWord(node.role) }
    return isSpeaking(node)
  }

  /// Roles TalkBack has a word for (AccessibilityNodeFeedbackUtils.getNodeRoleName); the others
  /// (ROLE_NONE, ROLE_VIEW_GROUP, ROLE_CHECKED_TEXT_VIEW, ActionBar$Tab without a roleDescription) have none.
  static func roleSpeaksWord(_ role: SourceRole) -> Bool {
    switch role {
    case .button, .checkbox, .switchControl, .toggleButton, .radioButton, .textField, .dropdown, .picker,
      .slider, .progress, .image, .chip, .tab, .datePicker:
      true
    default: false
    }
  }

  /// What a stop reads from inside it (TreeNodesDescription.treeNodesDescription): the visible
  /// children that are not accessibility focusable, depth first, each with its own text and state.
  static func mergedDescendants(of node: SourceNode) -> [SourceNode] {
    var found: [SourceNode] = []
    func collect(_ node: SourceNode) {
      for child in node.children where isVisible(child) && !isActionable(child) && child.role != .system {
        found.append(child)
        collect(child)
      }
    }
    collect(node)
    return found
  }

  /// The stops inside a stop: its actionable descendants, each read on its own.
  static func actionableDescendants(of node: SourceNode) -> [SourceNode] {
    var found: [SourceNode] = []
    func collect(_ node: SourceNode) {
      for child in node.children where isVisible(child) {
        if isActionable(child) { found.append(child) } else { collect(child) }
      }
    }
    collect(node)
    return found
  }
}
