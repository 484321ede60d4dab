/// Where a node's actions go: a component, in a window, and which part of it.
public struct NodeRoute: Hashable, Sendable {
  /// Index of the owning component in its window's component list.
  public var component: Int
  /// Which window holds that component: nil for the window the node is in, or the
  /// depth of an owner window underneath (a dropdown's popup routes to its trigger's window).
  public var ownerWindowDepth: Int?
  /// Part name within the component, e.g. "trigger", "option.2", "dismiss".
  public var part: String

  public init(component: Int, part: String = "", ownerWindowDepth: Int? = nil) {
    self.component = component
    self.part = part
    self.ownerWindowDepth = ownerWindowDepth
  }
}
