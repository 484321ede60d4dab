import ArgumentParser
import Foundation

/// Prints problems the way compilers do, to standard error, and exits with the
/// status the command promises: 2 for bad input, 1 for failed expectations.
enum Console {
  static func error(_ message: String) {
    FileHandle.standardError.write(Data("earshot: error: \(message)\n".utf8))
  }

  static func note(_ message: String) {
    FileHandle.standardError.write(Data("earshot: \(message)\n".utf8))
  }

  /// Lines already formatted as `file:line:column: error: ...`.
  static func diagnostics(_ lines: [String]) {
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }

  static func out(_ line: String) {
    print(line)
  }

  static let badInput = ExitCode(2)
  static let expectationFailed = ExitCode(1)
}
