/// A row of a table or list with several texts: a title, a subtitle, a detail
/// at the trailing end, and an accessory. Combined (the default), the row is one
/// stop read as its texts in order, as a UITableViewCell or a clickable Android
/// row reads its children; not combined, each text is a stop of its own.
public struct ListRow: Component {
  public static let kind = "list-row"
  public static let summary = "A list row with a title, subtitle, detail and accessory; one stop or several."
  public static let subtitle = PropertyKey("subtitle", .string, "The second line under the title.")
  public static let detail = PropertyKey("detail", .string, "Text at the trailing end (a setting's current value).")
  public static let accessory = PropertyKey(
    "accessory", .oneOf(Accessory.self), "The trailing accessory (default none).")
  public static let combined = PropertyKey(
    "combined", .bool, "false: each text is its own stop and the row itself is none (default true).")
  public static let control = PropertyKey(
    "control", .oneOf(Control.self),
    "A switch, checkbox or radio-button inside the row that is not a stop itself: the row is, reads its texts then the control's state and role (TalkBack), and a double tap flips it."
  )
  public static let checked = PropertyKey(
    "checked", .bool,
    "The control's state (on / checked); with no control, the row itself is checkable and TalkBack says checked or not checked."
  )
  public static let controlSide = PropertyKey(
    "control-side", .oneOf(ControlSide.self),
    "Where the control is drawn: end (a settings switch, the default) or start (a choice row's radio button), the order TalkBack reads it in."
  )
  public static let keys: [PropertyKey] = [subtitle, detail, accessory, combined, control, checked, controlSide]
  public static let examples = [
    ComponentExample(
      "- list-row: { label: Wi-Fi, subtitle: Home network, detail: On, accessory: disclosure }",
      voiceOver: "Wi-Fi, Home network, On, button", talkBack: "Wi-Fi, Home network, On",
      source:
        "a UITableViewCell is one element reading its labels in order, the disclosure indicator unspoken, and a tappable row has the button trait (magentaa11y.com/checklist-native/table-row-button); TalkBack reads the non-focusable children of a clickable row (compositor.json description_for_tree_nodes)"
    ),
    ComponentExample(
      "- list-row: { label: Wi-Fi, detail: On, accessory: disclosure }", voiceOver: "Wi-Fi, On, button",
      talkBack: "Wi-Fi, On, Double-tap to activate", hints: true,
      source: "a row with a disclosure indicator opens something: TalkBack's template_hint_clickable"),
    ComponentExample(
      "- list-row: { label: Wi-Fi, detail: On, accessory: disclosure, disabled: true }",
      voiceOver: "Wi-Fi, On, dimmed, button", talkBack: "Wi-Fi, On, disabled",
      source:
        "a dimmed tappable row: the notEnabled trait 'dimmed' before the button trait (UIAccessibilityTraits.notEnabled); TalkBack's value_disabled after the text"
    ),
    ComponentExample(
      "- list-row: { label: Sign out, announce: Signed out }", voiceOver: "Sign out, button", talkBack: "Sign out",
      source: "any row that does something when tapped (opens, announces, has actions) is a button to VoiceOver"),
    ComponentExample(
      "- list-row: { label: English, accessory: checkmark }", voiceOver: "Selected, English",
      talkBack: "checked, English",
      source:
        "a checkmark accessory gives the cell the selected trait; on Android the row is a checked, checkable view (value_checked)"
    ),
    ComponentExample(
      "- list-row: { label: Automatic updates, subtitle: Apply when the device restarts, control: switch, checked: true }",
      voiceOver: "Automatic updates, Apply when the device restarts, switch button, on",
      talkBack: "Automatic updates, Apply when the device restarts, on, Switch",
      source:
        "TalkBack reads a row's non-focusable Switch as a child, after the row's texts (TreeNodesDescription.treeNodesDescription; SwitchDescription's value_on, google/talkback 26a27dc0), where a lone Switch says its state first; a UITableViewCell with a UISwitch accessory is one switch element named by its texts (accessibilityupto11.com/365-days-ios-accessibility/day-084; magentaa11y.com/checklist-native/toggle-switch), its state after the trait word as every switch since iOS 17 (the Switch component's source)"
    ),
    ComponentExample(
      "- list-row: { label: Automatic updates, control: switch, checked: true }", commands: ["first", "activate"],
      voiceOver: "off", talkBack: "off",
      source:
        "a double tap on the row flips its switch; TalkBack speaks the clicked row's checked state, else its first child's that has one (EventTypeViewClickedFeedbackRule.getViewCheckStateText, google/talkback 26a27dc0); VoiceOver the switch's new value (reference/screen-readers.md)"
    ),
    ComponentExample(
      "- list-row: { label: LTE preferred, control: radio-button, control-side: start, checked: false }",
      voiceOver: "LTE preferred, button", talkBack: "not checked, Radio button, LTE preferred",
      source:
        "a choice row whose RadioButton is drawn first: TalkBack reads the RadioButton child (its nodeStatusDescription, then value_radio_button) before the row's text, in tree order (TreeNodesDescription, google/talkback 26a27dc0); on iOS a choice cell is a button, selected when chosen"
    ),
    ComponentExample(
      "- list-row: { label: Exact search, checked: false }", voiceOver: "Exact search",
      talkBack: "not checked, Exact search",
      source:
        "a checkable layout with no role word still says checked / not checked (TreeNodesDescription.nodeStatusDescription for any checkable node but a switch, google/talkback 26a27dc0); an unchecked cell carries no selected trait"
    ),
    ComponentExample(
      "- list-row: { label: Wi-Fi, subtitle: Home network, combined: false }", commands: ["first", "next"],
      voiceOver: "Home network", talkBack: "Home network",
      source: "texts not grouped into the row are separate stops (a Grouping defect when they belong together)"),
  ]

  public enum Accessory: String, Sendable, CaseIterable { case none, disclosure, checkmark }
  /// A control inside the row that is not focusable on its own.
  public enum Control: String, Sendable, CaseIterable {
    case `switch`, checkbox
    case radioButton = "radio-button"
  }
  public enum ControlSide: String, Sendable, CaseIterable { case start, end }

  public var common: CommonProperties
  public var subtitle: String?
  public var detail: String?
  public var accessory: Accessory
  public var combined: Bool
  public var control: Control?
  /// The control's state, or the row's own when it is checkable with no control; nil: not checkable.
  public var checked: Bool?
  public var controlSide: ControlSide

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    subtitle = reader.string(Self.subtitle)
    detail = reader.string(Self.detail)
    accessory =
      reader.oneOf(Self.accessory, as: Accessory.self) ?? .none
    combined = reader.bool(Self.combined) ?? true
    control = reader.oneOf(Self.control, as: Control.self)
    checked = reader.bool(Self.checked) ?? (control != nil ? false : nil)
    controlSide = reader.oneOf(Self.controlSide, as: ControlSide.self) ?? .end
  }

  /// A double tap flips a checkable row or the control inside it (the row's click is the control's:
  /// a SwitchPreference's row toggles its switch).
  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate else { return [] }
    guard combined, let state = checked, !common.disabled else { return common.activationEffects }
    checked = !state
    return [.stateChanged] + common.activationEffects
  }

  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    guard checked != nil, previous.checked != nil else { return .nothingToCarry }
    checked = previous.checked
    return .kept
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let texts = [subtitle, detail].compactMap { $0 }
    guard combined else {
      var nodes = [context.node(for: common, role: .staticText, actionable: false)]
      for (index, text) in texts.enumerated() {
        var node = AccessibilityNode(
          id: ComponentPart(.text, index: index).nodeID(in: common.id), role: .staticText, name: text,
          nameSource: .rowText, route: context.route(ComponentPart(.text, index: index)))
        node.isFocusable = !common.isHidden(on: context.platform)
        nodes.append(node)
      }
      return nodes
    }
    if let control, context.platform == .ios { return [iosControlRow(control, texts: texts, context)] }
    let tappable =
      accessory == .disclosure || common.opens != nil || common.announce != nil || !common.actions.isEmpty
      || checked != nil
    // A tappable table row has the button trait on iOS: 'button', 'dimmed, button'
    // when disabled (magentaa11y.com/checklist-native/table-row-button; Apple's
    // Settings rows, developer.apple.com/forums/thread/781434).
    let role: Role = context.platform == .ios && tappable && checked == nil ? .button : .none
    var node = context.node(for: common, role: role, actionable: tappable)
    if !texts.isEmpty, node.valueSource != .accessibilityValue {
      node.value = texts.joined(separator: ", ")
      node.valueSource = .rowOtherTexts
    }
    switch (context.platform, control) {
    case (.android, let control?):
      // The control is a child TalkBack does not focus: the row is the stop and reads it after
      // its texts (TreeNodesDescription.treeNodesDescription, google/talkback 26a27dc0).
      node.innerControl = InnerControl(
        role: Self.role(of: control), isOn: checked ?? false, leading: controlSide == .start)
    case (.android, nil):
      // A checkable layout has no role word, but its checked state is spoken
      // (TreeNodesDescription.nodeStatusDescription: srcIsCheckable, ROLE_VIEW_GROUP).
      node.checked = shownChecked
    case (.ios, _):
      // A checkmark accessory gives the cell the selected trait.
      if shownChecked == true { node.isSelected = true }
    }
    return [context.applyingTraits(common, to: node)]
  }

  /// Checked as shown: its state, or a checkmark accessory's.
  var shownChecked: Bool? { checked ?? (accessory == .checkmark ? true : nil) }

  static func role(of control: Control) -> Role {
    switch control {
    case .switch: .toggleSwitch
    case .checkbox: .checkBox
    case .radioButton: .radioButton
    }
  }

  /// iOS: a cell holding a control is one element that behaves as the control, named by the
  /// cell's texts (a UISwitch in the cell's accessoryView: accessibilityupto11.com day 84; "in a
  /// table row, the label, any images and switch are grouped together in one swipe",
  /// magentaa11y.com/checklist-native/toggle-switch). A check box is a button with a checked
  /// value (UIKit has none: as `checkbox`), a radio choice a button selected when chosen.
  func iosControlRow(_ control: Control, texts: [String], _ context: RealizationContext) -> AccessibilityNode {
    let isOn = checked ?? false
    let role: Role = control == .switch ? .toggleSwitch : .button
    var node = context.node(for: common, role: role)
    if node.nameSource == .visibleLabel, !texts.isEmpty {
      node.name = ([node.name].compactMap { $0 } + texts).joined(separator: ", ")
    }
    switch control {
    case .switch:
      node.isOn = isOn
      if node.valueSource == .accessibilityValue {
        node.value = nil
        node.valueSource = .value
      }
    case .checkbox:
      if node.valueSource != .accessibilityValue {
        node.value = context.words[isOn ? .checkboxValueChecked : .checkboxValueNotChecked]
        node.valueSource = .checkedStateValue
      }
    case .radioButton:
      node.isSelected = isOn
    }
    return context.applyingTraits(common, to: node)
  }
}

extension ComponentPart.Kind {
  /// One of an uncombined row's other texts, read on its own.
  static let text = Self("text")
}
