/// Where a node or a problem is in the imported file (1-based; column 0 when the format has no columns).
public struct ImportLocation: Sendable, Hashable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { column > 0 ? "\(line):\(column)" : "\(line)" }
}
