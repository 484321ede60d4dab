import Foundation
import LineEditing
import Playback
import Scenario
import ScreenReader
import Speech
import Synchronization

/// The interactive loop: read a line, run it on the screen reader(s), print
/// what is said, and say it aloud, each new command cutting the last one off.
struct Repl {
  var path: String
  var loaded: LoadedScenario
  var player: Player
  var cast: VoiceCast
  let engine: SpeechEngine?
  var live: LiveSpeech?
  var earconsEnabled: Bool
  var muted: Bool
  var lastStep: Step?
  var recording: (path: String, recorder: Recorder, steps: Int)?
  var modified: Date?
  let style: TerminalStyle

  init(path: String, loaded: LoadedScenario, platform: PlatformChoice, cast: VoiceCast, engine: SpeechEngine?, options: AudioOptions) {
    self.path = path
    self.loaded = loaded
    self.player = Player(screen: loaded.screen, platform: platform)
    self.cast = cast
    self.engine = engine
    self.earconsEnabled = !options.noEarcons
    self.muted = options.noAudio
    self.live = options.noAudio ? nil : LiveSpeech.start(cast: cast)
    self.style = TerminalStyle.detect()
    self.modified = Self.modificationDate(path)
    if options.noHints { _ = try? player.run(.hints(false)) }
  }

  mutating func run() {
    let live = self.live
    let completions = CompletionTable(completionTable())
    let editor = LineEditor(
      historyPath: LineEditor.defaultHistoryPath(),
      completer: { word, _ in completions.candidates(for: word) },
      onInterrupt: { live?.interrupt() })
    welcome(interactive: editor.isInteractive)
    while true {
      guard let line = editor.readLine(prompt: editor.isInteractive ? "> " : "") else { break }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if ScriptParser.isBlankOrComment(trimmed) { continue }
      if !editor.isInteractive { print(Transcript.commandLine(trimmed)) }
      reloadIfChanged()
      if !handle(trimmed) { break }
      completions.replace(with: completionTable())
    }
    live?.interrupt()
    finishRecording()
  }

  func welcome(interactive: Bool) {
    let title = loaded.screen.title.map { "'\($0)'" } ?? path
    let readers = player.sessions.map { $0.platform.screenReaderName }.joined(separator: " and ")
    print("Earshot: \(title) with \(readers). Focus is on \(player.sessions[0].focusedNode?.displayName ?? "nothing").")
    print("Type 'next' (or 'swipe right') to move, 'activate' to double tap, 'platform android' to switch.")
    print("'help' lists every command; Tab completes; \(interactive ? "Ctrl-D" : "end of input") quits.")
    if let about = loaded.about { print(style.dim("About: \(about)")) }
    if let fails = loaded.fails { print(style.dim("Broken on purpose: fails \(fails)")) }
    for warning in loaded.warnings { print(style.dim(warning.description)) }
  }

  /// Runs one line; false ends the REPL.
  mutating func handle(_ line: String) -> Bool {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    let head = words[0].lowercased()
    let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
    switch head {
    case "quit", "exit":
      return false
    case "help":
      if argument.isEmpty {
        print(ReplHelp.text)
      } else {
        print(ReplHelp.help(for: argument.lowercased()) ?? "No command '\(argument)'.\(Suggestion.didYouMean(argument, among: completionWords))")
      }
    case "repeat":
      guard let step = lastStep else { print(style.dim("  (nothing said yet)")); break }
      show(step, echo: false)
    case "where":
      for session in player.sessions {
        let spoken = session.describeFocus()
        let prefix = player.sessions.count > 1 ? session.platform.screenReaderName + ": " : ""
        for utterance in spoken { print("  " + prefix + style.colour(utterance)) }
      }
    case "tree":
      for session in player.sessions { print(TreeRenderer.render(session, style: style)) }
    case "why":
      guard let step = lastStep, !step.results.isEmpty else { print(style.dim("  (say something first)")); break }
      print(WhyRenderer.render(step, style: style))
    case "earcons":
      guard let value = onOff(argument) else { break }
      earconsEnabled = value
      print(style.dim("  earcons \(value ? "on" : "off")"))
    case "mute":
      live?.interrupt()
      muted = true
      print(style.dim("  muted"))
    case "unmute":
      muted = false
      if live == nil { print(style.dim("  (no sound device: nothing to unmute)")) } else { print(style.dim("  sound on")) }
    case "voice":
      setVoice(argument)
    case "rate":
      guard let rate = Int(argument), (80...450).contains(rate) else { error("'rate' takes words per minute, 80-450"); break }
      cast.voiceOver.settings.rate = rate
      cast.talkBack.settings.rate = rate
      print(style.dim("  rate \(rate) wpm"))
    case "load":
      guard !argument.isEmpty else { error("'load' takes a scenario path, e.g. load scenarios/dropdown.yaml"); break }
      load(argument, keepFocus: false)
    case "reload":
      load(path, keepFocus: true)
    case "record":
      startRecording(argument)
    case "stop":
      if recording == nil { print(style.dim("  (not recording)")) } else { finishRecording() }
    default:
      runScript(line)
    }
    return true
  }

  mutating func runScript(_ line: String) {
    switch ScriptParser.parse(line, platform: player.primaryPlatform, extraWords: ReplHelp.replWords) {
    case .failure(let failure):
      error(failure.message)
    case .success(let command):
      do {
        let step = try player.run(command)
        for failure in step.failures {
          error("expectation failed (\(failure.platform.screenReaderName)): expected \(failure.expected), heard \(failure.heard)")
        }
        if case .platform = command {
          print(style.dim("  now \(player.sessions.map { $0.platform.screenReaderName }.joined(separator: " and ")); focus on \(player.sessions[0].focusedNode?.displayName ?? "nothing")"))
          return
        }
        if !step.results.isEmpty || step.narration != nil { lastStep = step }
        show(step, echo: false)
      } catch {
        self.error(error.description)
      }
    }
  }

  /// Prints a step's lines in colour and speaks it, cutting off what was playing.
  mutating func show(_ step: Step, echo: Bool) {
    for result in step.results {
      let prefix = step.results.count > 1 ? result.platform.screenReaderName + ": " : ""
      for event in result.events {
        switch event {
        case .utterance(let utterance): print("  " + prefix + style.colour(utterance))
        case .earcon(let earcon) where earcon.isShownInTranscript: print("  " + prefix + style.dim("[\(earcon.rawValue)]"))
        default: break
        }
      }
    }
    if let narration = step.narration { print("  " + style.dim("(narrator) ") + narration) }
    let segments = Timeline.segments(for: step, index: recording?.steps ?? 0, earconsEnabled: earconsEnabled)
    if let recording {
      try? recording.recorder.append(segments)
      self.recording?.steps += 1
    }
    if !muted { live?.play(segments, cast: cast) }
  }

  mutating func load(_ newPath: String, keepFocus: Bool) {
    do {
      let fresh = try ScenarioLoader.load(path: newPath)
      loaded = fresh
      path = newPath
      modified = Self.modificationDate(newPath)
      if keepFocus {
        player.replaceScreen(fresh.screen)
      } else {
        let hints = player.hintsEnabled
        player = Player(screen: fresh.screen, platform: player.choice)
        if !hints { _ = try? player.run(.hints(false)) }
      }
      print(style.dim("  loaded \(newPath); focus on \(player.sessions[0].focusedNode?.displayName ?? "nothing")"))
    } catch {
      for diagnostic in error.diagnostics { print(style.error(diagnostic.description)) }
      print(style.dim("  (kept the scenario that was loaded)"))
    }
  }

  /// Picks up edits to the scenario file without a restart.
  mutating func reloadIfChanged() {
    guard let date = Self.modificationDate(path), date != modified else { return }
    modified = date
    print(style.dim("  [\(path) changed on disk: reloading]"))
    load(path, keepFocus: true)
  }

  static func modificationDate(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  mutating func setVoice(_ name: String) {
    do {
      let library = try VoiceLibrary.load(from: Resources.voiceFolders(extra: []))
      guard let voice = library.voice(named: name) else {
        error("no voice named '\(name)'; voices: \(library.voices.map(\.name).joined(separator: ", "))")
        return
      }
      cast.voiceOver = voice
      cast.talkBack = voice
      print(style.dim("  voice \(name)"))
    } catch {
      self.error(error.description)
    }
  }

  mutating func startRecording(_ target: String) {
    guard target.hasSuffix(".wav") else { error("'record' takes a file name ending in .wav"); return }
    guard let engine else { error("recording needs speech; start without --mute"); return }
    finishRecording()
    recording = (target, Recorder(engine: engine, cast: cast), 0)
    print(style.dim("  recording to \(target); 'stop' saves it"))
  }

  mutating func finishRecording() {
    guard let recording else { return }
    self.recording = nil
    do {
      let sink = try WAVFileSink(url: URL(fileURLWithPath: recording.path))
      try sink.write(recording.recorder.samples)
      try sink.finish()
      print(style.dim("  saved \(recording.path) (\(recording.recorder.samples.count * 1000 / Audio.sampleRate) ms)"))
    } catch {
      self.error("cannot write \(recording.path): \(error)")
    }
  }

  func onOff(_ word: String) -> Bool? {
    switch word.lowercased() {
    case "on": return true
    case "off": return false
    default:
      error("takes on or off")
      return nil
    }
  }

  func error(_ message: String) {
    print(style.error("  error: \(message)"))
  }

  var completionWords: [String] {
    CommandParser.vocabulary + ScriptParser.scriptWords + ReplHelp.replWords
  }

  /// Every whole line Tab can complete to, for the current screen.
  func completionTable() -> [String] {
    var table = completionWords
    table += ["platform ios", "platform android", "platform both", "hints on", "hints off", "earcons on", "earcons off"]
    table += KeyboardKey.allCases.map { "key \($0.rawValue)" }
    for session in player.sessions {
      for node in session.reachableNodes { table.append("touch \(node.displayName)") }
      for action in session.focusedNode?.customActions ?? [] { table.append("action \(action)") }
    }
    if let files = try? FileManager.default.contentsOfDirectory(atPath: "scenarios") {
      table += files.filter { $0.hasSuffix(".yaml") }.sorted().map { "load scenarios/\($0)" }
    }
    if let library = try? VoiceLibrary.load(from: Resources.voiceFolders(extra: [])) {
      table += library.voices.map { "voice \($0.name)" }
    }
    var seen = Set<String>()
    return table.filter { seen.insert($0).inserted }
  }
}

/// The completion candidates, shared with readline's callback thread-safely.
final class CompletionTable: Sendable {
  private let lines: Mutex<[String]>

  init(_ lines: [String]) {
    self.lines = Mutex(lines)
  }

  func replace(with newLines: [String]) {
    lines.withLock { $0 = newLines }
  }

  func candidates(for typed: String) -> [String] {
    let lowered = typed.lowercased()
    return lines.withLock { $0.filter { $0.lowercased().hasPrefix(lowered) } }
  }
}
