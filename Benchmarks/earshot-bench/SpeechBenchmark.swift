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
  }
}
