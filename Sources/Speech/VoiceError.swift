import Diagnostics
import Files
import Foundation

/// A problem with a voice file or a voices folder, located so an editor can jump to it:
/// `voices/x.voice:3:1: error: unknown keyword 'pich'; did you mean 'pitch'?`
public struct VoiceError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The file or folder, as shown to the user (relative to the working directory when inside it).
  public var path: String
  /// 1-based line, when the problem is inside a file.
  public var line: Int?
  /// 1-based column (in characters), when the problem is inside a file.
  public var column: Int?
  /// What is wrong.
  public var message: String
  /// What to do about it, e.g. "did you mean 'pitch'?".
  public var hint: String?

  public init(path: String, line: Int? = nil, column: Int? = nil, message: String, hint: String? = nil) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.hint = hint
  }

  init(file: URL, line: Int? = nil, column: Int? = nil, message: String, hint: String? = nil) {
    self.init(
      path: DisplayPath.of(file), line: line, column: column, message: message, hint: hint)
  }

  /// The shared form every layer prints: located when a line is known, else the file's.
  public var diagnostic: Diagnostic {
    guard let line else { return Diagnostic(file: path, message, suggestion: hint) }
    return Diagnostic(
      at: SourceLocation(file: path, line: line, column: column ?? 1), message, suggestion: hint)
  }

  public var description: String { diagnostic.description }
}
