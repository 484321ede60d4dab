import Files
import Foundation
import LineEditing
import Playback
import Recording
import Rendering
import Scenario
import ScreenReader
import Speech

/// The interactive loop: read a line, run it on the screen reader(s), print
/// what is said, and say it aloud, each new command cutting the last one off.
///
/// On a terminal: readline with history, Tab completion and Ctrl-C; edits to
/// the scenario file are noticed while idle at the prompt. With piped input:
/// no prompt, and the plain transcript (`> command`, then indented lines).
public struct Repl {
  var path: String
  var loaded: LoadedScenario
  var player: Player
  var cast: VoiceCast
  /// The readers' voices as chosen, before a locale's language was put on them.
  var castInEnglish: VoiceCast
  /// What eSpeak NG cannot do in the session's languages, said at start and after `locale`.
  var languageNotes: [String]
  var engine: SpeechEngine?
  let live: LiveSpeech?
  /// Why there is no sound, shown under the welcome.
  let silentReason: String?
  var voices: VoiceLibrary?
  var earconsEnabled: Bool
  var muted: Bool
  /// What was said last, for `repeat` and `why`.
  var last: ReplUtterances?
  var recording: ReplRecording?
  /// A recording whose file could not be written, kept for `save FILE.wav`.
  var unsaved: ReplRecording?
  /// Continuous reading being spoken, until a command settles where it stopped.
  var reading: (job: LivePlayer.JobID, step: Step, segments: [TimelineSegment])?
  /// Commands spoken so far, numbering timeline segments.
  var spokenCount = 0
  var watch: ReplFileWatch
  let style: TerminalStyle
  public private(set) var interactive = true
  /// Expectations that did not hold: piped input exits 1 when there were any, so a
  /// REPL transcript can gate a build like `play` does.
  public internal(set) var expectationsFailed = 0
  /// Ears only: speech plays, but what is said, the About line and the answer
  /// (`fails:`) print only when asked (`show`); `text on` prints them again.
  public var textHidden = false
  /// Ears only: `show` printed what was said, so commands that reveal it (`why`,
  /// `tree`, `check`, an expectation's result) answer until the next thing is spoken.
  var revealed = false
  /// The player before the last gesture and the gesture, so `variant` can play it
  /// again on the other variant and `repeat` is heard there.
  var lastGesture: (before: Player, command: ScriptCommand, typed: String)?
  /// The variant loaded (`variant NAME`), kept across reloads of the same file.
  public var variantName: String?

  public init(
    path: String, loaded: LoadedScenario, platform: PlatformChoice, cast: VoiceCast, engine: SpeechEngine?,
    options: AudioSettings, locale: String? = nil, versions: [ReaderVersion] = []
  ) {
    self.path = path
    self.loaded = loaded
    let player = Player(screen: loaded.screen, platform: platform, locale: locale, versions: versions)
    self.player = player
    self.castInEnglish = cast
    let (voices, notes) = cast.forSession(
      locale: player.locale, languages: loaded.screen.languages, engine: engine ?? (try? SpeechEngine()))
    self.cast = voices
    self.languageNotes = notes
    self.engine = engine
    self.earconsEnabled = !options.noEarcons
    self.muted = options.noAudio
    var reason: String?
    self.live = options.noAudio ? nil : LiveSpeech.start(cast: cast) { reason = $0 }
    self.silentReason = options.noAudio ? "muted" : reason.map { _ in "no sound device" }
    self.voices = try? VoiceLibrary.load(from: Resources.voiceFolders(extra: options.voiceFolders))
    self.style = TerminalStyle.detect()
    self.watch = ReplFileWatch(path: path)
    if options.noHints { _ = try? self.player.run(.hints(false)) }
  }

  /// Whether piped input stopped at a line too long to be a command (exit 2).
  public private(set) var inputStoppedAtLongLine = false

  public mutating func run() {
    Termination.install(Termination.endingSignals)
    ReplRecording.saveOnTermination(live: live?.player)
    let completions = ReplCompletions()
    let editor = LineEditor(historyPath: LineEditor.defaultHistoryPath()) { completions.candidates(for: $0) }
    interactive = editor.isInteractive
    if interactive {
      welcome()
    } else {
      for line in LocaleNotes.lines(
        locale: player.locale, readers: player.sessions.map(\.platform.reader),
        versions: player.sessions[0].readerVersions)
      {
        note("locale \(player.locale): \(line)")
      }
      for line in languageNotes { note(line) }
    }
    if !interactive, let warning = earsOnlyWarning { note(warning) }
    emit(screenOpeningLines())
    completions.replace(with: completionTable())
    let live = self.live
    while true {
      let prompt = interactive ? promptText : ""
      let typed = editor.readLine(
        prompt: prompt,
        idle: {
          let note = self.idle()
          if note != nil { completions.replace(with: self.completionTable()) }
          return note
        },
        interrupt: { live?.interrupt() })
      guard let line = typed else { break }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if ScriptParser.isBlankOrComment(trimmed) { continue }
      if !interactive { print(Transcript.commandLine(trimmed)) }
      emit(reloadIfChanged(immediately: true))
      if !handle(trimmed) { break }
      // Piped, the answer goes out now, not when a buffer fills (fflush(nil) flushes
      // every stream, stdout included): a tool driving
      // the REPL line by line reads each answer before it sends the next line.
      if !interactive { fflush(nil) }
      completions.replace(with: completionTable())
    }
    live?.interrupt()
    rescueRecordings()
    inputStoppedAtLongLine = editor.stoppedAtLongLine
  }

  /// "ios> ", "android> " or "both> ": which screen reader is listening.
  var promptText: String {
    player.choice.rawValue + "> "
  }

  /// Three lines that say what to type first.
  func welcome() {
    let title = loaded.screen.title.map { "'\($0)'" } ?? path
    let readers = player.sessions.map { $0.platform.screenReaderName }.joined(separator: " and ")
    let focus = player.sessions[0].focusedNode?.displayName ?? "nothing"
    if textHidden {
      print("Earshot: a screen as \(readers) reads it, ears only: listen, then 'show' prints what was said.")
      if let earsOnlyWarning { print(style.error(earsOnlyWarning)) }
    } else {
      print("Earshot: \(title) as \(readers) reads it. Focus is on '\(focus)'.")
    }
    print(
      "Type " + style.note("next") + " to swipe right, " + style.note("activate") + " to double tap, "
        + style.note("platform android") + " to hear TalkBack.")
    print(
      "Then " + style.note("why") + ", " + style.note("tree") + ", " + style.note("help")
        + ". Tab completes, Up recalls, Ctrl-C stops speech, Ctrl-D quits.")
    if !textHidden {
      if let about = loaded.about { print(style.dim("About: \(about)")) }
      if let fails = loaded.fails { print(style.dim("Broken on purpose: fails \(fails)")) }
    }
    for line in warningLines(loaded.warnings) { print(line) }
    for line in LocaleNotes.lines(
      locale: player.locale, readers: ReaderKind.allCases, versions: player.sessions[0].readerVersions)
    {
      print(style.dim("Locale \(player.locale): \(line)"))
    }
    for line in languageNotes { print(style.dim("Speech: \(line)")) }
    if let silentReason, !textHidden {
      print(style.dim("(\(silentReason): text only; 'record FILE.wav' still saves the speech)"))
    }
  }

  /// Runs while the prompt sits idle: picks up edits to the scenario file.
  mutating func idle() -> String? {
    let lines = reloadIfChanged(immediately: false)
    return lines.isEmpty
      ? nil : VisibleText.escaped(lines.joined(separator: "\n"), keepingNewlines: true, keepingStyle: true)
  }

  func emit(_ lines: [String]) {
    for line in lines { print(line) }
  }

  var renderer: ReplStepRenderer {
    ReplStepRenderer(style: style, columns: interactive ? LineEditor.terminalColumns() : nil)
  }

  /// What each reader in play says of the focused element, as `where` says it.
  func focusUtterances() -> ReplUtterances {
    let results = player.sessions.map { session in
      ReplStepRenderer.Result(platform: session.platform, events: session.describeFocus().map(ReaderEvent.utterance))
    }
    var segments: [TimelineSegment] = []
    for result in results {
      for utterance in result.events.utterances {
        if utterance.delayMilliseconds > 0 {
          segments.append(
            TimelineSegment(content: .silence(milliseconds: utterance.delayMilliseconds), step: spokenCount))
        }
        segments.append(TimelineSegment(content: .utterance(utterance, platform: result.platform), step: spokenCount))
      }
    }
    return ReplUtterances(typed: "where", results: results, narration: nil, segments: segments)
  }

  func onOff(_ word: String, for command: String) -> Bool? {
    switch word.lowercased() {
    case "on": return true
    case "off": return false
    default:
      error("'\(command)' takes on or off")
      return nil
    }
  }

  /// Every line the REPL shows goes through here: control characters from scenario text,
  /// file names or typed commands are shown escaped, never obeyed; Earshot's own colours pass.
  func print(_ text: String) {
    Swift.print(VisibleText.escaped(text, keepingNewlines: true, keepingStyle: true))
  }

  func error(_ message: String) {
    print(errorLine(message))
  }

  /// A mistake in what was typed, as the REPL shows it (it has no place in a file).
  func errorLine(_ message: String) -> String {
    style.error("  error: \(message)")
  }

  func note(_ message: String) {
    print(style.dim("  (\(message))"))
  }

  /// Every whole line Tab can complete to, for the current screen.
  func completionTable() -> [String] {
    ReplCompletions.table(player: player, voices: voices?.names ?? [], variants: loaded.variants.map(\.name))
  }
}
