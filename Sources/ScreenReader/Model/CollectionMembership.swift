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
