/// Problems a user causes while playing: a command the screen cannot carry out
/// (an unknown element, a missing voice), or an output file that cannot be written.
public enum PlaybackError: Error, Sendable, Equatable, CustomStringConvertible {
  case command(String)
  case fileNotWritten(path: String, reason: String)

  public var description: String {
    switch self {
    case .command(let message): message
    case .fileNotWritten(let path, let reason): "cannot write \(path): \(reason)"
    }
  }
}
