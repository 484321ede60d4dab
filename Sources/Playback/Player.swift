import ScreenReader

/// Runs the command language over a screen on one or both platforms, keeping
/// one screen-reader session per platform, and says what each step produced.
public struct Player: Sendable {
  public private(set) var screen: Screen
  public internal(set) var choice: PlatformChoice
  public internal(set) var sessions: [ScreenReaderSession]
  /// What the last screen-reader command made each platform in play say, for `expect`.
  /// A platform that joined (`platform both`) has no entry until a command runs on it.
  public internal(set) var lastSpeech: [(platform: Platform, text: String)] = []
  /// The first utterance of that speech, reader by reader: an `expect` may state it alone, since
  /// what follows after a pause (a hint) is its own utterance, as the transcript prints it.
  var lastFirstUtterance: [Platform: String] = [:]

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
      lastFirstUtterance[sessions[index].platform] = Self.firstUtterance(events)
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

  /// The first of several utterances; nil when there is one or none (the whole is then all there is).
  static func firstUtterance(_ events: [ReaderEvent]) -> String? {
    events.utterances.count > 1 ? events.utterances[0].text : nil
  }

  /// A screen-reader command runs here, on every session in play; a script word's
  /// step is made in the word's own file (`ScriptWords/`, as an extension of Player).
  mutating func perform(_ command: ScriptCommand) throws(PlaybackError) -> Step {
    switch command {
    case .engine(let engineCommand, let typed, let times):
      var results: [Step.PlatformResult] = []
      var lastTime: [(platform: Platform, text: String)] = []
      // A command that fails leaves every reader as it was. The sessions change in place, in a
      // trial undone on failure: a copy of them to fall back on shared the screen's node list,
      // which the first change then copied whole, a copy of the screen per step (issue 36).
      let marks = sessions.indices.map { sessions[$0].mark() }
      for index in sessions.indices {
        var events: [ReaderEvent] = []
        do {
          for _ in 0..<max(times, 1) {
            let once = try sessions[index].perform(engineCommand)
            events += once
            // `expect` after `next 3` hears where the last swipe landed.
            if lastTime.count == index { lastTime.append((sessions[index].platform, "")) }
            lastTime[index].text = once.spokenText
            lastFirstUtterance[sessions[index].platform] = Self.firstUtterance(once)
          }
        } catch {
          for undone in sessions.indices { sessions[undone].undo(to: marks[undone]) }
          throw PlaybackError.session(error)
        }
        let focused = sessions[index].focusedNode
        results.append(
          Step.PlatformResult(
            platform: sessions[index].platform, events: events, focusedID: focused?.id,
            focusedName: focused?.displayName))
      }
      for index in sessions.indices { sessions[index].commit(marks[index]) }
      lastSpeech = lastTime
      return Step(typed: typed, results: results)
    case .platform(let newChoice): return choosePlatforms(newChoice)
    case .hints(let enabled): return setHints(enabled)
    case .talkBackOrder(let order): return setTalkBackOrder(order)
    case .locale(let locale): return switchLocale(to: locale)
    case .reader(let version): return switchReader(to: version)
    case .wait(let milliseconds): return silence(milliseconds: milliseconds)
    case .say(let text): return narrate(text)
    case .expect(let expected, let only): return checkSpeech(expected, on: only)
    case .expectFocus(let name, let only): return checkFocus(name, on: only)
    }
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
