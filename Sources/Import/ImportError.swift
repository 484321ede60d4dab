import Diagnostics

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

  /// The problem as every layer of Earshot reports one, for its one printer. A
  /// place known only to the line (the end of a cut dump) is its first column.
  public var diagnostic: Diagnostic {
    guard let location else { return Diagnostic(file: file, message) }
    return Diagnostic(
      at: SourceLocation(file: file, line: location.line, column: max(1, location.column)), message)
  }

  /// `file:line:column: error: ...`, the way compilers (and the rest of Earshot) report.
  public var description: String { diagnostic.description }
}
