/// VoiceOver's composition: "Selected", label, value, "dimmed", trait words,
/// expanded state, position; then, after a pause, the hint and "actions available".
public struct VoiceOverPhrasing: PhrasingPolicy {
  /// VoiceOver waits before reading a hint; measured on devices at roughly this.
  public static let hintDelayMilliseconds = 750

  /// VoiceOver's words in the user's locale.
  public var words: ReaderWords

  public init(words: ReaderWords = .english(.voiceOver)) {
    self.words = words
  }

  /// The word table entry for a role's trait.
  static func roleKey(_ role: Role) -> WordKey? {
    switch role {
    case .button, .radioButton, .checkBox: .roleButton
    case .toggleSwitch: .roleSwitchButton
    case .heading: .roleHeading
    case .textField: .roleTextField
    case .dropDownList: .rolePopUpButton
    case .pickerItem: .rolePickerItem
    case .slider: nil
    case .image: .roleImage
    case .link: .roleLink
    // UIProgressView has no trait word: its label, then its value.
    case .progressBar: nil
    // The tab bar trait's items: "tab" (reference/screen-readers.md: "Selected, Home, tab, 1 of 4").
    case .tab: .roleTab
    // UIAccessibilityTraits.searchField.
    case .searchField: .roleSearchField
    case .staticText, .listItem, .checkedText, .none: nil
    }
  }

  /// "the ROLE trait" per role, made once: built per description it was an
  /// allocation each time (docs/performance.md).
  static let traitSources = Role.perCase { "the \($0) trait" }

  public static func roleWord(_ role: Role, words: ReaderWords = .english(.voiceOver)) -> String? {
    roleKey(role).map { words[$0] }
  }

  /// The focus description in VoiceOver's order: the group's label, "Selected",
  /// the name, the value, "dimmed", the trait words, the expanded state and the
  /// position; then, after a pause, the hint and "actions available".
  public func describe(_ node: AccessibilityNode, context: DescriptionContext) -> [Utterance] {
    var parts: [SpeechPart] = []
    Phrase.append(&parts, .name, node.containerLabel, "the description of the group it is in")
    if node.isSelected {
      parts.append(words.part(.state, .stateSelected, source: "the selected trait"))
    }
    Phrase.append(&parts, .name, node.name, node.nameSource.sentence)
    parts += valueParts(node)
    if !node.isEnabled {
      parts.append(words.part(.state, .stateDimmed, source: "the notEnabled trait"))
    }
    parts += traitParts(node)
    if let expanded = node.expanded {
      parts.append(words.part(.state, expanded ? .stateExpanded : .stateCollapsed, source: "the expanded state"))
    }
    if let position = node.position {
      parts.append(
        words.part(
          .position, .positionTemplate, [.text(String(position.index)), .text(String(position.count))],
          source: "the position in its group"))
    }

    var utterances = [Utterance(parts: parts, scheduling: .interrupt)]
    var trailing: [SpeechPart] = []
    if context.hintsEnabled, node.isEnabled, let hint = hint(node) {
      trailing.append(hint)
    }
    if !node.customActions.isEmpty {
      trailing.append(words.part(.actions, .actionsAvailable, source: "accessibilityCustomActions"))
    }
    if !trailing.isEmpty {
      utterances.append(
        Utterance(parts: trailing, delayMilliseconds: Self.hintDelayMilliseconds, scheduling: .queue))
    }
    return utterances
  }

  /// The value slot: the accessibilityValue, a switch's on or off, and the error
  /// text (iOS has no error property: apps put it in the value, read after the text).
  func valueParts(_ node: AccessibilityNode) -> [SpeechPart] {
    var parts: [SpeechPart] = []
    Phrase.append(&parts, .value, node.value, node.valueSource.sentence)
    if let isOn = node.isOn {
      parts.append(words.part(.value, isOn ? .stateOn : .stateOff, source: "the switch's value"))
    }
    Phrase.append(&parts, .state, node.error, "the error text, in the accessibilityValue")
    return parts
  }

  /// The role slot: the trait words ("button", "secure text field", "adjustable").
  func traitParts(_ node: AccessibilityNode) -> [SpeechPart] {
    var parts: [SpeechPart] = []
    if node.isSecure {
      parts.append(words.part(.role, .roleSecureTextField, source: "a secure text entry field"))
    } else if let key = Self.roleKey(node.role) {
      parts.append(words.part(.role, key, source: Self.traitSources[node.role.ordinal]))
    }
    if node.isAdjustable {
      parts.append(words.part(.role, .traitAdjustable, source: "the adjustable trait"))
    }
    return parts
  }

  /// The app's accessibilityHint, else VoiceOver's default for the trait. Plain buttons have none.
  func hint(_ node: AccessibilityNode) -> SpeechPart? {
    if let hint = node.hint, !hint.isEmpty {
      return SpeechPart(.hint, hint, source: "accessibilityHint")
    }
    if node.isAdjustable {
      return words.part(.hint, .hintAdjustable, source: "VoiceOver's hint for the adjustable trait")
    }
    switch node.role {
    case .toggleSwitch:
      return words.part(.hint, .hintSwitch, source: "VoiceOver's hint for a switch")
    case .textField, .searchField:
      return words.part(.hint, .hintTextField, source: "VoiceOver's hint for a text field")
    default:
      return nil
    }
  }

  func stateWords(_ node: AccessibilityNode) -> [SpeechPart] {
    var parts: [SpeechPart] = []
    if node.isSelected { parts.append(words.part(.state, .stateSelected, source: "the selected trait")) }
    if let value = node.value { parts.append(SpeechPart(.value, value, source: node.valueSource.sentence)) }
    if let isOn = node.isOn {
      parts.append(words.part(.value, isOn ? .stateOn : .stateOff, source: "the switch's value"))
    }
    if let expanded = node.expanded {
      parts.append(words.part(.state, expanded ? .stateExpanded : .stateCollapsed, source: "the expanded state"))
    }
    return parts
  }

  public func stateChange(from old: AccessibilityNode, to new: AccessibilityNode) -> Utterance? {
    let before = Set(stateWords(old).map(\.text))
    let changed = stateWords(new).filter { !before.contains($0.text) }
    guard !changed.isEmpty else { return nil }
    return Utterance(parts: changed, scheduling: .interrupt)
  }

  public func valueChanged(_ node: AccessibilityNode) -> Utterance? {
    guard let value = node.value ?? node.name else { return nil }
    return Utterance(parts: [SpeechPart(.value, value, source: node.valueSource.sentence)], scheduling: .interrupt)
  }

  public func shownValueChanged(_ node: AccessibilityNode) -> Utterance? {
    // UIStepper posts its new value and VoiceOver speaks it alone (the stepper's
    // example); the value text is read as its value, not its label.
    valueChanged(node)
  }

  public func reread(from old: AccessibilityNode, to new: AccessibilityNode) -> Utterance? {
    // UISegmentedControl posts a layout change as a segment is selected: VoiceOver
    // reads the focused segment again, whole (SegmentedControl's example).
    describe(new, context: DescriptionContext(hintsEnabled: false)).first
  }

  public func windowOpened(title: String?, kind: WindowKind) -> Utterance? {
    // For a new screen or modal VoiceOver plays the screen-changed sound and reads
    // the element that receives focus; an alert (UIAlertController) it first names
    // as one, "Alert", before its title.
    guard kind == .alert else { return nil }
    return Utterance(
      parts: [words.part(.window, .alertWindow, source: "VoiceOver names an alert as it opens")],
      scheduling: .queue)
  }

  public func actionsList(_ node: AccessibilityNode) -> Utterance {
    var parts = [words.part(.window, .menuActions, source: "the VoiceOver rotor")]
    for action in node.customActions {
      parts.append(SpeechPart(.actions, action, source: "accessibilityCustomActions"))
    }
    if !node.links.isEmpty {
      // The rotor's Links setting steps through the links of the text.
      parts.append(words.part(.window, .menuLinks, source: "the VoiceOver rotor's Links setting"))
      for link in node.links { parts.append(SpeechPart(.actions, link, source: "a link in the text")) }
    } else if node.customActions.isEmpty {
      parts.append(words.part(.actions, .menuNoActions, source: "the element has no custom actions"))
    }
    return Utterance(parts: parts, scheduling: .interrupt)
  }
}
