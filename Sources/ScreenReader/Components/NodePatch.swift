/// One node of a component realised again on its own (`Component.realizeChanges`): where it
/// is among the component's nodes, and what it is now. A patch keeps who the node is (its id,
/// whether it is focusable); one that would not is applied as a whole realisation instead.
public struct NodePatch: Sendable {
  /// Its offset among the nodes the component's `realize` makes.
  public var offset: Int
  public var node: AccessibilityNode

  public init(offset: Int, node: AccessibilityNode) {
    self.offset = offset
    self.node = node
  }
}
