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
  let options: PlayOptions
  let output: any RunOutput
  let path: String
  /// The approved transcript to compare with, when checking golden files.
  let golden: String?
  let platform: PlatformChoice
  /// The variant to load (a folder run plays each variant against its own golden file).
  let variant: String?
  /// Where its recordings wait, written whole, for the run to put them in place.
  let outputs: OutputSet
  /// One case per expectation and golden file, for `--report`.
  var cases: [TestReport.Case] = []

  init(
    options: PlayOptions, output: any RunOutput, path: String, golden: String?, platform: PlatformChoice,
    variant: String?, outputs: OutputSet
  ) {
    self.outputs = outputs
    self.options = options
    self.output = output
    self.path = path
    self.golden = golden
    self.platform = platform
    self.variant = variant
  }

  /// Plays it; the exit status it earns: 0, 1 (a check failed) or 2 (bad input).
  mutating func play() -> Int32 {
    do {
      try run()
      return 0
    } catch let exit as ExitStatus {
      return exit.code
    } catch let failure as CommandFailure {
      // Bad input found below (the script source, the speech engine): printed once, and a case of the report.
      output.report(failure.diagnostics)
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
    output.report(Diagnostic(at: location, message), detail: detail)
    cases.append(
      TestReport.Case(name: "play \(path)", suite: path, location: location, outcome: .error(message: message)))
  }

  /// The scenario, or its errors printed and reported.
  mutating func load() throws -> LoadedScenario {
    do {
      return try ScenarioLoader.load(path: path, variant: variant)
    } catch {
      let diagnostics = error.diagnostics
      output.report(diagnostics)
      for diagnostic in diagnostics {
        cases.append(
          TestReport.Case(
            name: "load \(path)", suite: path, location: nil, outcome: .error(message: diagnostic.description)))
      }
      throw ExitStatus.badInput
    }
  }

  /// The script to play and its commands, parsed; every parse error printed and
  /// reported, and a script with no commands refused.
  mutating func script(
    of loaded: LoadedScenario
  ) throws -> (source: ScriptSource.Lines, commands: [(ScriptLine, ScriptCommand)]) {
    // A folder's scenarios each play their own script, or the default walk when they
    // have none; standard input is for one.
    let source =
      options.goldenDir != nil
      ? (loaded.script.isEmpty
        ? defaultWalk(of: loaded)
        : ScriptSource.Lines(lines: loaded.script, origin: "\(loaded.file) (script:)", file: nil))
      : try scriptSource(of: loaded)
    let (commands, errors) = ScriptSource.parse(source.lines, platform: platform)
    guard errors.isEmpty else {
      output.report(errors)
      cases += errors.map {
        TestReport.Case(
          name: "parse \(source.origin)", suite: path, location: nil, outcome: .error(message: $0.description))
      }
      throw ExitStatus.badInput
    }
    if commands.isEmpty {
      // A CI job whose script was never wired up must not pass.
      badInput(
        "nothing to play: \(source.origin) has no commands; "
          + "give --script FILE, pipe commands in, or add a 'script:' list to the scenario")
      throw ExitStatus.badInput
    }
    return (source, commands)
  }

  /// `--script FILE`, else standard input (the text given in `options.input`, named
  /// `<stdin>` as a pipe is), else the scenario's own `script:`.
  func scriptSource(of loaded: LoadedScenario) throws -> ScriptSource.Lines {
    guard let input = options.input, options.script == nil || options.script == "-" else {
      return try ScriptSource.lines(scriptPath: options.script, scenario: loaded)
    }
    let lines = ScriptSource.split(input, file: "<stdin>")
    guard lines.isEmpty && options.script == nil else {
      return ScriptSource.Lines(lines: lines, origin: "<stdin>", file: nil)
    }
    return ScriptSource.Lines(lines: loaded.script, origin: "\(loaded.file) (script:)", file: nil)
  }

  /// Every element on each reader in play, for a scenario with no `script:`.
  func defaultWalk(of loaded: LoadedScenario) -> ScriptSource.Lines {
    let platforms: [Platform] = platform == .both ? [.ios, .android] : platform == .android ? [.android] : [.ios]
    let place = SourceLocation(file: loaded.file, line: 1, column: 1)
    let lines = DefaultWalk.lines(for: loaded.screen, platforms: platforms, locale: nil)
      .map { ScriptLine(text: $0, location: place) }
    var walk = ScriptSource.Lines(lines: lines, origin: "\(loaded.file) (default walk: no script:)", file: nil)
    walk.isDefaultWalk = true
    return walk
  }

  mutating func run() throws {
    let loaded = try load()
    let (source, commands) = try script(of: loaded)
    let walked = source.isDefaultWalk

    var player = Player(
      screen: loaded.screen, platform: platform, locale: try LocaleOption.parse(options.locale, output: output)?.first,
      versions: options.readers)
    for line in LocaleNotes.lines(
      locale: player.locale, readers: player.sessions.map(\.platform.reader),
      versions: player.sessions[0].readerVersions)
    {
      output.note("locale \(player.locale): \(line)")
    }
    if options.audio.noHints { _ = try? player.run(.hints(false)) }

    let records = options.wav != nil || options.captions != nil || options.json != nil
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
        if golden == nil { output.out(transcriptLine) }
        transcript.append((transcriptLine, nil))
      }
      played.append(PlayedStep(index: 0, location: nil, step: opening))
      let segments = Timeline.segments(for: opening, index: 0, earconsEnabled: !options.audio.noEarcons)
      do {
        try recorder?.append(segments)
      } catch {
        wavSink?.discard()
        badInput("\(error)")
        throw ExitStatus.badInput
      }
      if let cast { live?.playAndWait(segments, cast: cast) }
    }
    let firstIndex = played.count
    for (offset, (line, scriptCommand)) in commands.enumerated() {
      let index = firstIndex + offset
      let step: Step
      // A default walk's steps have no line of their own: a golden note names the step instead.
      let place = walked ? nil : line.location
      do {
        step = try player.run(scriptCommand, typed: line.text)
      } catch PlaybackError.session(let refusal) {
        // The screen cannot do what the line asks (an element the scenario no longer has, an action it
        // lost): the script expected the screen it was written for, so this is a failed expectation at
        // its line, and the run goes on to every later one and the golden comparison (exit 1).
        failed = true
        refused(refusal, line: line)
        for transcriptLine in [Transcript.commandLine(line.text), "  " + Transcript.refusal(refusal.description)] {
          if golden == nil { output.out(transcriptLine) }
          transcript.append((transcriptLine, place))
        }
        continue
      } catch {
        badInput("\(error)", location: line.location)
        throw ExitStatus.badInput
      }
      for transcriptLine in step.transcriptLines {
        if golden == nil { output.out(transcriptLine) }
        transcript.append((transcriptLine, place))
      }
      if step.expectation != nil {
        failed = !step.failures.isEmpty || failed
        report(step, line: line)
      }
      played.append(PlayedStep(index: index, location: line.location, step: step))
      let segments = Timeline.segments(for: step, index: index, earconsEnabled: !options.audio.noEarcons)
      do {
        try recorder?.append(segments)
      } catch {
        wavSink?.discard()
        badInput("\(error)")
        throw ExitStatus.badInput
      }
      if let cast { live?.playAndWait(segments, cast: cast) }
    }

    if let recorder {
      try write(recorder: recorder, wavSink: wavSink, played: played, origin: source.origin)
    }
    if let golden {
      failed = try compare(GoldenTranscript(path: golden, lines: transcript)) || failed
    }
    if failed { throw ExitStatus.expectationFailed }
  }

  /// Prints a line the screen refused, located in the script, and reports it as a failed expectation.
  mutating func refused(_ refusal: ScreenReaderSession.Failure, line: ScriptLine) {
    let message = "\(refusal.description): the screen no longer has what this line of the script expects"
    output.report(Diagnostic(at: line.location, message), detail: [])
    cases.append(
      TestReport.Case(
        name: line.text, suite: path, location: line.location, outcome: .failed(message: message, detail: [])))
  }

  /// Prints an expectation's failures, and reports it whatever its outcome.
  mutating func report(_ step: Step, line: ScriptLine) {
    for failure in step.failures {
      output.report(Diagnostic(at: line.location, failure.summary), detail: failure.detailLines)
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
      verdict = try transcript.check(update: options.update, replacingAnotherScript: options.force)
    } catch let error as InputError {
      badInput(
        "\(error.message); \(error.hint)", location: SourceLocation(file: transcript.path, line: 1, column: 1))
      throw ExitStatus.badInput
    } catch {
      badInput("\(error)")
      throw ExitStatus.badInput
    }
    switch verdict {
    case .matches:
      output.out("ok: \(path) says what \(transcript.path) approved")
      cases.append(TestReport.Case(name: name, suite: path, location: nil, outcome: .passed))
      return false
    case .missing:
      let message =
        "no approved transcript \(transcript.path) for \(path); 'earshot play \(path) --golden \(transcript.path) --update' approves today's"
      output.error(message)
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
      } else if let step = transcript.step(ofNewLine: diff.firstChangedNewLine ?? 1) {
        // A default walk (no script:) or the screen opening: no line to point at, so the step is named.
        diagnostic.notes.append(Diagnostic.Note(at: nil, "the first change is said \(step)"))
      }
      output.report(diagnostic, detail: unified + ["(if the change is meant, approve it: add --update)"])
      cases.append(
        TestReport.Case(
          name: name, suite: path, location: location, outcome: .failed(message: message, detail: unified)))
      return true
    case .created:
      output.out("created \(transcript.path): \(transcript.lines.count) lines approved from \(path)")
      cases.append(TestReport.Case(name: name, suite: path, location: nil, outcome: .passed))
      return false
    case .unchanged:
      output.out("unchanged: \(transcript.path) already approves what \(path) says")
      cases.append(TestReport.Case(name: name, suite: path, location: nil, outcome: .passed))
      return false
    case .approvesAnotherScript(let line, let approved, let today):
      let difference =
        switch (approved, today) {
        case (let approved?, let today?): "its command here is '\(approved)', today's is '\(today)'"
        case (let approved?, nil): "its command here is '\(approved)', and today's script has ended"
        case (nil, let today): "its commands end here, and today's go on with '\(today ?? "")'"
        }
      badInput(
        "\(transcript.path) approves another script, left as it was: \(difference); "
          + "--update replaces what the same commands said; add --force to approve this script in its place, or give --golden another file",
        location: SourceLocation(file: transcript.path, line: line, column: 1))
      throw ExitStatus.badInput
    case .updated(let diff):
      output.out("updated \(transcript.path) (\(diff.summary)):")
      for line in diff.unified(oldName: "\(transcript.path) (was)", newName: "\(transcript.path) (now)") {
        output.out(line)
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
    let speaks = live && !options.audio.noAudio
    guard recording || speaks else {
      // Voices named with nothing to speak are still checked: '--voice nope' without --wav passed (issue 36).
      if options.audio.voice != nil || !options.audio.voiceFolders.isEmpty { _ = try options.audio.cast() }
      return (nil, nil, nil, nil)
    }
    // What eSpeak NG cannot do in these languages is said on stderr, before any speech.
    let (cast, notes) = try options.audio.cast().forSession(
      locale: locale, languages: languages, engine: try? SpeechEngine())
    for line in notes { output.note(line) }
    var recorder: Recorder?
    var sink: WAVFileSink?
    if recording {
      let engine = try AudioSettings.engine()
      if let wav = options.wav {
        do {
          sink = try WAVFileSink(path: wav)
        } catch {
          badInput(error.description)
          throw ExitStatus.badInput
        }
      }
      recorder = Recorder(engine: engine, cast: cast, measuresParts: options.json != nil, sink: sink)
    }
    return (recorder, sink, speaks ? LiveSpeech.start(cast: cast, report: output.note) : nil, cast)
  }

  /// Writes each file whole, into `outputs`, which the run puts in place together.
  mutating func write(recorder: Recorder, wavSink: WAVFileSink?, played: [PlayedStep], origin: String) throws {
    do {
      if let wavSink {
        do {
          try wavSink.complete(into: outputs)
        } catch {
          wavSink.discard()
          throw error
        }
      }
      if let captions = options.captions {
        try outputs.write(Data(WebVTTWriter.document(recorder.placed).utf8), toPath: captions)
      }
      if let json = options.json {
        let header = SessionJSONWriter.Header(scenario: path, script: origin, platform: platform)
        let data = try SessionJSONWriter.document(
          header: header, steps: played, placed: recorder.placed, totalSamples: recorder.sampleCount)
        try outputs.write(data, toPath: json)
      }
    } catch {
      badInput("\(error)")
      throw ExitStatus.badInput
    }
  }
}
