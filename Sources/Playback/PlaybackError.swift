import ScreenReader

/// Problems a user causes while playing, kept typed so callers can act on them
/// (the REPL lists what is in reach when a touch names nothing): a command the
/// screen cannot carry out, a missing voice, or an output that cannot be written.
public enum PlaybackError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The screen reader refused the command (an unknown element, an action it lacks...).
  case session(ScreenReaderSession.Failure)
  /// A voice the cast needs is not in the voice folders.
  case missingVoice(String)
  /// A session could not be turned into its file (JSON encoding).
  case notEncoded(String)
  case fileNotWritten(path: String, reason: String)

  public var description: String {
    switch self {
    case .session(let failure): failure.description
    case .missingVoice(let name): "no voice named '\(name)' in the voice folders; restore voices/\(name).voice"
    case .notEncoded(let reason): "cannot encode the session as JSON: \(reason)"
    case .fileNotWritten(let path, let reason): "cannot write \(path): \(reason)"
    }
  }
}
