/// A read-only view of one window, for `tree`.
public struct WindowSnapshot: Sendable {
  public var kind: WindowKind
  public var title: String?
  public var nodes: [AccessibilityNode]
  public var focus: Int?
  public var confinesFocus: Bool
  public var isReachable: Bool
}
