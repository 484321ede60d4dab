/// VoiceOver's composition: "Selected", label, value, "dimmed", trait words,
/// expanded state, position; then, after a pause, the hint and "actions available".
public struct VoiceOverPhrasing: PhrasingPolicy {
  /// VoiceOver waits before reading a hint; measured on devices at roughly this.
  public static let hintDelayMilliseconds = 750

  /// VoiceOver's words in the user's locale.
  public var words: ReaderWords
  /// A switch's on / off after its trait word ("Wi-Fi, switch button, on"), as iOS 17
  /// and later read it; before, the value came first ("Wi-Fi, on, switch button").
  public var switchStateFollowsTrait: Bool

  public init(words: ReaderWords = .english(.voiceOver), switchStateFollowsTrait: Bool = true) {
    self.words = words
    self.switchStateFollowsTrait = switchStateFollowsTrait
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
    if let withLinks = inlineLinkName(node) {
      parts.append(withLinks)
    } else if !hidesBackLabel(node) {
      Phrase.append(&parts, .name, node.name, node.nameSource.sentence)
    }
    parts += valueParts(node)
    // With no label and no value, VoiceOver reads the hint in their place and has no
    // hint to read after the pause (AccessibilitySnapshot 5b03db8,
    // UIAccessibility+SnapshotAdditions.swift; Example/.../DescriptionEdgeCasesViewController.swift
    // rows 01 and 05: "Hint. Adjustable.", "Hint. Button.").
    let hintIsDescription = parts.isEmpty && isHintOnly(node)
    if hintIsDescription, let hint = node.hint {
      Phrase.append(&parts, .hint, hint, "accessibilityHint, read in place of a missing label")
    }
    if !node.isEnabled {
      parts.append(words.part(.state, .stateDimmed, source: "the notEnabled trait"))
    }
    parts += traitParts(node)
    if switchStateFollowsTrait, let isOn = node.isOn {
      // "Label. Dimmed. Switch Button. Off.": the state after the trait word (cashapp/
      // AccessibilitySnapshot, UIAccessibility+SnapshotAdditions.swift at its newest, the
      // switch's state among the trait specifiers; its issue 199, checked against VoiceOver
      // on iOS 17: "Fake label, Switch button, on").
      parts.append(words.part(.value, isOn ? .stateOn : .stateOff, source: "the switch's value, after its trait"))
    }
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
    if context.hintsEnabled {
      trailing += hintParts(node, hintIsDescription: hintIsDescription)
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

  /// The value slot: the accessibilityValue, a switch's on or off (before iOS 17), and the error
  /// text (iOS has no error property: apps put it in the value, read after the text).
  func valueParts(_ node: AccessibilityNode) -> [SpeechPart] {
    var parts: [SpeechPart] = []
    Phrase.append(&parts, .value, node.value, node.valueSource.sentence)
    if !switchStateFollowsTrait, let isOn = node.isOn {
      parts.append(words.part(.value, isOn ? .stateOn : .stateOff, source: "the switch's value"))
    }
    Phrase.append(&parts, .state, node.error, "the error text, in the accessibilityValue")
    return parts
  }

  /// The role slot: the trait words ("button", "secure text field", "adjustable"),
  /// one per trait, in VoiceOver's order.
  func traitParts(_ node: AccessibilityNode) -> [SpeechPart] {
    var keyed: [(key: WordKey, source: String)] = []
    if node.isSecure {
      keyed.append((.roleSecureTextField, "a secure text entry field"))
    } else if node.isBackButton {
      // UIKit's backButton trait speaks in place of the button trait
      // (AccessibilitySnapshot e0ec1c6, "Back Button." after the label).
      keyed.append((.roleBackButton, "the backButton trait of UINavigationBar's back item"))
    } else if let key = Self.roleKey(node.role) {
      keyed.append((key, Self.traitSources[node.role.ordinal]))
    }
    for role in node.otherTraits {
      guard let key = Self.roleKey(role), !keyed.contains(where: { $0.key == key }) else { continue }
      keyed.append((key, Self.traitSources[role.ordinal]))
    }
    if node.isAdjustable {
      keyed.append((.traitAdjustable, "the adjustable trait"))
    }
    if keyed.count > 1 {
      keyed.sort { Self.traitRank($0.key) < Self.traitRank($1.key) }
    }
    return keyed.map { keyed in
      if keyed.key == .roleHeading, let level = node.headingLevel { return headingLevelPart(level) }
      return words.part(.role, keyed.key, source: keyed.source)
    }
  }

  /// VoiceOver's order of trait words, as cashapp/AccessibilitySnapshot (5b03db8,
  /// Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift)
  /// appends them: button, back button, switch button, tab, text field, heading, link,
  /// adjustable, image, search field ("Button. Heading.", "Heading. Link. Adjustable.
  /// Image. Search Field." in its ButtonAccessibilityTraitsViewController). The words
  /// that source lacks (pop-up button, picker item) keep their place before "adjustable".
  static func traitRank(_ key: WordKey) -> Int {
    switch key {
    case .roleButton, .rolePopUpButton, .rolePickerItem: 0
    case .roleBackButton: 1
    case .roleSwitchButton: 2
    case .roleTab: 3
    case .roleTextField, .roleSecureTextField: 4
    case .roleHeading: 5
    case .roleLink: 6
    case .traitAdjustable: 7
    case .roleImage: 8
    case .roleSearchField: 9
    default: 10
    }
  }

  /// Whether the label is left out: a back button whose label is the word "Back" says
  /// only its trait, "back button" (AccessibilitySnapshot e0ec1c6,
  /// UIAccessibility+SnapshotAdditions.swift `hidesAccessibilityLabel(backDescriptor:)`:
  /// the label is dropped when it equals the localized back.descriptor, case aside).
  func hidesBackLabel(_ node: AccessibilityNode) -> Bool {
    guard node.isBackButton, let name = node.name else { return false }
    return name.lowercased() == words[.backButton].lowercased()
  }

  /// An app hint with no label and no value to go with it.
  func isHintOnly(_ node: AccessibilityNode) -> Bool {
    guard let hint = node.hint, !hint.trimmed.isEmpty else { return false }
    return (node.name ?? "").trimmed.isEmpty && (node.value ?? "").trimmed.isEmpty && node.isOn == nil
      && node.error == nil && node.containerLabel == nil
  }

  /// What VoiceOver reads after the pause (AccessibilitySnapshot 5b03db8,
  /// UIAccessibility+SnapshotAdditions.swift): the app's accessibilityHint, then the
  /// trait's own hint ("%@. Swipe up or down with one finger to adjust the value.",
  /// "%@. Double tap to toggle setting."; DescriptionEdgeCasesViewController row 02).
  /// A dimmed element keeps the app's hint but has no trait hint; a switch has no
  /// adjustable hint. A text field's hint is VoiceOver's alone in that code; no
  /// published reading has a text field with an app hint, so Earshot keeps the app's
  /// hint there.
  func hintParts(_ node: AccessibilityNode, hintIsDescription: Bool = false) -> [SpeechPart] {
    let appHint = hintIsDescription ? nil : node.hint.flatMap { $0.trimmed.isEmpty ? nil : $0 }
    var traitHints: [SpeechPart] = []
    if node.isEnabled {
      if node.role == .toggleSwitch {
        traitHints = [words.part(.hint, .hintSwitch, source: "VoiceOver's hint for a switch")]
      } else if node.isAdjustable, !hintIsDescription {
        // Read with the hint as the description, an adjustable element has no hint of its own.
        traitHints = [words.part(.hint, .hintAdjustable, source: "VoiceOver's hint for the adjustable trait")]
      } else if appHint == nil, node.role == .dropDownList {
        // A native menu button (a UIButton with a menu, SwiftUI's Menu): "Double tap to
        // activate the picker" (reference/screen-readers.md, the pop-up button row).
        traitHints = [words.part(.hint, .hintPopUpButton, source: "VoiceOver's hint for a pop-up button")]
      } else if appHint == nil, node.role == .textField || node.role == .searchField {
        traitHints = [words.part(.hint, .hintTextField, source: "VoiceOver's hint for a text field")]
        if node.isTextArea {
          // A text view: "Double tap to edit., Use the rotor to access Misspelled Words"
          // (trait.text_area.hint, AccessibilitySnapshot 5b03db8; testUIKitTextView).
          traitHints.append(
            words.part(.hint, .hintMisspelledWordsRotor, source: "VoiceOver's hint for a text view"))
        }
      }
    }
    guard let appHint else { return traitHints }
    guard !traitHints.isEmpty else { return [SpeechPart(.hint, appHint, source: "accessibilityHint")] }
    // "%@. Double tap to toggle setting.": the app's hint loses its own full stop.
    return [SpeechPart(.hint, Self.strippingFullStop(appHint), source: "accessibilityHint")] + traitHints
  }

  /// The app's hint without its closing full stop, as VoiceOver joins it to its own.
  static func strippingFullStop(_ text: String) -> String {
    text.hasSuffix(".") ? String(text.dropLast()) : text
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
    var changed = stateWords(new).filter { !before.contains($0.text) }
    if old.isSelected != new.isSelected {
      changed = selectionChangeParts(new, otherChanges: changed)
    }
    guard !changed.isEmpty else { return nil }
    return Utterance(parts: changed, scheduling: .interrupt)
  }

  /// After a double tap changes the selected trait, VoiceOver reads the element's label
  /// again with its new state: "Selected, <label>", or the label alone once it is no
  /// longer selected (redbadger/pride-london-app pull request 466, 2018, checked on a
  /// device against native iOS: "Selected, <item label>" or just "<item label>"; its
  /// issue 322: "Selected, Cabaret and Variety"). Trait words are not repeated.
  func selectionChangeParts(_ node: AccessibilityNode, otherChanges: [SpeechPart]) -> [SpeechPart] {
    var parts: [SpeechPart] = []
    if node.isSelected {
      parts.append(words.part(.state, .stateSelected, source: "the selected trait, gained on activation"))
    }
    Phrase.append(&parts, .name, node.name, node.nameSource.sentence)
    let selectedWord = words[.stateSelected]
    parts += otherChanges.filter { $0.text != selectedWord }
    return parts
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

  public func dateAnnounced(_ date: CalendarDate) -> Utterance? {
    // UIKit's calendar posts no announcement as a day is taken: VoiceOver says the
    // day's new selected trait (its state change) and nothing more.
    nil
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
