import Diagnostics
import Files
import Foundation
import Playback
import Rendering
import Scenario
import ScreenReader

/// The scenarios in play, one `PlaygroundState` per page, and the speech each command
/// left to fetch. An actor: requests arrive on many threads, the sessions are one
/// state. Commands take microseconds; speech is made when its audio is fetched.
public actor Playground {
  public let folder: ScenarioFolder
  let voices: PlaygroundVoices?
  var states: [String: PlaygroundState] = [:]
  var speech: [Int: SpeechJob] = [:]
  var nextSpeech = 1

  /// The most text the page may save or load (the loader's own limit is larger; a
  /// scenario typed in a page is far smaller).
  static let largestSource = 4 << 20
  /// Speech not fetched is dropped after this many newer ones (a page that went away).
  static let keptSpeech = 64

  struct SpeechJob: Sendable {
    var step: Step
    var hintsEnabled: Bool
  }

  public init(folder: ScenarioFolder, voices: PlaygroundVoices?) {
    self.folder = folder
    self.voices = voices
  }

  /// A scenario's state, loaded when first asked for; a file with errors is refused
  /// with them (the page then shows them beside its source).
  func state(_ name: String) throws(PlaygroundError) -> PlaygroundState {
    if let state = states[name] { return state }
    guard let path = folder.file(named: name) else { throw .noScenario(name) }
    do {
      let state = try PlaygroundState(path: path)
      states[name] = state
      return state
    } catch {
      throw .invalid(error.diagnostics)
    }
  }

  /// Runs one line as the REPL would (`next`, `double tap`, `touch Country`, `key tab`).
  func perform(_ name: String, line: String) throws(PlaygroundError) -> PlaygroundAnswer {
    var state = try state(name)
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.count <= 500 else { throw .badCommand("type a gesture or command, such as next") }
    let command: ScriptCommand
    switch ScriptParser.parse(trimmed, platform: state.player.primaryPlatform) {
    case .success(let parsed): command = parsed
    case .failure(let failure): return answer(name, state: state, typed: trimmed, error: failure.message)
    }
    do {
      let step = try state.player.run(command, typed: trimmed)
      state.lastStep = step
      states[name] = state
      return answer(name, state: state, typed: trimmed, step: step)
    } catch {
      return answer(name, state: state, typed: trimmed, error: error.description)
    }
  }

  /// What the page shows without a command: the pictures, focus, and the file's errors;
  /// the file is loaded again first when it changed (live reload).
  func look(_ name: String) throws(PlaygroundError) -> PlaygroundAnswer {
    var state = try state(name)
    if state.reloadIfChanged() { states[name] = state }
    return answer(name, state: state, typed: "")
  }

  func answer(_ name: String, state: PlaygroundState, typed: String, step: Step? = nil, error: String? = nil)
    -> PlaygroundAnswer
  {
    var readers: [PlaygroundAnswer.Reader] = []
    for session in state.player.sessions {
      let result = step?.results.first { $0.platform == session.platform }
      let events = result?.events ?? []
      var audio: String?
      if voices != nil, !events.utterances.isEmpty, let step {
        audio = "/s/\(Self.pathComponent(name))/speech/\(keep(step, only: session.platform, state: state))"
      }
      readers.append(
        PlaygroundAnswer.Reader(
          platform: session.platform.rawValue, name: session.platform.screenReaderName,
          lines: Transcript.lines(for: events),
          why: events.utterances.flatMap(\.parts).map {
            PlaygroundAnswer.WhyPart(text: $0.text, kind: $0.kind.rawValue, source: $0.source)
          },
          focused: session.focusedNode?.displayName,
          picture: WireframeHTML.render(
            Wireframe(screen: state.player.screen, session: session), interactive: true,
            caption: "\(session.platform.screenReaderName) (\(session.platform == .ios ? "iOS" : "Android"))"),
          audio: audio))
    }
    return PlaygroundAnswer(
      typed: typed, readers: readers, error: error, problems: state.errors.map(PlaygroundAnswer.Problem.init),
      version: state.version)
  }

  /// Keeps one reader's share of a step to be spoken when its audio is fetched.
  func keep(_ step: Step, only platform: Platform, state: PlaygroundState) -> Int {
    var mine = step
    mine.results = step.results.filter { $0.platform == platform }
    let number = nextSpeech
    nextSpeech += 1
    speech[number] = SpeechJob(step: mine, hintsEnabled: state.player.hintsEnabled)
    speech[number - Self.keptSpeech] = nil
    return number
  }

  /// The speech kept for this number, once: a second fetch finds nothing.
  func takeSpeech(_ number: Int) -> SpeechJob? {
    speech.removeValue(forKey: number)
  }

  /// The scenario's text and the version it is at.
  func source(_ name: String) throws(PlaygroundError) -> (text: String, version: String) {
    guard let path = folder.file(named: name) else { throw .noScenario(name) }
    let data = (try? InputFile.read(path, limit: Self.largestSource, what: "scenario")) ?? Data()
    return (String(decoding: data, as: UTF8.self), PlaygroundState.version(of: path))
  }

  /// Saves the page's text over the scenario through the output policy, unless the file
  /// changed on disk since the page loaded it (`version`): then nothing is written and the
  /// page is told, so neither edit is lost. Returns the file's errors after saving.
  func save(_ name: String, text: String, version: String) throws(PlaygroundError) -> PlaygroundAnswer {
    guard let path = folder.file(named: name) else { throw .noScenario(name) }
    guard PlaygroundState.version(of: path) == version else { throw .changedOnDisk(name) }
    let target = OutputTarget(option: "Save", path: path, kind: .scenario, replaceFlag: "Save", mayReplace: true)
    if let problem = OutputPolicy(inputs: []).problems([target]).first { throw .notSaved(problem) }
    do {
      try AtomicFileWriter.write(Data(text.utf8), toPath: path)
    } catch {
      throw .notSaved(error.description)
    }
    if states[name] == nil {
      // A file that never loaded: try it now, so its errors (or its screen) show.
      _ = try? state(name)
    }
    guard var state = states[name] else {
      let errors: [Diagnostic]
      do {
        _ = try ScenarioLoader.load(path: path)
        errors = []
      } catch {
        errors = error.diagnostics
      }
      return PlaygroundAnswer(
        typed: "", readers: [], error: nil, problems: errors.map(PlaygroundAnswer.Problem.init),
        version: PlaygroundState.version(of: path))
    }
    _ = state.reloadIfChanged()
    states[name] = state
    return answer(name, state: state, typed: "")
  }

  /// A name as it appears in a URL path.
  static func pathComponent(_ name: String) -> String {
    name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? name
  }
}
