/// A case-only enum whose place in `allCases` indexes arrays built once: the
/// words of a table (`WordKey`), the sources of role words (`Role`). A String-backed
/// enum hashes and compares by its raw value, which made every such lookup a
/// string hash (docs/performance.md). A case-only enum of fewer than 256 cases is
/// stored as its declaration index in one byte; `CaseOrdinalTests` checks it against
/// `allCases` for every conforming enum.
public protocol CaseOrdinal: CaseIterable {}

extension CaseOrdinal {
  /// The case's place in `allCases` (its declaration order).
  public var ordinal: Int {
    Int(unsafeBitCast(self, to: UInt8.self))
  }

  /// One value per case, made once, indexed by `ordinal`.
  public static func perCase<Value>(_ make: (Self) -> Value) -> [Value] {
    allCases.map(make)
  }
}
