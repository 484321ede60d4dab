/// Which way `scroll` moves content: down and right show what comes next.
public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
  case down, up, left, right

  /// Whether it shows later content.
  public var isForward: Bool { self == .down || self == .right }
  /// Whether it scrolls across (paged content) rather than along a list.
  public var isHorizontal: Bool { self == .left || self == .right }
}
