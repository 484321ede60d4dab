import Foundation
import Playback
import Recording
import Scenario
import ScreenReader
import Speech

/// Live speech: from a command typed to its first sample at the sink, and how
/// fast a new command cuts off the old utterance and starts its own.
enum SpeechBenchmark {
  static func run(into report: inout BenchmarkReport) throws {
    let cast = try VoiceCast(library: VoiceLibrary.load(from: [repository.appendingPathComponent("voices")]))
    let loaded = try ScenarioLoader.load(path: "scenarios/tour.yaml")
    let engine = try SpeechEngine()

    // Command received -> first sample handed to the sink (fresh phrases: no cache help).
    let sink = TimingSink(pacedInRealTime: false)
    let player = try LivePlayer(sink: sink, engine: engine)
    var playback = Player(screen: loaded.screen, platform: .android)
    var latencies: [Double] = []
    let commands = ["next", "next", "activate", "previous", "next", "next", "next"]
    for round in 0..<300 {
      let line = commands[round % commands.count]
      if round % 20 == 19 { _ = try playback.run(.engine(.first, typed: "first")) }
      player.waitUntilIdle()
      sink.mark()
      let start = ContinuousClock.now
      guard case .success(let command) = ScriptParser.parse(line, platform: .android) else { continue }
      let step = try playback.run(command)
      let segments = Timeline.segments(for: step, index: round).map { $0.playbackSegment(cast: cast) }
      player.play(segments, interrupting: true)
      guard let first = sink.waitForWrite() else { continue }
      latencies.append(Stats.milliseconds(first - start))
    }
    player.waitUntilIdle()
    let latency = Stats.median(latencies)
    report.add(
      "command received → first sample at the sink", Stats.format(latency, "ms") + " median of \(latencies.count)",
      target: "≤ 1 ms", met: latency <= 1)

    // Cut-off: an utterance playing in real time, then a new command interrupts it.
    let paced = TimingSink(pacedInRealTime: true)
    let live = try LivePlayer(sink: paced, engine: engine)
    var cutoffs: [Double] = []
    for round in 0..<40 {
      let long = PlaybackSegment.speech(
        text: "Unsubscribe everywhere, Button, round \(round), a long announcement that keeps going",
        voice: cast.talkBack)
      live.play([long], interrupting: true)
      Thread.sleep(forTimeInterval: 0.06)
      paced.mark()
      let start = ContinuousClock.now
      live.play([.speech(text: "Continue, Button \(round)", voice: cast.talkBack)], interrupting: true)
      guard let first = paced.waitForWrite() else { continue }
      cutoffs.append(Stats.milliseconds(first - start))
      live.interrupt()
    }
    live.interrupt()
    live.waitUntilIdle()
    let cutoff = Stats.median(cutoffs)
    report.add(
      "cut-off: new command → old stopped, new first sample",
      Stats.format(cutoff, "ms") + " median of \(cutoffs.count)", target: "≤ 2 ms", met: cutoff <= 2)
    try twoLanguages(cast: cast, engine: engine, into: &report)
  }

  /// A German TalkBack on English and German labels: each utterance switches voice
  /// twice. The first sample comes as fast as in one language, and the whole
  /// utterance is synthesised (voices switched) before its first 50 ms chunk has
  /// played, so a device never waits between the runs.
  static func twoLanguages(cast: VoiceCast, engine: SpeechEngine, into report: inout BenchmarkReport) throws {
    let yaml = """
      elements:
        - checkbox: { label: Subscribe, lang: en }
        - checkbox: Benachrichtigungen
        - switch: { label: Dark mode, lang: en }
        - button: { label: Weiter }
      """
    let screen = try ScenarioLoader.parse(data: Data(yaml.utf8), file: "bench.yaml").screen
    let (voices, _) = cast.forSession(locale: "de", languages: screen.languages, engine: engine)
    let sink = TimingSink(pacedInRealTime: false)
    let player = try LivePlayer(sink: sink, engine: engine)
    var playback = Player(screen: screen, platform: .android, locale: "de")
    var firstSamples: [Double] = []
    var wholes: [Double] = []
    for round in 0..<200 {
      if round % 4 == 0 { _ = try playback.run(.engine(.first, typed: "first")) }
      player.waitUntilIdle()
      sink.mark()
      let start = ContinuousClock.now
      let step = try playback.run(.engine(.next, typed: "next"))
      let segments = Timeline.segments(for: step, index: round).map { $0.playbackSegment(cast: voices) }
      player.play(segments, interrupting: true)
      guard let first = sink.waitForWrite() else { continue }
      firstSamples.append(Stats.milliseconds(first - start))
      // Fresh text each round, so the phrase cache does not help.
      let runs = [
        VoicedText(text: "nicht aktiviert, ", voice: voices.voice(for: .android, language: "de")),
        VoicedText(text: "Subscribe \(round), ", voice: voices.voice(for: .android, language: "en-us")),
        VoicedText(text: "Kästchen", voice: voices.voice(for: .android, language: "de")),
      ]
      let began = ContinuousClock.now
      try engine.synthesize(runs) { _ in true }
      wholes.append(Stats.milliseconds(ContinuousClock.now - began))
    }
    player.waitUntilIdle()
    let first = Stats.median(firstSamples)
    report.add(
      "two languages in one utterance: command → first sample",
      Stats.format(first, "ms") + " median of \(firstSamples.count)", target: "≤ 1 ms", met: first <= 1)
    let whole = Stats.median(wholes)
    report.add(
      "two languages: whole utterance synthesised, voices switched twice",
      Stats.format(whole, "ms") + " median of \(wholes.count)", target: "≤ 50 ms (one chunk)", met: whole <= 50)
  }
}
