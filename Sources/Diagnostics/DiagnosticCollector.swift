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

  /// Forgets what was collected: one file decoded again as each of its variants reports each variant's own.
  public func removeAll() {
    diagnostics.removeAll()
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
