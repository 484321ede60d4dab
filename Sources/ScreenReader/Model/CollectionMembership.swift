/// Membership in a list or grid, so TalkBack can say "In list, 3 items" / "Out of list".
public struct CollectionMembership: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable { case list, grid }
  /// Identifies the collection within its window.
  public var id: String
  public var kind: Kind
  /// Number of items, when the collection exposes it.
  public var itemCount: Int?

  /// Whether TalkBack enters it: a collection of none or one item is no collection to it
  /// (CollectionState.shouldEnter / hasMultipleItems, google/talkback 26a27dc0); one of
  /// unknown size is.
  public var isEntered: Bool { itemCount.map { $0 > 1 } ?? true }

  public init(id: String, kind: Kind = .list, itemCount: Int?) {
    self.id = id
    self.kind = kind
    self.itemCount = itemCount
  }
}
