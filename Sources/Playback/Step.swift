import ScreenReader

/// What one command produced.
public struct Step: Sendable {
  public struct PlatformResult: Sendable {
    public var platform: Platform
    public var events: [ReaderEvent]
    /// Where screen-reader focus is after the command.
    public var focusedID: String?
    public var focusedName: String?

    public init(platform: Platform, events: [ReaderEvent], focusedID: String? = nil, focusedName: String? = nil) {
      self.platform = platform
      self.events = events
      self.focusedID = focusedID
      self.focusedName = focusedName
    }
  }

  /// What an `expect` or `expect-focus` line asked for.
  public enum Expectation: Sendable, Hashable {
    case speech(String)
    case focus(String)
  }

  public var typed: String
  public var results: [PlatformResult] = []
  public var narration: String?
  public var waitMilliseconds: Int = 0
  public var expectation: Expectation?
  public var failures: [ExpectationFailure] = []
  /// True when the expectation names a screen reader that is not in play
  /// (`expect android "..."` while only VoiceOver runs): nothing was checked.
  public var expectationSkipped = false
  /// What the readers said as the screen opened, before any command: no command
  /// line in the transcript, only what was heard.
  public var isScreenOpening = false
  /// How an opening step is named where a command would be (the session JSON, `why`).
  public static let screenOpensCommand = "(screen opens)"

  public init(typed: String, results: [PlatformResult] = [], narration: String? = nil, waitMilliseconds: Int = 0) {
    self.typed = typed
    self.results = results
    self.narration = narration
    self.waitMilliseconds = waitMilliseconds
  }

  /// The plain transcript lines: the command, then what was heard. With both
  /// platforms, each line says which screen reader spoke.
  public var transcriptLines: [String] {
    var lines = isScreenOpening ? [] : [Transcript.commandLine(typed)]
    if let narration { lines.append("  (narrator) \(narration)") }
    let items = results.map { Transcript.items(for: $0.events) }
    // A command nothing answered says so, as the REPL does; the screen opening says nothing then.
    if !isScreenOpening, narration == nil, !items.isEmpty, items.allSatisfy(\.isEmpty) {
      return lines + ["  " + Transcript.silence]
    }
    for (result, items) in zip(results, items) {
      let label = results.count > 1 ? Transcript.label(for: result.platform) : ""
      lines += items.map { "  " + label + $0.text }
    }
    return lines
  }
}
