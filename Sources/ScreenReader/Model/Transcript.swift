/// The plain transcript the REPL and `play` share: `> command`, then each
/// utterance on its own line indented two spaces, and non-speech events in brackets.
public enum Transcript {
  /// One printed line of what a command did.
  public enum Item: Hashable, Sendable {
    case speech(Utterance)
    /// A bracketed note: an earcon (`[boundary]`) or a focus move nothing spoke (`[focus: X]`).
    case note(String)

    public var text: String {
      switch self {
      case .speech(let utterance): utterance.text
      case .note(let note): "[\(note)]"
      }
    }
  }

  public static func commandLine(_ command: String) -> String {
    "> \(command)"
  }

  /// What a command that drew nothing (no speech, earcon or focus move) prints: one word for it in
  /// the REPL, `play`'s transcript, golden files and reports, so an approved silence reads as one.
  public static let silence = "(silence)"

  /// A script line the screen could not carry out (an element it no longer has), where its speech
  /// would be: bracketed, as the transcript's other notes are.
  public static func refusal(_ message: String) -> String { "[refused: \(message)]" }

  /// What is printed for one command's events, in order: every utterance, the
  /// earcons a reader of the transcript needs, and focus moves no speech followed.
  public static func items(for events: [ReaderEvent]) -> [Item] {
    var items: [Item] = []
    var pendingFocus: String?
    for event in events {
      switch event {
      case .utterance(let utterance):
        pendingFocus = nil
        items.append(.speech(utterance))
      case .earcon(let earcon):
        if earcon.isShownInTranscript { items.append(.note(earcon.rawValue)) }
      case .focusMoved(_, let name):
        if let pendingFocus { items.append(.note("focus: \(pendingFocus)")) }
        pendingFocus = name
      }
    }
    if let pendingFocus { items.append(.note("focus: \(pendingFocus)")) }
    return items
  }

  /// The indented lines for one command's events.
  public static func lines(for events: [ReaderEvent]) -> [String] {
    items(for: events).map { "  " + $0.text }
  }

  /// "VoiceOver: " / "TalkBack:  ": the label of a line when both screen readers
  /// speak, padded so their text lines up.
  public static func label(for platform: Platform) -> String {
    let width = Platform.allCases.map { $0.screenReaderName.count }.max() ?? 0
    let label = platform.screenReaderName + ":"
    return label + String(repeating: " ", count: width + 2 - label.count)
  }
}
