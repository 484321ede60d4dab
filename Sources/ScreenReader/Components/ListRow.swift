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
  public static let keys: [PropertyKey] = [subtitle, detail, accessory, combined]
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
      "- list-row: { label: Wi-Fi, subtitle: Home network, combined: false }", commands: ["first", "next"],
      voiceOver: "Home network", talkBack: "Home network",
      source: "texts not grouped into the row are separate stops (a Grouping defect when they belong together)"),
  ]

  public enum Accessory: String, Sendable, CaseIterable { case none, disclosure, checkmark }

  public var common: CommonProperties
  public var subtitle: String?
  public var detail: String?
  public var accessory: Accessory
  public var combined: Bool

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    subtitle = reader.string(Self.subtitle)
    detail = reader.string(Self.detail)
    accessory =
      reader.oneOf(Self.accessory, as: Accessory.self) ?? .none
    combined = reader.bool(Self.combined) ?? true
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
    let tappable = accessory == .disclosure || common.opens != nil || common.announce != nil || !common.actions.isEmpty
    // A tappable table row has the button trait on iOS: 'button', 'dimmed, button'
    // when disabled (magentaa11y.com/checklist-native/table-row-button; Apple's
    // Settings rows, developer.apple.com/forums/thread/781434).
    let role: Role = context.platform == .ios && tappable ? .button : .none
    var node = context.node(for: common, role: role, actionable: tappable)
    if !texts.isEmpty, node.valueSource != .accessibilityValue {
      node.value = texts.joined(separator: ", ")
      node.valueSource = .rowOtherTexts
    }
    if accessory == .checkmark {
      switch context.platform {
      case .ios: node.isSelected = true
      case .android: node.checked = true
      }
    }
    return [context.applyingTraits(common, to: node)]
  }
}

extension ComponentPart.Kind {
  /// One of an uncombined row's other texts, read on its own.
  static let text = Self("text")
}
