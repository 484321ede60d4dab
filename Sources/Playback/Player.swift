import ScreenReader

/// Runs the command language over a screen on one or both platforms, keeping
/// one screen-reader session per platform, and says what each step produced.
public struct Player: Sendable {
  public private(set) var screen: Screen
  public private(set) var choice: PlatformChoice
  public private(set) var sessions: [ScreenReaderSession]
  /// What the last screen-reader command made each platform say, for `expect`.
  public private(set) var lastSpeech: [(platform: Platform, text: String)] = []

  public init(screen: Screen, platform: PlatformChoice) {
    self.screen = screen
    self.choice = platform
    self.sessions = platform.platforms.map { ScreenReaderSession(screen: screen, platform: $0) }
  }

  /// The platform gestures are parsed for: the first one in play.
  public var primaryPlatform: Platform { sessions[0].platform }

  public var hintsEnabled: Bool { sessions[0].hintsEnabled }

  /// Runs one command. Errors are the user's (an unknown element, a gesture the
  /// platform lacks); expectation mismatches are reported in the step, not thrown.
  public mutating func run(_ command: ScriptCommand) throws(PlaybackError) -> Step {
    switch command {
    case .engine(let engineCommand, let typed):
      var results: [Step.PlatformResult] = []
      for index in sessions.indices {
        do {
          let events = try sessions[index].perform(engineCommand)
          results.append(Step.PlatformResult(platform: sessions[index].platform, events: events))
        } catch {
          throw PlaybackError.command(error.description)
        }
      }
      lastSpeech = results.map { ($0.platform, $0.events.spokenText) }
      return Step(typed: typed, results: results)
    case .platform(let newChoice):
      switchPlatforms(to: newChoice)
      return Step(typed: "platform \(newChoice.rawValue)")
    case .hints(let enabled):
      for index in sessions.indices { sessions[index].hintsEnabled = enabled }
      return Step(typed: "hints \(enabled ? "on" : "off")")
    case .wait(let milliseconds):
      return Step(typed: "wait \(milliseconds)ms", waitMilliseconds: milliseconds)
    case .say(let text):
      return Step(typed: "say \"\(text)\"", narration: text)
    case .expect(let expected):
      var step = Step(typed: "expect \"\(expected)\"")
      for heard in lastSpeech where !SpeechMatcher.matches(heard.text, expected: expected) {
        step.failures.append(ExpectationFailure(platform: heard.platform, expected: expected, heard: heard.text))
      }
      return step
    case .expectFocus(let name):
      var step = Step(typed: "expect-focus \(name)")
      for session in sessions {
        let focused = session.focusedNode?.displayName ?? "nothing"
        if !SpeechMatcher.matches(focused, expected: name) {
          step.failures.append(ExpectationFailure(platform: session.platform, expected: "focus on \(name)", heard: "focus on \(focused)"))
        }
      }
      return step
    }
  }

  /// Changes platforms, each new session keeping focus on the same element.
  public mutating func switchPlatforms(to newChoice: PlatformChoice) {
    let template = sessions[0]
    sessions = newChoice.platforms.map { platform in
      if let existing = sessions.first(where: { $0.platform == platform }) { return existing }
      var session = template
      session.switchPlatform(to: platform)
      return session
    }
    choice = newChoice
  }

  /// Replaces the screen (after a reload), keeping focus on the same element where it exists.
  public mutating func replaceScreen(_ newScreen: Screen) {
    let focusedIDs = sessions.map { $0.focusedNode?.id }
    let hints = hintsEnabled
    screen = newScreen
    sessions = zip(sessions, focusedIDs).map { old, id in
      var session = ScreenReaderSession(screen: newScreen, platform: old.platform)
      session.hintsEnabled = hints
      if let id { session.restoreFocus(to: id) }
      return session
    }
  }

  /// Direct access for REPL commands that only read (`where`, `tree`, `why`).
  public func session(for platform: Platform) -> ScreenReaderSession? {
    sessions.first { $0.platform == platform }
  }
}

/// What one command produced.
public struct Step: Sendable {
  public struct PlatformResult: Sendable {
    public var platform: Platform
    public var events: [ReaderEvent]
  }

  public var typed: String
  public var results: [PlatformResult] = []
  public var narration: String?
  public var waitMilliseconds: Int = 0
  public var failures: [ExpectationFailure] = []

  public init(typed: String, results: [PlatformResult] = [], narration: String? = nil, waitMilliseconds: Int = 0) {
    self.typed = typed
    self.results = results
    self.narration = narration
    self.waitMilliseconds = waitMilliseconds
  }

  /// The plain transcript lines: the command, then what was heard. With both
  /// platforms, each line says which screen reader spoke.
  public var transcriptLines: [String] {
    var lines = [Transcript.commandLine(typed)]
    if let narration { lines.append("  (narrator) \(narration)") }
    for result in results {
      let body = Transcript.lines(for: result.events)
      if results.count > 1 {
        let label = result.platform.screenReaderName + ":"
        lines += body.map { "  \(label.padding(10))\($0.dropFirst(2))" }
      } else {
        lines += body
      }
    }
    return lines
  }
}

/// An expectation that did not hold.
public struct ExpectationFailure: Sendable, Hashable {
  public var platform: Platform
  public var expected: String
  public var heard: String
}

public enum PlaybackError: Error, Sendable, CustomStringConvertible {
  case command(String)

  public var description: String {
    switch self {
    case .command(let message): message
    }
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
