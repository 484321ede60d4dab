/// An input that could not be read whole (see `InputFile`), in words a user can act on.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Problem: Sendable, Equatable {
    /// Missing, not permitted, or a read failed: the reason in words.
    case unreadable(String)
    /// A FIFO, device, socket or folder: what it is ("a named pipe").
    case notARegularFile(String)
    /// Larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// Read, but not what was expected: its first characters (see
    /// `InputFile.quotedStart`) and what the expected kind looks like.
    case foreign(start: String, expected: String)
  }

  /// The path as the user gave it, or `<stdin>`.
  public var path: String
  /// What the input was to be: "scenario", "script", "voice file".
  public var what: String
  public var problem: Problem

  public init(path: String, what: String, problem: Problem) {
    self.path = path
    self.what = what
    self.problem = problem
  }

  /// What is wrong, without the path.
  public var message: String {
    switch problem {
    case .unreadable(let reason): "cannot read the \(what) (\(reason))"
    case .notARegularFile(let kind): "the \(what) is \(kind), not a file; nothing was read"
    case .tooLarge(let limit): "the \(what) is larger than \(Self.size(limit)), the most Earshot reads"
    case .foreign(let start, _): "this is not a \(what): it starts '\(start)'; nothing of it is used"
    }
  }

  /// What to do about it.
  public var hint: String {
    switch problem {
    case .unreadable: "check the path and that you may read it"
    case .notARegularFile: "give the path of a regular file"
    case .tooLarge: "check that this is the right file, or split it"
    case .foreign(_, let expected): expected
    }
  }

  public var description: String { "\(path): \(message); \(hint)" }

  /// "512 KB", "2 MB".
  public static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
  }
}
