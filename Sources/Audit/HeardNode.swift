import ScreenReader

/// One realised node as its reader hears it: the node, what the reader says on
/// reaching it (hints off), and the pieces rules ask about. Every rule reads an
/// element's name, role and state from here, so no rule guesses from raw YAML
/// what will be heard.
public struct HeardNode: Sendable {
  public var platform: Platform
  public var node: AccessibilityNode
  /// What the reader says when focus lands on the node, hints aside.
  public var utterance: Utterance

  /// The element's spoken name (`AccessibilityNode.spokenName(on:)`, derived once in the core).
  public let name: String?
  /// Whether the reader speaks any role word for it.
  public let speaksRole: Bool

  public init(node: AccessibilityNode, platform: Platform, reader: ReaderProfile) {
    self.init(node: node, platform: platform, phrasing: reader.phrasing)
  }

  /// Heard by a phrasing policy made once for many nodes.
  init(node: AccessibilityNode, platform: Platform, phrasing: any PhrasingPolicy) {
    self.platform = platform
    self.node = node
    let utterance =
      phrasing.describe(node, context: DescriptionContext(hintsEnabled: false)).first ?? Utterance(parts: [])
    self.utterance = utterance
    self.name = node.spokenName(on: platform)
    self.speaksRole = utterance.parts.contains { $0.kind == .role && !$0.text.isBlank }
  }

  /// The speech, as the reader says it.
  public var speech: String { utterance.text }

  /// The placeholder, when the reader speaks it where the name should be: TalkBack
  /// reads an empty, unnamed edit box's hint text as its name; VoiceOver reads the
  /// placeholder as the value of a field with no name.
  public var placeholderAsName: String? {
    guard name == nil else { return nil }
    if node.nameSource == .emptyEditBoxPlaceholder { return node.name }
    if node.valueSource == .placeholderValue, node.name?.isBlank ?? true { return node.value }
    return nil
  }

  /// The role words the reader speaks for it (TalkBack's "Edit box for Email" whole), nil when none.
  public var role: String? {
    let role = utterance.parts.filter { $0.kind == .role }.map(\.text).joined(separator: ", ")
    return role.isBlank ? nil : role
  }

  /// Roles that tell a listener a double tap, a swipe or typing does something.
  static let controlRoles: Set<Role> = [
    .button, .checkBox, .radioButton, .toggleSwitch, .textField, .dropDownList, .pickerItem, .slider, .link, .tab,
    .searchField,
  ]

  /// Whether the reader speaks a role that says the element can be operated: a control's
  /// role word, an app's own role description, or VoiceOver's "adjustable". A heading,
  /// an image or plain text says nothing of the kind.
  public var speaksControlRole: Bool {
    guard speaksRole else { return false }
    if let description = node.roleDescription, !description.isBlank, platform == .android { return true }
    // A row read with the Switch or CheckBox inside it says that control's role word.
    if let control = node.innerControl, platform == .android { return Self.controlRoles.contains(control.role) }
    return Self.controlRoles.contains(node.role) || (platform == .ios && node.isAdjustable)
  }

  /// The state and value words it speaks ("checked", "Selected", "On", "English"), in order.
  public var stateWords: [String] {
    utterance.parts.filter { $0.kind == .state || $0.kind == .value }.map(\.text)
  }

  /// Everything said but the name and the position: what tells one option's state from another's.
  var speechBesidesName: [String] {
    utterance.parts.filter { $0.kind != .name && $0.kind != .position }.map(\.text)
  }
}
