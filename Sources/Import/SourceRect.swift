/// A node's bounds in the source's units (pixels on Android, points on iOS).
public struct SourceRect: Sendable, Hashable {
  public var left: Double
  public var top: Double
  public var right: Double
  public var bottom: Double

  public init(left: Double, top: Double, right: Double, bottom: Double) {
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(left: x, top: y, right: x + width, bottom: y + height)
  }

  public var isEmpty: Bool { right <= left || bottom <= top }

  /// Inverted: what a dump writes for a view partly scrolled out of its parent (its bounds cut by
  /// the parent's edge), which is on screen, unlike a view of no size.
  public var isClipped: Bool { right < left || bottom < top }
}
