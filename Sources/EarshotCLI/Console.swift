import Foundation

/// Prints problems the way compilers do, to standard error, and exits with the
/// status the command promises: 2 for bad input, 1 for failed expectations.
public enum Console {
  public static func error(_ message: String) {
    FileHandle.standardError.write(Data("earshot: error: \(message)\n".utf8))
  }

  public static func note(_ message: String) {
    FileHandle.standardError.write(Data("earshot: \(message)\n".utf8))
  }

  /// Lines already formatted as `file:line:column: error: ...`.
  public static func diagnostics(_ lines: [String]) {
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }

  public static func out(_ line: String) {
    print(line)
  }

  public static let badInput = ExitStatus.badInput
  public static let expectationFailed = ExitStatus.expectationFailed
}
