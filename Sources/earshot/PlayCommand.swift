import ArgumentParser
import Foundation
import Playback
import Scenario
import ScreenReader
import Speech

extension PlatformChoice: ExpressibleByArgument {}

/// `earshot play`: run a script over a scenario, print the transcript, record it.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play commands over a scenario: print the transcript, check expectations, record audio.",
    discussion: """
      Commands come from --script FILE, else from standard input, else from the scenario's own 'script:'.
      Exit status: 0 when every expectation holds, 1 when one fails, 2 for bad input.

      Example:
        printf 'next\\nnext\\nactivate\\n' | earshot play scenarios/tour.yaml --platform android --wav /tmp/t.wav
      """)

  @Argument(help: "The scenario file (.yaml).")
  var scenario: String

  @Option(help: "Which screen reader: ios (VoiceOver), android (TalkBack) or both.")
  var platform: PlatformChoice = .ios

  @Option(help: ArgumentHelp("Read commands from this file ('-' for standard input).", valueName: "file"))
  var script: String?

  @Option(help: ArgumentHelp("Write the session's audio to this WAV file (22,050 Hz, mono, 16-bit).", valueName: "file"))
  var wav: String?

  @OptionGroup var audio: AudioOptions

  func run() throws {
    let loaded = try ScenarioLoading.load(scenario)
    let lines = try ScriptSource.lines(scriptPath: script, scenario: loaded)
    let (commands, errors) = ScriptSource.parse(lines, platform: platform)
    guard errors.isEmpty else {
      Console.diagnostics(errors)
      throw Console.badInput
    }

    var player = Player(screen: loaded.screen, platform: platform)
    if audio.noHints { _ = try? player.run(.hints(false)) }

    let wantsLive = !audio.noAudio
    let engine: SpeechEngine? = (wav != nil || wantsLive) ? try AudioOptions.engine() : nil
    let cast = engine == nil ? nil : try audio.cast()
    let recorder = wav != nil ? engine.flatMap { engine in cast.map { Recorder(engine: engine, cast: $0) } } : nil
    let live = wantsLive ? cast.flatMap { LiveSpeech.start(cast: $0) } : nil

    var failed = false
    for (index, (line, command)) in commands.enumerated() {
      let step: Step
      do {
        step = try player.run(command)
      } catch {
        Console.diagnostics(["\(line.location): error: \(error.description)"])
        throw Console.badInput
      }
      for transcriptLine in step.transcriptLines { Console.out(transcriptLine) }
      for failure in step.failures {
        failed = true
        Console.diagnostics([
          "\(line.location): error: expectation failed (\(failure.platform.screenReaderName))",
          "  expected: \(failure.expected)",
          "  heard:    \(failure.heard)",
        ])
      }
      let segments = Timeline.segments(for: step, index: index, earconsEnabled: !audio.noEarcons)
      do {
        try recorder?.append(segments)
      } catch {
        Console.error(error.description)
        throw Console.badInput
      }
      if let cast { live?.playAndWait(segments, cast: cast) }
    }

    if let wav, let recorder {
      do {
        let sink = try WAVFileSink(url: URL(fileURLWithPath: wav))
        try sink.write(recorder.samples)
        try sink.finish()
      } catch {
        Console.error("cannot write \(wav): \(error)")
        throw Console.badInput
      }
    }
    if failed { throw Console.expectationFailed }
  }
}
