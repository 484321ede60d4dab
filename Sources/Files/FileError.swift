/// A file that could not be read or written, with why in words a user can act on.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path as the user gave it.
  public var path: String
  /// Why, without the path: "its folder does not exist".
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot write \(path): \(reason)" }
}
