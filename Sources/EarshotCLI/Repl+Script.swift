import Playback
import Recording
import Rendering
import ScreenReader
import Speech

/// A line of the command language in the REPL: gestures, engine commands,
/// `platform`, `say`, `expect`... parsed, run on the readers in play, answered.
extension Repl {
  mutating func runScript(_ line: String) {
    guard let command = parseScriptLine(line) else { return }
    prepare(for: command)
    let before = player
    let step: Step
    do {
      step = try player.run(command)
    } catch {
      return refuse(command, error)
    }
    if answeredWithANote(command, step) { return }
    let said = present(step)
    // A gesture is remembered even when it was met with silence: on the other variant it may speak.
    if case .engine = command { lastGesture = (before, command, step.typed) } else if said { lastGesture = nil }
  }

  /// The command a line holds, or nil once the mistake is said (the nearest
  /// commands, or the gesture the other platform uses).
  func parseScriptLine(_ line: String) -> ScriptCommand? {
    if let message = ReplMistakes.unknownCommand(line) {
      error(message)
      return nil
    }
    if let message = ReplMistakes.gestureOnOnePlatform(line, platforms: player.sessions.map(\.platform)) {
      error(message)
      return nil
    }
    let replWords = ReplCommands.all.flatMap(\.words)
    switch ScriptParser.parse(line, platform: player.primaryPlatform, extraWords: replWords) {
    case .failure(let failure):
      error(failure.message)
      return nil
    case .success(let command):
      return command
    }
  }

  /// A command that moves or switches settles a reading in progress where it was
  /// cut off; `pause` also stops whatever is still speaking.
  mutating func prepare(for command: ScriptCommand) {
    switch command {
    case .engine(.pause, _, _):
      settleReading()
      live?.interrupt()  // whatever is still speaking, reading or not
    case .engine, .platform, .expectFocus: settleReading()
    case .say, .wait, .expect, .hints, .talkBackOrder, .locale, .reader: break
    }
  }

  /// Says why a command could not run; a touch that names nothing near any name
  /// says what is in reach instead.
  func refuse(_ command: ScriptCommand, _ failure: PlaybackError) {
    if textHidden, !revealed, case .engine(.touch, _, _) = command {
      // The suggestions and the names in reach would read the screen out.
      return error("no element by that name here (ears only: names are held back; swipe to hear them, or 'show')")
    }
    if case .engine(.touch, _, _) = command, case .session(.noSuchElement(_, let suggestions)) = failure,
      suggestions.isEmpty
    {
      return error(failure.description + ReplMistakes.elementsInReach(player.sessions[0]))
    }
    error(failure.description)
  }

  /// The answer to a command that changes a setting or checks something: a note,
  /// and nothing spoken. False for a command whose speech is to be shown and heard.
  mutating func answeredWithANote(_ command: ScriptCommand, _ step: Step) -> Bool {
    switch command {
    case .platform:
      let readers = player.sessions.map { $0.platform.screenReaderName }.joined(separator: " and ")
      note(textHidden ? "now \(readers)" : "now \(readers); focus on '\(focusName)'")
    case .hints(let enabled):
      note("hints \(enabled ? "on" : "off")")
    case .talkBackOrder(let order):
      note("TalkBack element description order: \(order.rawValue.replacingOccurrences(of: "-", with: ", "))")
    case .locale(let locale):
      speak(locale: locale)
    case .reader(let version):
      note("\(version.reader.displayName) now speaks as \(version.name) (\(version.source))")
    case .expect, .expectFocus:
      report(step)
    case .engine(.pause, _, _):
      note(textHidden ? "speech paused" : "speech paused; focus stays on '\(focusName)'")
    case .wait(let milliseconds):
      note("\(milliseconds) ms of silence")
      return false
    case .engine, .say:
      return false
    }
    return true
  }

  /// `locale LANG`: the readers' voices take the locale's language, keeping their settings.
  mutating func speak(locale: String) {
    deriveVoices(locale: locale)
    note("readers now speak \(locale)")
    for line in LocaleNotes.lines(
      locale: locale, readers: player.sessions.map(\.platform.reader), versions: player.sessions[0].readerVersions)
    { note(line) }
    for line in languageNotes { note(line) }
  }

  /// The readers' voices as chosen (`castInEnglish`), derived again for the locale's
  /// language and each of the app's: after `locale` and `voice`, so no language keeps
  /// the voice it had before. Settings (`rate`...) are kept, except those of the
  /// readers in `freshSettings`, which take their new voice's own.
  mutating func deriveVoices(locale: String, freshSettings: [Platform] = []) {
    var voices = castInEnglish
    if !freshSettings.contains(.ios) { voices.voiceOver.settings = cast.voiceOver.settings }
    if !freshSettings.contains(.android) { voices.talkBack.settings = cast.talkBack.settings }
    (cast, languageNotes) = voices.forSession(
      locale: locale, languages: loaded.screen.languages, engine: engine ?? (try? SpeechEngine()))
  }

  /// `expect` and `expect-focus`: each failure, counted for the exit status, or that it held.
  mutating func report(_ step: Step) {
    expectationsFailed += step.failures.count
    if heldBack("expect", reveals: "what was said") { return }
    for failure in step.failures {
      error(
        "expectation failed (\(failure.platform.screenReaderName)): expected \(failure.expected), heard \(failure.heard)"
      )
    }
    if step.expectationSkipped {
      note("not checked: that screen reader is not in play ('platform both' brings it in)")
    } else if step.failures.isEmpty {
      note("as expected")
    }
  }

  /// What a step said, shown (or hidden, ears only) and spoken; kept for `repeat`
  /// and `why`; a reading in progress is remembered so a later command can settle it.
  /// Returns whether it is now the last thing said.
  @discardableResult
  mutating func present(_ step: Step) -> Bool {
    let results = step.results.map { ReplStepRenderer.Result(platform: $0.platform, events: $0.events) }
    if textHidden {
      if step.narration != nil || !results.isEmpty { print("  " + style.dim(hiddenSpeech)) }
    } else {
      if let narration = step.narration { print("  " + style.dim("(narrator) ") + narration) }
      if !results.isEmpty { emit(renderer.render(results)) }
    }
    let segments = Timeline.segments(for: step, index: spokenCount, earconsEnabled: earconsEnabled)
    let said = results.contains(where: { !$0.events.utterances.isEmpty }) || step.narration != nil
    if said {
      last = ReplUtterances(typed: step.typed, results: results, narration: step.narration, segments: segments)
    }
    if let job = speak(segments), ReadingCutOff.isReading(step) {
      reading = (job, step, segments)
    }
    return said
  }
}
