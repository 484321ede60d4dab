import ScreenReader

/// Runs the command language over a screen on one or both platforms, keeping
/// one screen-reader session per platform, and says what each step produced.
public struct Player: Sendable {
  public private(set) var screen: Screen
  public private(set) var choice: PlatformChoice
  public private(set) var sessions: [ScreenReaderSession]
  /// What the last screen-reader command made each platform in play say, for `expect`.
  /// A platform that joined (`platform both`) has no entry until a command runs on it.
  public private(set) var lastSpeech: [(platform: Platform, text: String)] = []

  /// `locale` (from `--locale`) wins over the scenario's `locale:`; English otherwise.
  /// `versions` (from `--reader`) win over the scenario's `reader:`, reader by reader;
  /// a reader named in neither speaks as its latest.
  public init(screen: Screen, platform: PlatformChoice, locale: String? = nil, versions: [ReaderVersion] = []) {
    self.screen = screen
    self.choice = platform
    let locale = locale ?? screen.locale ?? "en"
    let chosen = versions + screen.readerVersions.filter { own in !versions.contains { $0.reader == own.reader } }
    self.sessions = platform.platforms.map {
      ScreenReaderSession(screen: screen, platform: $0, locale: locale, versions: chosen)
    }
  }

  /// The locale the readers speak.
  public var locale: String { sessions[0].locale }

  /// The platform gestures are parsed for: the first one in play.
  public var primaryPlatform: Platform { sessions[0].platform }

  public var hintsEnabled: Bool { sessions[0].hintsEnabled }

  /// What each reader says as the screen opens, before the first command (TalkBack:
  /// the window title; see `ScreenReaderSession.screenOpened`). Nil when no reader
  /// in play says anything, so a silent opening leaves no step behind.
  public mutating func screenOpened() -> Step? {
    var results: [Step.PlatformResult] = []
    for index in sessions.indices {
      // A reader that says nothing keeps its (empty) result: both in play, lines stay labelled.
      let events = sessions[index].screenOpened()
      let focused = sessions[index].focusedNode
      results.append(
        Step.PlatformResult(
          platform: sessions[index].platform, events: events, focusedID: focused?.id,
          focusedName: focused?.displayName))
      if !events.isEmpty { lastSpeech.append((sessions[index].platform, events.spokenText)) }
    }
    guard results.contains(where: { !$0.events.isEmpty }) else { return nil }
    var step = Step(typed: Step.screenOpensCommand, results: results)
    step.isScreenOpening = true
    return step
  }

  /// Runs one command. Errors are the user's (an unknown element, a gesture the
  /// platform lacks); expectation mismatches are reported in the step, not thrown.
  /// `typed` is the line as the user wrote it, echoed in the transcript.
  public mutating func run(_ command: ScriptCommand, typed: String? = nil) throws(PlaybackError) -> Step {
    var step = try perform(command)
    if let typed { step.typed = typed }
    return step
  }

  mutating func perform(_ command: ScriptCommand) throws(PlaybackError) -> Step {
    switch command {
    case .engine(let engineCommand, let typed, let times):
      var results: [Step.PlatformResult] = []
      var updated = sessions
      var lastTime: [(platform: Platform, text: String)] = []
      for index in updated.indices {
        var events: [ReaderEvent] = []
        do {
          for _ in 0..<max(times, 1) {
            let once = try updated[index].perform(engineCommand)
            events += once
            // `expect` after `next 3` hears where the last swipe landed.
            if lastTime.count == index { lastTime.append((updated[index].platform, "")) }
            lastTime[index].text = once.spokenText
          }
        } catch {
          throw PlaybackError.session(error)
        }
        let focused = updated[index].focusedNode
        results.append(
          Step.PlatformResult(
            platform: updated[index].platform, events: events, focusedID: focused?.id,
            focusedName: focused?.displayName))
      }
      sessions = updated
      lastSpeech = lastTime
      return Step(typed: typed, results: results)
    case .platform(let newChoice):
      switchPlatforms(to: newChoice)
      return Step(typed: "platform \(newChoice.rawValue)")
    case .hints(let enabled):
      for index in sessions.indices { sessions[index].hintsEnabled = enabled }
      return Step(typed: "hints \(enabled ? "on" : "off")")
    case .talkBackOrder(let order):
      for index in sessions.indices { sessions[index].talkBackOrder = order }
      return Step(typed: "talkback-order \(order.rawValue)")
    case .locale(let locale):
      for index in sessions.indices { sessions[index].setLocale(locale) }
      return Step(typed: "locale \(locale)")
    case .reader(let version):
      for index in sessions.indices { sessions[index].setReaderVersion(version) }
      return Step(typed: "reader \(version.id)")
    case .wait(let milliseconds):
      return Step(typed: "wait \(milliseconds)ms", waitMilliseconds: milliseconds)
    case .say(let text):
      return Step(typed: "say \"\(text)\"", narration: text)
    case .expect(let expected, let only):
      var step = Step(typed: "expect" + (only.map { " \($0.rawValue)" } ?? "") + " \"\(expected)\"")
      step.expectation = .speech(expected)
      let checked = sessions.filter { only == nil || $0.platform == only }
      step.expectationSkipped = checked.isEmpty
      for session in checked {
        guard let heard = lastSpeech.first(where: { $0.platform == session.platform }) else {
          step.failures.append(
            ExpectationFailure(platform: session.platform, expected: expected, heard: nil, kind: .speech))
          continue
        }
        if !SpeechMatcher.matches(heard.text, expected: expected) {
          step.failures.append(
            ExpectationFailure(platform: session.platform, expected: expected, heard: heard.text, kind: .speech))
        }
      }
      return step
    case .expectFocus(let name, let only):
      var step = Step(typed: "expect-focus" + (only.map { " \($0.rawValue)" } ?? "") + " \(name)")
      step.expectation = .focus(name)
      let checked = sessions.filter { only == nil || $0.platform == only }
      step.expectationSkipped = checked.isEmpty
      for session in checked {
        let focused = session.focusedNode
        if focused.map({ !$0.answers(to: name) }) ?? true {
          step.failures.append(
            ExpectationFailure(platform: session.platform, expected: name, heard: focused?.displayName, kind: .focus))
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
    let inPlay = Set(newChoice.platforms)
    lastSpeech = lastSpeech.filter { inPlay.contains($0.platform) }
    choice = newChoice
  }

  /// Replaces the screen (after a reload), keeping the open windows, the user's
  /// state and focus where the elements still exist. Returns what was reset, in words.
  @discardableResult
  public mutating func replaceScreen(_ newScreen: Screen) -> [String] {
    screen = newScreen
    var reset: [String] = []
    sessions = sessions.map { old in
      let (session, notes) = old.carried(to: newScreen)
      for note in notes where !reset.contains(note) { reset.append(note) }
      return session
    }
    return reset
  }

  /// Puts focus on the given elements without a word, as when continuous reading stops
  /// partway (see `ReadingCutOff`).
  public mutating func placeFocus(_ nodeIDs: [Platform: String]) {
    for index in sessions.indices {
      if let id = nodeIDs[sessions[index].platform] { sessions[index].restoreFocus(to: id) }
    }
  }

  /// Direct access for REPL commands that only read (`where`, `tree`, `why`).
  public func session(for platform: Platform) -> ScreenReaderSession? {
    sessions.first { $0.platform == platform }
  }
}
