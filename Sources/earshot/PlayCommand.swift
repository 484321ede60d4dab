import ArgumentParser
import EarshotCLI
import Foundation
import Playback
import Recording
import Scenario
import ScreenReader
import Speech

extension PlatformChoice: ExpressibleByArgument {}

/// `earshot play`: run a script over a scenario, print the transcript, check
/// expectations, and record the session as audio, captions and JSON.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract:
      "Play commands over a scenario: print the transcript, check expectations, record audio, captions and JSON.",
    discussion: """
      Commands come from --script FILE, else standard input, else the scenario's
      own 'script:'. A script holds the REPL's commands, one a line, plus:
        # comment              a whole line the script ignores
        expect "TEXT"          the last command's speech (case, hyphens and
                               punctuation aside); a '# comment' may follow
        expect-focus NAME      the element that has focus
        platform ios|android|both
        wait 500ms             silence in the recording (at most 60s)
        say "TEXT"             narration, in the narrator's voice
        hints on|off
      Exit status: 0 when every expectation holds, 1 when one fails, 2 for bad input.

      Example:
        printf 'next\\nnext\\nactivate\\n' | earshot play scenarios/tour.yaml \\
          --platform android --wav t.wav --captions t.vtt --json t.json
      """)

  @Argument(help: "The scenario file (.yaml).")
  var scenario: String

  @Option(help: "Which screen reader: ios (VoiceOver), android (TalkBack) or both.")
  var platform: PlatformChoice = .ios

  @Option(help: "The variant to load, for a scenario with 'variants:' (default: the first, e.g. broken).")
  var variant: String?

  @Option(help: ArgumentHelp("Read commands from this file ('-' for standard input).", valueName: "file"))
  var script: String?

  @Option(
    help: ArgumentHelp("Write the session's audio to this WAV file (22,050 Hz, mono, 16-bit).", valueName: "file"))
  var wav: String?

  @Option(
    help: ArgumentHelp("Write WebVTT captions aligned with the audio: one cue per utterance.", valueName: "file.vtt"))
  var captions: String?

  @Option(
    help: ArgumentHelp(
      "Write every command, utterance, part and earcon with its times in the audio, as JSON.", valueName: "file"))
  var json: String?

  @OptionGroup var audio: AudioOptions

  func run() throws {
    let loaded = try ScenarioLoading.load(scenario, variant: variant)
    let source = try ScriptSource.lines(scriptPath: script, scenario: loaded)
    try checkOutputs(scriptFile: source.file)
    let (commands, errors) = ScriptSource.parse(source.lines, platform: platform)
    guard errors.isEmpty else {
      Console.diagnostics(errors)
      throw Console.badInput
    }
    if commands.isEmpty {
      // A CI job whose script was never wired up must not pass.
      Console.error(
        "nothing to play: \(source.origin) has no commands; "
          + "give --script FILE, pipe commands in, or add a 'script:' list to the scenario")
      throw Console.badInput
    }

    var player = Player(screen: loaded.screen, platform: platform)
    if audio.noHints { _ = try? player.run(.hints(false)) }

    let records = wav != nil || captions != nil || json != nil
    let (recorder, live, cast) = try startSpeech(recording: records)

    var played: [PlayedStep] = []
    var failed = false
    for (index, (line, command)) in commands.enumerated() {
      let step: Step
      do {
        step = try player.run(command, typed: line.text)
      } catch {
        Console.diagnostics(["\(line.location): error: \(error.description)"])
        throw Console.badInput
      }
      for transcriptLine in step.transcriptLines { Console.out(transcriptLine) }
      for failure in step.failures {
        failed = true
        Console.diagnostics(["\(line.location): error: \(failure.summary)"] + failure.detailLines)
      }
      played.append(PlayedStep(index: index, location: line.location, step: step))
      let segments = Timeline.segments(for: step, index: index, earconsEnabled: !audio.noEarcons)
      do {
        try recorder?.append(segments)
      } catch {
        Console.error(error.description)
        throw Console.badInput
      }
      if let cast { live?.playAndWait(segments, cast: cast) }
    }

    if let recorder {
      try write(recorder: recorder, played: played, origin: source.origin)
    }
    if failed { throw Console.expectationFailed }
  }

  /// Refuses, before anything runs, outputs that would overwrite an input or
  /// each other, or that cannot be written.
  func checkOutputs(scriptFile: String?) throws {
    var outputs: [OutputTarget] = []
    if let wav { outputs.append(OutputTarget(option: "--wav", path: wav)) }
    if let captions { outputs.append(OutputTarget(option: "--captions", path: captions)) }
    if let json { outputs.append(OutputTarget(option: "--json", path: json)) }
    var inputs: [(path: String, role: String)] = [(scenario, "the scenario")]
    if let scriptFile { inputs.append((scriptFile, "the script")) }
    let problems = OutputTarget.problems(outputs, inputs: inputs)
    guard problems.isEmpty else {
      for problem in problems { Console.error(problem) }
      throw Console.badInput
    }
  }

  /// The recorder (when files are asked for) and live speech (unless muted).
  /// Recording needs speech and exits 2 without it; live speech carries on as
  /// text when it cannot start.
  func startSpeech(recording: Bool) throws -> (Recorder?, LiveSpeech?, VoiceCast?) {
    guard recording || !audio.noAudio else { return (nil, nil, nil) }
    let cast = try audio.settings.cast()
    var recorder: Recorder?
    if recording {
      recorder = Recorder(engine: try AudioSettings.engine(), cast: cast, measuresParts: json != nil)
    }
    let live = audio.noAudio ? nil : LiveSpeech.start(cast: cast)
    return (recorder, live, cast)
  }

  /// Writes each file whole or not at all.
  func write(recorder: Recorder, played: [PlayedStep], origin: String) throws {
    do {
      if let wav {
        let sink = try WAVFileSink(url: URL(fileURLWithPath: wav))
        do {
          try sink.write(recorder.samples)
          try sink.finish()
        } catch {
          sink.discard()
          throw error
        }
      }
      if let captions {
        try AtomicFileWriter.write(Data(WebVTTWriter.document(recorder.placed).utf8), toPath: captions)
      }
      if let json {
        let header = SessionJSONWriter.Header(scenario: scenario, script: origin, platform: platform)
        let data = try SessionJSONWriter.document(
          header: header, steps: played, placed: recorder.placed, totalSamples: recorder.samples.count)
        try AtomicFileWriter.write(data, toPath: json)
      }
    } catch {
      Console.error("\(error)")
      throw Console.badInput
    }
  }
}
