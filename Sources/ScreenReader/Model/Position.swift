/// "2 of 5": an element's place in its collection, 1-based.
public struct Position: Hashable, Sendable, Codable {
  public var index: Int
  public var count: Int

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }
}

/// Membership in a list or grid, so TalkBack can say "In list, 3 items" / "Out of list".
public struct CollectionMembership: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable { case list, grid }
  /// Identifies the collection within its window.
  public var id: String
  public var kind: Kind
  /// Number of items, when the collection exposes it.
  public var itemCount: Int?

  public init(id: String, kind: Kind = .list, itemCount: Int?) {
    self.id = id
    self.kind = kind
    self.itemCount = itemCount
  }
}
