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
  /// Runnable examples with what each screen reader says, and the source of each
  /// fact. The first is the kind's line in the documentation's kinds table.
  static var examples: [ComponentExample] { get }

  /// Reads the kind's own keys; common keys are already read into `common`.
  init(common: CommonProperties, reading reader: PropertyReader)

  var common: CommonProperties { get set }

  /// The nodes the platform builds for this component, in reading order.
  func realize(_ context: RealizationContext) -> [AccessibilityNode]

  /// After an action changed this component from `previous` (the component its nodes were
  /// realised from): the only nodes the change can touch, by offset among those `realize`
  /// makes, realised again; nil (the default) when any may have changed. A radio group's
  /// tap touches two of its N options, so a walk tapping each option costs N, not N².
  func realizeChanges(from previous: any Component, _ context: RealizationContext) -> [NodePatch]?

  /// What happens when a part is acted on. The default opens, closes and announces
  /// per the common properties.
  mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect]

  /// A window the component opens over the screen (a dropdown's list, a picker's
  /// wheels). `name`, the part that opens it, tells several popups of one component
  /// apart (`.main` for the main one).
  func popup(_ context: RealizationContext, name: ComponentPart) -> PopupContent?

  /// After a reload: takes the user's state from the component of the same id
  /// as it was before (see `CarriedState`), so editing the file does not undo
  /// what the user did on screen.
  mutating func carryUserState(from previous: any Component) -> CarriedState
}

extension Component {
  public static var keys: [PropertyKey] { [] }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate else { return [] }
    return common.activationEffects
  }

  public func popup(_ context: RealizationContext, name: ComponentPart) -> PopupContent? { nil }

  public func realizeChanges(from previous: any Component, _ context: RealizationContext) -> [NodePatch]? { nil }
}
