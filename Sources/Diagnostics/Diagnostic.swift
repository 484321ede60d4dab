/// A located problem in something a user wrote, with what to do about it.
/// Printed the way compilers print: `file:line:column: error: message; suggestion`,
/// then a line per note (`file:line:column: note: first defined here`). A problem
/// with a whole file or folder names it alone (`voices: error: ...`); where there
/// is no place at all, the program speaks for itself: `earshot: error: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case error, warning, note
  }

  /// A remark tied to another place, such as where a name was first defined.
  public struct Note: Hashable, Sendable {
    public var location: SourceLocation?
    public var message: String

    public init(at location: SourceLocation?, _ message: String) {
      self.location = location
      self.message = message
    }
  }

  /// What a diagnostic without a place is printed as coming from.
  public static let programName = "earshot"

  public var severity: Severity
  public var location: SourceLocation?
  /// The file or folder at fault when no line in it is (nil when `location` says where).
  public var file: String?
  public var message: String
  /// What to do about it ("did you mean 'pitch'?"), printed after the message.
  public var suggestion: String?
  public var notes: [Note]

  public init(
    _ severity: Severity = .error, at location: SourceLocation?, _ message: String, suggestion: String? = nil,
    notes: [Note] = []
  ) {
    self.severity = severity
    self.location = location
    self.message = message
    self.suggestion = suggestion
    self.notes = notes
  }

  /// A problem with a whole file or folder, with no line to point at.
  public init(_ severity: Severity = .error, file: String, _ message: String, suggestion: String? = nil) {
    self.init(severity, at: nil, message, suggestion: suggestion)
    self.file = file
  }

  /// The first line: place, severity, message and suggestion.
  public var headline: String {
    // One line whatever the user's text holds: a line break in a file name or a quoted label cannot start a forged
    // `file:line:col: error:` line, and a quoted line is cut (OneLine).
    let place = OneLine.of(location?.description ?? file ?? Self.programName)
    return "\(place): \(severity.rawValue): \(OneLine.of(message))" + (suggestion.map { "; \(OneLine.of($0))" } ?? "")
  }

  public var description: String {
    let noteLines = notes.map {
      "\(OneLine.of($0.location?.description ?? Self.programName)): note: \(OneLine.of($0.message))"
    }
    return ([headline] + noteLines).joined(separator: "\n")
  }
}
