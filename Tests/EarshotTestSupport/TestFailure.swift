/// A test's own set-up going wrong (a missing file, an unreadable output), as
/// opposed to an expectation about Earshot failing.
public struct TestFailure: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
