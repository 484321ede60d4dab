/// VoiceOver's composition: "Selected", label, value, "dimmed", trait words,
/// expanded state, position; then, after a pause, the hint and "actions available".
public struct VoiceOverPhrasing: PhrasingPolicy {
  /// VoiceOver waits before reading a hint; measured on devices at roughly this.
  public static let hintDelayMilliseconds = 750

  public init() {}

  public static func roleWord(_ role: Role) -> String? {
    switch role {
    case .button, .radioButton, .checkBox: "button"
    case .toggleSwitch: "switch button"
    case .heading: "heading"
    case .textField: "text field"
    case .popUpButton, .dropDownList: "pop up button"
    case .pickerItem: "picker item"
    case .slider: nil
    case .image: "image"
    case .link: "link"
    // UIProgressView has no trait word: its label, then its value.
    case .progressBar: nil
    // The tab bar trait's items: "tab" (reference/screen-readers.md: "Selected, Home, tab, 1 of 4").
    case .tab: "tab"
    // UIAccessibilityTraits.searchField.
    case .searchField: "search field"
    case .staticText, .listItem, .none: nil
    }
  }

  public func describe(_ node: AccessibilityNode, context: DescriptionContext) -> [Utterance] {
    var parts: [SpeechPart] = []
    Phrase.append(&parts, .name, node.containerLabel, "the description of the group it is in")
    if node.isSelected {
      parts.append(SpeechPart(.state, "Selected", source: "the selected trait"))
    }
    Phrase.append(&parts, .name, node.name, node.nameSource)
    Phrase.append(&parts, .value, node.value, node.valueSource)
    if let isOn = node.isOn {
      parts.append(SpeechPart(.value, isOn ? "on" : "off", source: "the switch's value"))
    }
    // iOS has no error property: apps put the error text in the value, read after the text.
    Phrase.append(&parts, .state, node.error, "the error text, in the accessibilityValue")
    if !node.isEnabled {
      parts.append(SpeechPart(.state, "dimmed", source: "the notEnabled trait"))
    }
    if node.isSecure {
      parts.append(SpeechPart(.role, "secure text field", source: "a secure text entry field"))
    } else if let word = Self.roleWord(node.role) {
      parts.append(SpeechPart(.role, word, source: "the \(node.role.rawValue) trait"))
    }
    if node.isAdjustable {
      parts.append(SpeechPart(.role, "adjustable", source: "the adjustable trait"))
    }
    if let expanded = node.expanded {
      parts.append(SpeechPart(.state, expanded ? "expanded" : "collapsed", source: "the expanded state"))
    }
    if let position = node.position {
      parts.append(SpeechPart(.position, "\(position.index) of \(position.count)", source: "the position in its group"))
    }

    var utterances = [Utterance(parts: parts, scheduling: .interrupt)]
    var trailing: [SpeechPart] = []
    if context.hintsEnabled, node.isEnabled, let hint = hint(node) {
      trailing.append(hint)
    }
    if !node.customActions.isEmpty {
      trailing.append(SpeechPart(.actions, "actions available", source: "accessibilityCustomActions"))
    }
    if !trailing.isEmpty {
      utterances.append(
        Utterance(parts: trailing, delayMilliseconds: Self.hintDelayMilliseconds, scheduling: .queue))
    }
    return utterances
  }

  /// The app's accessibilityHint, else VoiceOver's default for the trait. Plain buttons have none.
  func hint(_ node: AccessibilityNode) -> SpeechPart? {
    if let hint = node.hint, !hint.isEmpty {
      return SpeechPart(.hint, hint, source: "accessibilityHint")
    }
    if node.isAdjustable {
      return SpeechPart(
        .hint, "Swipe up or down with one finger to adjust the value",
        source: "VoiceOver's hint for the adjustable trait")
    }
    switch node.role {
    case .toggleSwitch:
      return SpeechPart(.hint, "Double tap to toggle setting", source: "VoiceOver's hint for a switch")
    case .popUpButton:
      return SpeechPart(.hint, "Double tap to activate the picker", source: "VoiceOver's hint for a pop up button")
    case .textField, .searchField:
      return SpeechPart(.hint, "Double tap to edit", source: "VoiceOver's hint for a text field")
    default:
      return nil
    }
  }

  static func stateWords(_ node: AccessibilityNode) -> [SpeechPart] {
    var parts: [SpeechPart] = []
    if node.isSelected { parts.append(SpeechPart(.state, "Selected", source: "the selected trait")) }
    if let value = node.value { parts.append(SpeechPart(.value, value, source: node.valueSource)) }
    if let isOn = node.isOn { parts.append(SpeechPart(.value, isOn ? "on" : "off", source: "the switch's value")) }
    if let expanded = node.expanded {
      parts.append(SpeechPart(.state, expanded ? "expanded" : "collapsed", source: "the expanded state"))
    }
    return parts
  }

  public func stateChange(from old: AccessibilityNode, to new: AccessibilityNode) -> Utterance? {
    let before = Set(Self.stateWords(old).map(\.text))
    let changed = Self.stateWords(new).filter { !before.contains($0.text) }
    guard !changed.isEmpty else { return nil }
    return Utterance(parts: changed, scheduling: .interrupt)
  }

  public func valueChanged(_ node: AccessibilityNode) -> Utterance? {
    guard let value = node.value ?? node.name else { return nil }
    return Utterance(parts: [SpeechPart(.value, value, source: node.valueSource)], scheduling: .interrupt)
  }

  public func windowOpened(title: String?, kind: WindowKind) -> Utterance? {
    // VoiceOver says nothing of its own for a new screen or modal: it plays the
    // screen-changed sound and reads the element that receives focus.
    nil
  }

  public func actionsList(_ node: AccessibilityNode) -> Utterance {
    var parts = [SpeechPart(.window, "Actions", source: "the VoiceOver rotor")]
    for action in node.customActions {
      parts.append(SpeechPart(.actions, action, source: "accessibilityCustomActions"))
    }
    if !node.links.isEmpty {
      // The rotor's Links setting steps through the links of the text.
      parts.append(SpeechPart(.window, "Links", source: "the VoiceOver rotor's Links setting"))
      for link in node.links { parts.append(SpeechPart(.actions, link, source: "a link in the text")) }
    } else if node.customActions.isEmpty {
      parts.append(SpeechPart(.actions, "No actions", source: "the element has no custom actions"))
    }
    return Utterance(parts: parts, scheduling: .interrupt)
  }
}
