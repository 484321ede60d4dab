import ScreenReader

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

extension SourceRect {
  /// The largest coordinate a frame is written with: far past any screen, even a list scrolled for
  /// thousands of rows, and small enough that no sum of two overflows.
  static let largestFrameCoordinate = 10_000_000.0

  /// The scenario's `frame:` for these bounds (the playground and the hand-off page draw it): edges rounded
  /// to the whole units `frame:` holds (Android's pixels are whole already; iOS's points lose under half a
  /// point, which no drawing shows). nil when it has no size once rounded, or lies beyond any screen.
  public var frame: ElementFrame? {
    let edges = [left, top, right, bottom]
    guard edges.allSatisfy({ $0.isFinite && abs($0) <= Self.largestFrameCoordinate }) else { return nil }
    let (x, y) = (Int(left.rounded()), Int(top.rounded()))
    let (width, height) = (Int(right.rounded()) - x, Int(bottom.rounded()) - y)
    guard width > 0, height > 0 else { return nil }
    return ElementFrame(x: x, y: y, width: width, height: height)
  }
}
