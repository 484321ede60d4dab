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

/// Collects every problem of a file so a user sees them all at once.
public final class DiagnosticCollector {
  public private(set) var diagnostics: [Diagnostic] = []

  public init() {}

  public func error(at location: SourceLocation?, _ message: String) {
    diagnostics.append(Diagnostic(.error, at: location, message))
  }

  public func warning(at location: SourceLocation?, _ message: String) {
    diagnostics.append(Diagnostic(.warning, at: location, message))
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
