import Diagnostics
import Playback

/// A run's output kept in memory, as `Console` would print it without colour:
/// what a test reads instead of a child process's streams.
public final class CapturedOutput: RunOutput {
  /// What went to standard output.
  public private(set) var stdout = ""
  /// What went to standard error.
  public private(set) var stderr = ""

  public init() {}

  public func out(_ line: String) { stdout += VisibleText.escaped(line) + "\n" }
  public func write(_ text: String) { stdout += text }
  public func note(_ message: String) {
    stderr += VisibleText.escaped("\(Diagnostic.programName): \(message)\n", keepingNewlines: true)
  }

  public func report(_ diagnostic: Diagnostic, detail: [String]) {
    let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false)
    stderr += lines.map { VisibleText.escaped(String($0)) }.joined(separator: "\n") + "\n"
    if !detail.isEmpty { stderr += VisibleText.escaped(detail.joined(separator: "\n") + "\n", keepingNewlines: true) }
  }
}
