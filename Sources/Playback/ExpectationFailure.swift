import ScreenReader

/// An expectation that did not hold on one platform.
public struct ExpectationFailure: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// `expect "TEXT"`: the last command's speech.
    case speech
    /// `expect-focus NAME`: the focused element's name.
    case focus
  }

  public var platform: Platform
  public var expected: String
  /// What was heard, or the name of the focused element; empty when there was none.
  public var heard: String
  /// True when there was nothing to compare: no command had run on the platform
  /// yet, or nothing had focus.
  public var heardNothing: Bool
  public var kind: Kind

  public init(platform: Platform, expected: String, heard: String?, kind: Kind = .speech) {
    self.platform = platform
    self.expected = expected
    self.heard = heard ?? ""
    self.heardNothing = heard == nil
    self.kind = kind
  }

  /// One line saying what went wrong, for `file:line:column: error: ...`.
  public var summary: String {
    let reader = platform.screenReaderName
    switch kind {
    case .speech where heardNothing:
      return "expected speech from \(reader), but no command has run on \(platform.rawValue) yet"
    case .speech:
      return "\(reader) said something else"
    case .focus where heardNothing:
      return "expected \(reader) focus on '\(expected)', but nothing is focused"
    case .focus:
      return "expected \(reader) focus on '\(expected)', but it is on '\(heard)'"
    }
  }

  /// The lines under the summary: expected, heard, and a word diff between them.
  public var detailLines: [String] {
    guard kind == .speech, !heardNothing else { return [] }
    let show: (String) -> String = { $0.isEmpty ? Transcript.silence : $0 }
    return [
      "  - expected: \(show(expected))",
      "  + heard:    \(show(heard))",
      "    diff:     \(SpeechDiff.wordDiff(expected: expected, heard: heard))",
    ]
  }
}
