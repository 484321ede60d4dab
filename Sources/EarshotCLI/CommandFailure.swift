import Diagnostics

/// What stops a command, for the executable to print (once, through its one
/// printer) and exit with: the problems, each located where it can be, and the
/// status the command promises. Library code throws this instead of printing.
public struct CommandFailure: Error, Sendable {
  public var diagnostics: [Diagnostic]
  public var status: ExitStatus

  public init(_ diagnostics: [Diagnostic], status: ExitStatus = .badInput) {
    self.diagnostics = diagnostics
    self.status = status
  }

  /// Bad input with no place in a file: `earshot: error: message`.
  public static func badInput(_ message: String) -> CommandFailure {
    CommandFailure([Diagnostic(at: nil, message)])
  }
}
