import Diagnostics

/// Where a run's printed lines go: the terminal (`ConsoleOutput`) for the
/// executable, memory (`CapturedOutput`) for tests that read what a user would see
/// without starting a process.
public protocol RunOutput {
  /// A transcript or verdict line, for standard output.
  func out(_ line: String)
  /// Text already made visible, for standard output as it is.
  func write(_ text: String)
  /// Something a user should know that is not a failure: `earshot: message`.
  func note(_ message: String)
  /// One diagnostic (with its notes), then `detail` lines (a diff, say) as they are.
  func report(_ diagnostic: Diagnostic, detail: [String])
}

extension RunOutput {
  /// A problem with no place in a file: `earshot: error: message`.
  public func error(_ message: String) {
    report(Diagnostic(at: nil, message), detail: [])
  }

  public func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { report(diagnostic, detail: []) }
  }
}
