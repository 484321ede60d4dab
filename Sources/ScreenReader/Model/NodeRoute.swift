/// Where a node's actions go: a component, in a window, and which part of it.
public struct NodeRoute: Hashable, Sendable {
  /// Index of the owning component in its window's component list; nil for a
  /// node that belongs to its window itself.
  public var component: Int?
  /// Which window holds that component: nil for the window the node is in, or the
  /// depth of an owner window underneath (a dropdown's popup routes to its trigger's window).
  public var ownerWindowDepth: Int?
  /// Which part of the component: its main element, `option.2`, `dismiss`...
  public var part: ComponentPart

  public init(component: Int?, part: ComponentPart = .main, ownerWindowDepth: Int? = nil) {
    self.component = component
    self.part = part
    self.ownerWindowDepth = ownerWindowDepth
  }

  /// A node that belongs to its window, not to a component (a modal's title).
  public static let window = NodeRoute(component: nil)
  /// The hidden element that dismisses its window (VoiceOver's sheets).
  public static let dismissWindow = NodeRoute(component: nil, part: ComponentPart(.dismiss))
}
