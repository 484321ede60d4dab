/// "2 of 5": an element's place in its collection, 1-based.
public struct Position: Hashable, Sendable, Codable {
  public var index: Int
  public var count: Int

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }
}
