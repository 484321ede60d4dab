/// A platform-neutral UI component as a scenario describes it (a checkbox, a dropdown...).
///
/// Each kind lives in its own file and says everything about itself: the keys it
/// reads, how each platform realises it as accessibility nodes, and what it does
/// when acted on. Adding a kind is adding a file and one line in `ComponentRegistry`.
public protocol Component: Sendable {
  /// The scenario key: `checkbox`, `dropdown`...
  static var kind: String { get }
  /// One line for documentation and `help`.
  static var summary: String { get }
  /// Keys of this kind beyond `CommonProperties.keys`.
  static var keys: [PropertyKey] { get }

  /// Reads the kind's own keys; common keys are already read into `common`.
  init(common: CommonProperties, reading reader: PropertyReader)

  var common: CommonProperties { get set }

  /// The nodes the platform builds for this component, in reading order.
  func realize(_ context: RealizationContext) -> [AccessibilityNode]

  /// What happens when a part is acted on. The default opens, closes and announces
  /// per the common properties.
  mutating func perform(_ action: ComponentAction, part: String, platform: Platform) -> [Effect]

  /// A window the component opens over the screen (a dropdown's list, a picker's
  /// wheels). `name` tells several popups of one component apart ("" for the main one).
  func popup(_ context: RealizationContext, name: String) -> PopupContent?
}

extension Component {
  public static var keys: [PropertyKey] { [] }

  public mutating func perform(_ action: ComponentAction, part: String, platform: Platform) -> [Effect] {
    guard action == .activate else { return [] }
    return common.activationEffects
  }

  public func popup(_ context: RealizationContext, name: String) -> PopupContent? { nil }
}

extension CommonProperties {
  /// The effects every activatable element has from its common keys.
  public var activationEffects: [Effect] {
    // The announcement comes last: it is posted after the screen has changed.
    var effects: [Effect] = []
    if let opens { effects.append(.openModal(opens)) }
    if closes { effects.append(.closeWindow) }
    if let announce { effects.append(.announce(announce)) }
    return effects
  }
}

/// A component that is nothing but its common properties (a button, a heading, text).
public protocol PlainComponent: Component {
  init(common: CommonProperties)
}

extension PlainComponent {
  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.init(common: common)
  }
}

/// What a user does to an element.
public enum ComponentAction: Hashable, Sendable {
  case activate
  case increment
  case decrement
  case longPress
  case custom(String)
  /// A popup of the component was dismissed (escape, back); the part names the popup.
  case dismiss
}

/// What an action caused, for the screen reader to voice.
public enum Effect: Hashable, Sendable {
  /// The component's state changed: re-realise it and speak the new state.
  case stateChanged
  /// An adjustable value changed: speak the new value.
  case valueChanged
  case openModal(String)
  /// Open one of the component's popup windows.
  case openPopup(String)
  /// Close the window the element is in; focus returns to its trigger.
  case closeWindow
  /// Close a popup this component owns (a choice was made in it).
  case closePopup(String)
  case announce(LiveAnnouncement)
  /// The window's content was rebuilt (a mode switch): speak the new title.
  case contentReplaced(title: String?)
}

/// A window a component opens: a dropdown's list, a picker's wheels, a dialog.
public struct PopupContent: Sendable {
  public var title: String?
  public var kind: WindowKind
  public var nodes: [AccessibilityNode]
  /// Index into `nodes` that receives focus when it opens.
  public var initialFocus: Int?
  public var confinesFocus: Bool
  /// TalkBack speaks the popup's title when it opens.
  public var speaksTitle: Bool

  public init(
    title: String?, kind: WindowKind, nodes: [AccessibilityNode], initialFocus: Int? = nil,
    confinesFocus: Bool = true, speaksTitle: Bool = true
  ) {
    self.title = title
    self.kind = kind
    self.nodes = nodes
    self.initialFocus = initialFocus
    self.confinesFocus = confinesFocus
    self.speaksTitle = speaksTitle
  }
}

/// What kind of window holds the focus.
public enum WindowKind: String, Hashable, Sendable, Codable, CaseIterable {
  case screen, alert, dialog, drawer, sheet, popup
}
