/// A located problem in something a user wrote, with what to do about it.
/// Printed the way compilers print: `file:line:column: error: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case error, warning
  }

  public var severity: Severity
  public var location: SourceLocation?
  public var message: String

  public init(_ severity: Severity = .error, at location: SourceLocation?, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)\(severity.rawValue): \(message)"
  }
}
