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
