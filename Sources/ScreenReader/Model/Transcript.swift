/// The plain transcript the REPL and `play` share: `> command`, then each
/// utterance on its own line indented two spaces, and non-speech events in brackets.
public enum Transcript {
  public static func commandLine(_ command: String) -> String {
    "> \(command)"
  }

  /// The indented lines for one command's events.
  public static func lines(for events: [ReaderEvent]) -> [String] {
    var lines: [String] = []
    var pendingFocus: String?
    for event in events {
      switch event {
      case .utterance(let utterance):
        pendingFocus = nil
        lines.append("  " + utterance.text)
      case .earcon(let earcon):
        if earcon.isShownInTranscript { lines.append("  [\(earcon.rawValue)]") }
      case .focusMoved(_, let name):
        if let pendingFocus { lines.append("  [focus: \(pendingFocus)]") }
        pendingFocus = name
      }
    }
    if let pendingFocus { lines.append("  [focus: \(pendingFocus)]") }
    return lines
  }
}
