/// A problem with the imported file: where it is, what is wrong and what to do.
public struct ImportError: Error, Sendable, CustomStringConvertible {
  public var file: String
  public var location: ImportLocation?
  public var message: String

  public init(file: String, location: ImportLocation?, _ message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  /// `file:line:column: error: ...`, the way compilers (and the rest of Earshot) report.
  public var description: String {
    if let location { return "\(file):\(location): error: \(message)" }
    return "\(file): error: \(message)"
  }
}
