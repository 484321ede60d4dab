import ArgumentParser
import Diagnostics
import EarshotCLI
import Files
import Foundation
import Playback
import Recording
import Scenario
import ScreenReader
import Speech

/// One scenario played by `earshot play`: its script run, its transcript printed
/// (or compared with the approved one), its expectations checked, its session
/// recorded. Every check becomes a report case; problems are printed located.
struct ScenarioPlay {
  let command: PlayCommand
  let path: String
  /// The approved transcript to compare with, when checking golden files.
  let golden: String?
  let platform: PlatformChoice
  /// One case per expectation and golden file, for `--report`.
  var cases: [TestReport.Case] = []

  init(command: PlayCommand, path: String, golden: String?, platform: PlatformChoice) {
    self.command = command
    self.path = path
    self.golden = golden
    self.platform = platform
  }

  /// Plays it; the exit status it earns: 0, 1 (a check failed) or 2 (bad input).
  mutating func play() -> Int32 {
    do {
      try run()
      return 0
    } catch let exit as ExitStatus {
      return exit.code
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch let failure as CommandFailure {
      // Bad input found below (the script source, the speech engine): printed once, and a case of the report.
      Console.report(failure.diagnostics)
      for diagnostic in failure.diagnostics {
        cases.append(
          TestReport.Case(
            name: "play \(path)", suite: path, location: diagnostic.location,
            outcome: .error(message: diagnostic.message)))
      }
      return failure.status.code
    } catch {
      badInput(error.localizedDescription)
      return 2
    }
  }

  /// Prints a problem that stops this scenario, and reports it.
  mutating func badInput(_ message: String, location: SourceLocation? = nil, detail: [String] = []) {
    Console.report(Diagnostic(at: location, message), detail: detail)
    cases.append(
      TestReport.Case(name: "play \(path)", suite: path, location: location, outcome: .error(message: message)))
  }

  /// The scenario, or its errors printed and reported.
  mutating func load() throws -> LoadedScenario {
    do {
      return try ScenarioLoader.load(path: path, variant: command.variant)
    } catch {
      let diagnostics = error.diagnostics
      Console.report(diagnostics)
      for diagnostic in diagnostics {
        cases.append(
          TestReport.Case(
            name: "load \(path)", suite: path, location: nil, outcome: .error(message: diagnostic.description)))
      }
      throw Console.badInput
    }
  }

  /// The script to play and its commands, parsed; every parse error printed and
  /// reported, and a script with no commands refused.
  mutating func script(
    of loaded: LoadedScenario
  ) throws -> (source: ScriptSource.Lines, commands: [(ScriptLine, ScriptCommand)]) {
    // A folder's scenarios each play their own script; standard input is for one.
    let source =
      command.goldenDir != nil
      ? ScriptSource.Lines(lines: loaded.script, origin: "\(loaded.file) (script:)", file: nil)
      : try ScriptSource.lines(scriptPath: command.script, scenario: loaded)
    let (commands, errors) = ScriptSource.parse(source.lines, platform: platform)
    guard errors.isEmpty else {
      Console.report(errors)
      cases += errors.map {
        TestReport.Case(
          name: "parse \(source.origin)", suite: path, location: nil, outcome: .error(message: $0.description))
      }
      throw Console.badInput
    }
    if commands.isEmpty {
      // A CI job whose script was never wired up must not pass.
      badInput(
        "nothing to play: \(source.origin) has no commands; "
          + "give --script FILE, pipe commands in, or add a 'script:' list to the scenario")
      throw Console.badInput
    }
    return (source, commands)
  }

  mutating func run() throws {
    let loaded = try load()
    let (source, commands) = try script(of: loaded)

    var player = Player(
      screen: loaded.screen, platform: platform, locale: try LocaleOption.parse(command.locale)?.first)
    for line in LocaleNotes.lines(locale: player.locale, readers: player.sessions.map(\.platform.reader)) {
      Console.note("locale \(player.locale): \(line)")
    }
    if command.audio.noHints { _ = try? player.run(.hints(false)) }

    let records = command.wav != nil || command.captions != nil || command.json != nil
    // A golden check is a silent check: it prints a verdict, not a transcript to listen to.
    // A `locale` line later in the script speaks that locale's language from there on:
    // its voices are derived at start with the app's, so nothing stays in the first voice.
    let scriptLanguages = commands.compactMap { _, command -> String? in
      if case .locale(let locale) = command { SpeechLanguage.of(locale: locale) } else { nil }
    }
    let (recorder, wavSink, live, cast) = try startSpeech(
      recording: records, live: golden == nil, locale: player.locale,
      languages: loaded.screen.languages + scriptLanguages)

    var played: [PlayedStep] = []
    var transcript: [(text: String, location: SourceLocation?)] = []
    var failed = false
    // TalkBack speaks the screen's title as it opens, before the first command.
    if let opening = player.screenOpened() {
      for transcriptLine in opening.transcriptLines {
        if golden == nil { Console.out(transcriptLine) }
        transcript.append((transcriptLine, nil))
      }
      played.append(PlayedStep(index: 0, location: nil, step: opening))
      let segments = Timeline.segments(for: opening, index: 0, earconsEnabled: !command.audio.noEarcons)
      do {
        try recorder?.append(segments)
      } catch {
        wavSink?.discard()
        badInput("\(error)")
        throw Console.badInput
      }
      if let cast { live?.playAndWait(segments, cast: cast) }
    }
    let firstIndex = played.count
    for (offset, (line, scriptCommand)) in commands.enumerated() {
      let index = firstIndex + offset
      let step: Step
      do {
        step = try player.run(scriptCommand, typed: line.text)
      } catch {
        badInput("\(error)", location: line.location)
        throw Console.badInput
      }
      for transcriptLine in step.transcriptLines {
        if golden == nil { Console.out(transcriptLine) }
        transcript.append((transcriptLine, line.location))
      }
      if step.expectation != nil {
        failed = !step.failures.isEmpty || failed
        report(step, line: line)
      }
      played.append(PlayedStep(index: index, location: line.location, step: step))
      let segments = Timeline.segments(for: step, index: index, earconsEnabled: !command.audio.noEarcons)
      do {
        try recorder?.append(segments)
      } catch {
        wavSink?.discard()
        badInput("\(error)")
        throw Console.badInput
      }
      if let cast { live?.playAndWait(segments, cast: cast) }
    }

    if let recorder {
      try write(recorder: recorder, wavSink: wavSink, played: played, origin: source.origin)
    }
    if let golden {
      failed = try compare(GoldenTranscript(path: golden, lines: transcript)) || failed
    }
    if failed { throw Console.expectationFailed }
  }

  /// Prints an expectation's failures, and reports it whatever its outcome.
  mutating func report(_ step: Step, line: ScriptLine) {
    for failure in step.failures {
      Console.report(Diagnostic(at: line.location, failure.summary), detail: failure.detailLines)
    }
    let outcome: TestReport.Case.Outcome
    if step.expectationSkipped {
      outcome = .skipped("that screen reader is not in play (--platform \(platform.rawValue))")
    } else if step.failures.isEmpty {
      outcome = .passed
    } else {
      outcome = .failed(
        message: step.failures.map(\.summary).joined(separator: "; "),
        detail: step.failures.flatMap { [$0.summary] + $0.detailLines })
    }
    cases.append(TestReport.Case(name: line.text, suite: path, location: line.location, outcome: outcome))
  }

  /// Compares with (or updates) the approved transcript; true when it failed.
  mutating func compare(_ transcript: GoldenTranscript) throws -> Bool {
    let name = "golden \(transcript.path)"
    let verdict: GoldenTranscript.Verdict
    do {
      verdict = try transcript.check(update: command.update)
    } catch let error as InputError {
      badInput(
        "\(error.message); \(error.hint)", location: SourceLocation(file: transcript.path, line: 1, column: 1))
      throw Console.badInput
    } catch {
      badInput("\(error)")
      throw Console.badInput
    }
    switch verdict {
    case .matches:
      Console.out("ok: \(path) says what \(transcript.path) approved")
      cases.append(TestReport.Case(name: name, suite: path, location: nil, outcome: .passed))
      return false
    case .missing:
      let message =
        "no approved transcript \(transcript.path) for \(path); 'earshot play \(path) --golden \(transcript.path) --update' approves today's"
      Console.error(message)
      cases.append(
        TestReport.Case(name: name, suite: path, location: nil, outcome: .failed(message: message, detail: [])))
      return true
    case .differs(let diff):
      let firstLine = diff.firstChangedOldLine ?? 1
      let location = SourceLocation(file: transcript.path, line: firstLine, column: 1)
      let message = "\(path) no longer says what was approved (\(diff.summary))"
      let unified = diff.unified(oldName: "\(transcript.path) (approved)", newName: "\(path) (now)")
      var diagnostic = Diagnostic(at: location, message)
      if let said = transcript.location(ofNewLine: diff.firstChangedNewLine ?? 1) {
        diagnostic.notes.append(Diagnostic.Note(at: said, "the first change is said after this command"))
      }
      Console.report(diagnostic, detail: unified + ["(if the change is meant, approve it: add --update)"])
      cases.append(
        TestReport.Case(
          name: name, suite: path, location: location, outcome: .failed(message: message, detail: unified)))
      return true
    case .created:
      Console.out("created \(transcript.path): \(transcript.lines.count) lines approved from \(path)")
      cases.append(TestReport.Case(name: name, suite: path, location: nil, outcome: .passed))
      return false
    case .unchanged:
      Console.out("unchanged: \(transcript.path) already approves what \(path) says")
      cases.append(TestReport.Case(name: name, suite: path, location: nil, outcome: .passed))
      return false
    case .updated(let diff):
      Console.out("updated \(transcript.path) (\(diff.summary)):")
      for line in diff.unified(oldName: "\(transcript.path) (was)", newName: "\(transcript.path) (now)") {
        Console.out(line)
      }
      cases.append(TestReport.Case(name: name, suite: path, location: nil, outcome: .passed))
      return false
    }
  }

  /// The recorder (when files are asked for) and live speech (unless muted).
  /// Recording needs speech and exits 2 without it; live speech carries on as
  /// text when it cannot start. The WAV goes to its file as it is rendered, so
  /// memory stays flat however long the session.
  mutating func startSpeech(
    recording: Bool, live: Bool, locale: String, languages: [String]
  ) throws -> (Recorder?, WAVFileSink?, LiveSpeech?, VoiceCast?) {
    let speaks = live && !command.audio.noAudio
    guard recording || speaks else { return (nil, nil, nil, nil) }
    // What eSpeak NG cannot do in these languages is said on stderr, before any speech.
    let (cast, notes) = try command.audio.settings.cast().forSession(
      locale: locale, languages: languages, engine: try? SpeechEngine())
    for line in notes { Console.note(line) }
    var recorder: Recorder?
    var sink: WAVFileSink?
    if recording {
      let engine = try AudioSettings.engine()
      if let wav = command.wav {
        do {
          sink = try WAVFileSink(path: wav)
        } catch {
          badInput(error.description)
          throw Console.badInput
        }
      }
      recorder = Recorder(engine: engine, cast: cast, measuresParts: command.json != nil, sink: sink)
    }
    return (recorder, sink, speaks ? LiveSpeech.start(cast: cast, report: Console.note) : nil, cast)
  }

  /// Writes each file whole or not at all.
  mutating func write(recorder: Recorder, wavSink: WAVFileSink?, played: [PlayedStep], origin: String) throws {
    do {
      if let wavSink {
        do {
          try wavSink.finish()
        } catch {
          wavSink.discard()
          throw error
        }
      }
      if let captions = command.captions {
        try AtomicFileWriter.write(Data(WebVTTWriter.document(recorder.placed).utf8), toPath: captions)
      }
      if let json = command.json {
        let header = SessionJSONWriter.Header(scenario: path, script: origin, platform: platform)
        let data = try SessionJSONWriter.document(
          header: header, steps: played, placed: recorder.placed, totalSamples: recorder.sampleCount)
        try AtomicFileWriter.write(data, toPath: json)
      }
    } catch {
      badInput("\(error)")
      throw Console.badInput
    }
  }
}
