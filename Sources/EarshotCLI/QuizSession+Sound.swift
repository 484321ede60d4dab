import Foundation
import Playback
import Recording
import Scenario
import ScreenReader
import Speech
import Training

extension Course.Settings {
  /// The readers these settings name; both when they name none.
  var platformChoice: PlatformChoice { PlatformChoice(rawValue: platform ?? "both") ?? .both }
}

/// What the quiz plays: which readers, in which language and at what rate (the
/// quiz's settings, or what a course step fixes), and where the sound goes.
extension QuizSession {
  /// The readers heard now.
  var platforms: [Platform] { settings.platformChoice.platforms }

  /// Takes a step's settings over the quiz's: the readers' voices in its locale's
  /// language and at its rate (the narrator keeps its own).
  mutating func use(_ fixed: Course.Settings, on screen: Screen) {
    settings = fixed.over(defaults)
    var voices = baseCast
    if let rate = settings.rate {
      voices.voiceOver.settings.rate = rate
      voices.talkBack.settings.rate = rate
    }
    let made = voices.forSession(
      locale: settings.locale ?? "en", languages: screen.languages, engine: engine ?? (try? SpeechEngine()))
    cast = made.cast
    for note in made.notes where !notesSaid.contains(note) {
      notesSaid.insert(note)
      print(style.dim("Speech: \(note)"))
    }
  }

  /// " (fixed by the course: TalkBack, de, 350 words a minute)" when the step fixes any, else empty.
  func stepNote(_ fixed: Course.Settings) -> String {
    var parts: [String] = []
    if let platform = fixed.platform {
      parts.append(
        (PlatformChoice(rawValue: platform) ?? .both).platforms.map(\.screenReaderName).joined(separator: " and "))
    }
    if let locale = fixed.locale { parts.append(locale) }
    if let rate = fixed.rate { parts.append("\(rate) words a minute") }
    return parts.isEmpty ? "" : style.dim(" (\(parts.joined(separator: ", ")))")
  }

  /// A player on the readers heard now, in the locale.
  func newPlayer(_ screen: Screen) -> Player {
    let choice: PlatformChoice = platforms == [.android] ? .android : .ios
    var player = Player(screen: screen, platform: choice, locale: settings.locale)
    if !hintsEnabled { _ = try? player.run(.hints(false)) }
    return player
  }

  /// A walk played and, with `--wav-each`, written as one WAV file named `wav`.
  mutating func playWalk(_ lines: [Exercise.WalkLine], on player: inout Player, showing: Bool, wav: String) -> [Step] {
    guard case .wavFiles = listening else { return play(lines, on: &player, showing: showing) }
    capture = []
    let steps = play(lines, on: &player, showing: showing)
    writeCapture(named: wav)
    return steps
  }

  /// The capture written to the `--wav-each` folder, and where it went said.
  mutating func writeCapture(named name: String) {
    guard case .wavFiles(let folder) = listening, let samples = capture else { return }
    capture = nil
    guard !samples.isEmpty else { return }
    do {
      let path = try Self.newWAV(in: folder, named: name, samples: samples)
      let seconds = Double(samples.count) / Double(Audio.sampleRate)
      print(style.note("  Play \(path)") + style.dim(" (\(String(format: "%.1f", seconds)) s)"))
    } catch {
      print(style.error("  cannot write \(name).wav in \(folder): \(error)"))
    }
  }

  /// Writes a WAV under a name no other file has (a second run's "exercise-1.wav" is "exercise-1-2.wav").
  static func newWAV(in folder: String, named name: String, samples: [Int16]) throws -> String {
    var attempt = 1
    var path = URL(fileURLWithPath: folder).appendingPathComponent(name + ".wav").path
    while FileManager.default.fileExists(atPath: path) {
      attempt += 1
      path = URL(fileURLWithPath: folder).appendingPathComponent("\(name)-\(attempt).wav").path
    }
    let sink = try WAVFileSink(url: URL(fileURLWithPath: path))
    try sink.write(samples)
    try sink.finish()
    return path
  }

  /// What prints where speech is heard but not shown.
  var unshownSpeech: String {
    switch listening {
    case .heard: "(listen)"
    case .wavFiles: "(in the WAV file)"
    case .read, .notHeard: "(not heard: no sound)"
    }
  }

  /// Plays script lines one by one, each heard before the next; prints each gesture, and what is said when `showing`.
  /// A line not heard (for a reader the quiz leaves out) runs in silence.
  mutating func play(_ lines: [Exercise.WalkLine], on player: inout Player, showing: Bool) -> [Step] {
    var steps: [Step] = []
    cutOff = false
    var skipped = false
    for walkLine in lines {
      let line = walkLine.line
      if cutOff {
        print(style.dim("  (stopped)"))
        break
      }
      guard let (command, step) = Self.run(line, on: &player, in: "exercise") else { continue }
      guard walkLine.heard else {
        skipped = true
        continue
      }
      if case .platform(let choice) = command {
        print(style.dim("  (\(choice.platforms.map(\.screenReaderName).joined(separator: " and ")))"))
        if skipped {
          // The part for the other reader moved focus unheard: first hear where it is now.
          skipped = false
          let whereNow = Self.focusStep(player)
          steps.append(whereNow)
          print("  > \(whereNow.typed)" + (showing ? "" : "  " + style.dim(unshownSpeech)))
          if showing { printTranscript([whereNow], echo: false) }
          speak(whereNow)
        }
        continue
      }
      steps.append(step)
      print("  > \(line.text)" + (showing ? "" : "  " + style.dim(unshownSpeech)))
      if showing { printTranscript([step], echo: false) }
      speak(step)
    }
    return steps
  }

  /// A line of a course's or exercise's file run on the player; nil, said where it is
  /// written, when it cannot be (the file is at fault, not the trainee's answer).
  static func run(_ line: ScriptLine, on player: inout Player, in what: String) -> (ScriptCommand, Step)? {
    do {
      let command = try ScriptParser.parse(line.text, platform: player.primaryPlatform).get()
      return (command, try player.run(command, typed: line.text))
    } catch {
      Console.report(
        Diagnostic(
          at: line.location, "cannot play '\(line.text)' here (\(error))",
          suggestion: "skipped; the \(what) goes on without it"))
      return nil
    }
  }

  /// What each reader in play says of the element it is on, as `where` does in the REPL.
  static func focusStep(_ player: Player) -> Step {
    Step(
      typed: "where",
      results: player.sessions.map { session in
        Step.PlatformResult(
          platform: session.platform, events: session.describeFocus().map(ReaderEvent.utterance),
          focusedID: session.focusedNode?.id, focusedName: session.focusedNode?.displayName)
      })
  }

  func printTranscript(_ steps: [Step], echo: Bool = true) {
    let renderer = ReplStepRenderer(style: style, columns: nil)
    for step in steps {
      if echo { print(style.dim("  > \(step.typed)")) }
      if let narration = step.narration { print("  " + style.dim("(narrator) ") + narration) }
      let results = step.results.map { ReplStepRenderer.Result(platform: $0.platform, events: $0.events) }
      if !results.isEmpty { for line in renderer.render(results) { print("  " + line) } }
    }
  }

  /// Speaks a step in full (the next one waits for it) and adds it to the recordings.
  mutating func speak(_ step: Step) {
    let segments = Timeline.segments(
      for: step, index: spokenCount, hintsEnabled: hintsEnabled, earconsEnabled: earconsEnabled)
    guard !segments.isEmpty else { return }
    spokenCount += 1
    if recorded != nil || capture != nil, let engine {
      do {
        let samples = try Recorder.render(segments, engine: engine, cast: cast)
        recorded? += samples
        capture? += samples
      } catch {
        print(style.error("  recording: \(error.description)"))
      }
    }
    guard let live else { return }
    // Heard in full before what follows, unless Ctrl-C cuts it off (then the rest of a walk is skipped too).
    live.play(segments, cast: cast)
    while live.isSpeaking {
      if editor.takeInterrupt() {
        live.interrupt()
        cutOff = true
        return
      }
      usleep(20_000)
    }
  }
}
