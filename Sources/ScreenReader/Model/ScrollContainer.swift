/// A scrolling container a node sits in (a list longer than the screen, paged content),
/// with what a reader needs to say where a scroll left it.
public struct ScrollContainer: Hashable, Sendable {
  /// The container's component id.
  public var id: String
  /// The node's item, from 0.
  public var index: Int
  /// Items in the container.
  public var count: Int
  /// Items on screen at once (1 for paged content).
  public var visible: Int
  /// Paged content (UIScrollView.isPagingEnabled, Android's ViewPager): a page at a time.
  public var isPaged: Bool

  public init(id: String, index: Int, count: Int, visible: Int, isPaged: Bool) {
    self.id = id
    self.index = index
    self.count = count
    self.visible = max(1, visible)
    self.isPaged = isPaged
  }

  /// Pages of `visible` items (the last may be short).
  public var pageCount: Int { max(1, (count + visible - 1) / visible) }
}
