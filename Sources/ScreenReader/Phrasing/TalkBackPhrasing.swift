/// TalkBack's composition rules (TalkBack 14, default verbosity): state, then the
/// node's own text (state description, name, role), children's text, hint text,
/// "disabled", position, collection transitions; the usage hint is its own
/// utterance 400 ms later.
public struct TalkBackPhrasing: PhrasingPolicy {
  /// TalkBack's DELAY_HINT.
  public static let hintDelayMilliseconds = 400

  /// The user's "Element description order" setting.
  public var order: TalkBackDescriptionOrder

  public init(order: TalkBackDescriptionOrder = .stateNameRole) {
    self.order = order
  }

  public static func roleWord(_ role: Role) -> String? {
    switch role {
    case .button: "Button"
    case .checkBox: "Check box"
    case .radioButton: "Radio button"
    case .toggleSwitch: "Switch"
    case .heading: "Heading"
    case .textField: "Edit box"
    case .dropDownList: "Drop down list"
    case .popUpButton: "Drop down list"
    case .pickerItem, .slider: "Slider"
    case .image: "Image"
    case .link: "Link"
    // value_progress_bar (strings_compositor.xml).
    case .progressBar: "Progress bar"
    // Material TabLayout and Compose set roleDescription "Tab" on each tab (item_view_role_description).
    case .tab: "Tab"
    // SearchView's query box is an EditText: value_edit_box.
    case .searchField: "Edit box"
    case .staticText, .listItem, .none: nil
    }
  }

  /// The state words, each with the property it reads: "selected", then the status
  /// (expanded or collapsed, checked or not).
  static func stateParts(_ node: AccessibilityNode) -> [SpeechPart] {
    selectedPart(node) + statusParts(node)
  }

  static func selectedPart(_ node: AccessibilityNode) -> [SpeechPart] {
    node.isSelected ? [SpeechPart(.state, "selected", source: "the selected state")] : []
  }

  static func statusParts(_ node: AccessibilityNode) -> [SpeechPart] {
    var parts: [SpeechPart] = []
    if let expanded = node.expanded {
      parts.append(
        SpeechPart(.state, expanded ? "expanded" : "collapsed", source: "the expanded state"))
    }
    if node.stateDescription == nil {
      if let isOn = node.isOn {
        parts.append(SpeechPart(.state, isOn ? "on" : "off", source: "the switch's on state"))
      } else if let checked = node.checked {
        parts.append(
          SpeechPart(.state, checked ? "checked" : "not checked", source: "the checked state"))
      }
    }
    return parts
  }

  public func describe(_ node: AccessibilityNode, context: DescriptionContext) -> [Utterance] {
    var parts: [SpeechPart] = []
    Phrase.append(&parts, .name, node.containerLabel, "the description of the group it is in")

    // The node's own text, repeats dropped as TalkBack drops them.
    var own: [SpeechPart] = []
    Phrase.append(&own, .state, node.stateDescription, "stateDescription")
    var name: [SpeechPart] = []
    Phrase.append(&name, .name, node.name, node.nameSource)
    var role: [SpeechPart] = []
    let roleWord: (text: String, source: String)? =
      node.roleDescription.map { ($0, "roleDescription") }
      ?? (node.role == .heading && node.position == nil
        ? nil : Self.roleWord(node.role).map { ($0, "TalkBack's role word for \(node.role.rawValue)") })
    if var roleWord {
      if let label = node.labeledBy {
        roleWord = ("\(roleWord.text) for \(label)", "labelFor: the label view, read 'for \(label)'")
      }
      Phrase.append(&role, .role, roleWord.text, roleWord.source)
    } else if let label = node.labeledBy {
      Phrase.append(&role, .name, "for \(label)", "labelFor")
    }
    own += order == .roleNameState ? role + name : name + role
    var seen = Set<String>()
    var text = own.filter { seen.insert($0.text.lowercased()).inserted }
    if node.nameSource != "contentDescription" {
      Phrase.append(&text, .value, node.value, node.valueSource)
    }

    // Default order: selected, status, text. The others: text, status, selected.
    if order.stateFirst {
      parts += Self.selectedPart(node) + Self.statusParts(node) + text
    } else {
      parts += text + Self.statusParts(node) + Self.selectedPart(node)
    }
    if let error = node.error {
      // template_node_error_with_error_message "Error: %1$s", placed before the hint
      // (compositor.json, append_description_for_tree).
      Phrase.append(&parts, .state, "Error: \(error)", "the node's error text")
    }
    Phrase.append(&parts, .hint, node.hint, "the node's hint text")
    if !node.isEnabled && node.role != .heading {
      parts.append(SpeechPart(.state, "disabled", source: "enabled = false"))
    }
    if let position = node.position {
      parts.append(
        SpeechPart(.position, "\(position.index) of \(position.count)", source: "the collection item position"))
    } else if node.role == .heading, node.roleDescription == nil {
      parts.append(SpeechPart(.role, "Heading", source: "TalkBack's heading rule (a heading with no position)"))
    }
    if let left = context.leftCollection {
      parts.append(
        SpeechPart(
          .collection, "Out of \(left.kind.rawValue)",
          source: "TalkBack's collection rule: focus left the \(left.kind.rawValue)"))
    }
    if let entered = context.enteredCollection {
      var words = "In \(entered.kind.rawValue)"
      if let count = entered.itemCount {
        words += ", \(count) \(count == 1 ? "item" : "items")"
      }
      parts.append(
        SpeechPart(.collection, words, source: "TalkBack's collection rule: focus entered the \(entered.kind.rawValue)")
      )
    }

    var utterances = [Utterance(parts: parts, scheduling: .interrupt)]
    // "Actions available" is one of TalkBack's usage hints: off with the others.
    let hints = context.hintsEnabled ? hintParts(node) : []
    if !hints.isEmpty {
      utterances.append(
        Utterance(parts: hints, delayMilliseconds: Self.hintDelayMilliseconds, scheduling: .queue))
    }
    return utterances
  }

  /// TalkBack's usage hint: the first rule that matches, then long press and actions.
  func hintParts(_ node: AccessibilityNode) -> [SpeechPart] {
    guard node.isEnabled else { return [] }
    var parts: [SpeechPart] = []
    let source = "TalkBack's usage hint for"
    if let label = node.clickLabel {
      parts.append(SpeechPart(.hint, "Double-tap to \(label)", source: "the custom click label"))
    } else if node.isSingleSelectionItem {
      parts.append(SpeechPart(.hint, "Double-tap to select", source: "\(source) a single-selection item"))
    } else if node.checked != nil || node.isOn != nil {
      parts.append(SpeechPart(.hint, "Double-tap to toggle", source: "\(source) a checkable element"))
    } else if node.role == .dropDownList {
      parts.append(SpeechPart(.hint, "Double-tap to change", source: "\(source) a drop down list"))
    } else if node.role == .textField || node.role == .searchField {
      parts.append(SpeechPart(.hint, "Double-tap to edit text", source: "\(source) an edit box"))
    } else if node.isAdjustable {
      parts.append(SpeechPart(.hint, "Swipe up or Swipe down to adjust", source: "\(source) an adjustable element"))
    } else if node.isActionable {
      parts.append(SpeechPart(.hint, "Double-tap to activate", source: "\(source) a clickable element"))
    }
    if node.isLongPressable {
      parts.append(SpeechPart(.hint, "Double-tap and hold to long press", source: "\(source) a long-clickable element"))
    }
    return parts + actionsOnly(node)
  }

  func actionsOnly(_ node: AccessibilityNode) -> [SpeechPart] {
    var parts: [SpeechPart] = []
    if !node.customActions.isEmpty {
      parts.append(
        SpeechPart(
          .actions, "Actions available, use Tap with 3 fingers to view", source: "custom accessibility actions"))
    }
    if !node.links.isEmpty {
      // The same TalkBack-menu hint as for actions, for the links the text holds.
      parts.append(
        SpeechPart(.actions, "Links available, use Tap with 3 fingers to view", source: "links (URLSpans) in the text"))
    }
    return parts
  }

  public func stateChange(from old: AccessibilityNode, to new: AccessibilityNode) -> Utterance? {
    if let description = new.stateDescription, description != old.stateDescription {
      return Utterance(
        parts: [SpeechPart(.state, description, source: "the new stateDescription")], scheduling: .interrupt)
    }
    let before = Set(Self.stateParts(old).map(\.text))
    let changed = Self.stateParts(new).filter { !before.contains($0.text) }
    if !changed.isEmpty { return Utterance(parts: changed, scheduling: .interrupt) }
    if new.value != old.value, let value = new.value {
      return Utterance(parts: [SpeechPart(.value, value, source: new.valueSource)], scheduling: .interrupt)
    }
    return nil
  }

  public func valueChanged(_ node: AccessibilityNode) -> Utterance? {
    if node.role == .slider, node.stateDescription != nil {
      // A seek control's new state description is spoken with its whole description
      // (compositor.json, TYPE_WINDOW_CONTENT_CHANGED, state_description, seek_control).
      return describe(node, context: DescriptionContext(hintsEnabled: false)).first
    }
    guard let value = node.value ?? node.name else { return nil }
    return Utterance(parts: [SpeechPart(.value, value, source: node.valueSource)], scheduling: .interrupt)
  }

  public func windowOpened(title: String?, kind: WindowKind) -> Utterance? {
    let part: SpeechPart
    switch (kind, title) {
    case (.drawer, let title?):
      part = SpeechPart(.window, "\(title) menu", source: "TalkBack's drawer-opened rule")
    case (.drawer, nil):
      part = SpeechPart(.window, "Sliding drawer opened", source: "TalkBack's drawer-opened rule")
    case (.popup, nil):
      part = SpeechPart(.window, "Pop up window", source: "the title of an untitled popup window")
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
    var parts = [SpeechPart(.window, "Actions", source: "TalkBack's menu")]
    for action in node.customActions {
      parts.append(SpeechPart(.actions, action, source: "custom accessibility action"))
    }
    if node.customActions.isEmpty && node.links.isEmpty {
      parts.append(SpeechPart(.actions, "No actions", source: "the element has no custom actions"))
    }
    if !node.links.isEmpty {
      // TalkBack's menu lists the text's links under "Links".
      parts.append(SpeechPart(.window, "Links", source: "TalkBack's links menu"))
      for link in node.links { parts.append(SpeechPart(.actions, link, source: "a link in the text")) }
    }
    return Utterance(parts: parts, scheduling: .interrupt)
  }
}
