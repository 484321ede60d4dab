import Foundation
import Synchronization
import Testing

@testable import Speech

/// Timing figures for the report; prints, asserts nothing about speed.
/// Run with: EARSHOT_MEASURE=1 swift test --filter SpeechMeasurements
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["EARSHOT_MEASURE"] != nil))
struct SpeechMeasurements {
  static let announcement = "Subscribe, checkbox, not checked, double tap to toggle"

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  @Test(.enabled(if: EspeakCommand.isAvailable)) func comparisonWithTheCommand() throws {
    let engine = try SpeechEngine()
    for voice in try TestSupport.bundledVoices().voices where voice.settings.range == 50 {
      let library = try engine.samples(for: Self.announcement, voice: voice)
      let command = try EspeakCommand.samples(for: Self.announcement, voice: voice)
      print(
        "MEASURE \(voice.name): library \(library.count) samples, espeak-ng -z \(command.count); identical: \(library == command)"
      )
    }
    var samples: [Int16] = []
    for voice in try TestSupport.bundledVoices().voices {
      samples += try engine.samples(for: Self.announcement, voice: voice)
    }
    print("MEASURE render digest: \(StagedVoice.contentHash(WAVEncoding.data(samples: samples)))")
  }

  @Test func timeToFirstChunk() throws {
    let voice = try TestSupport.voice("voiceover")
    let engine = try SpeechEngine()
    _ = try engine.synthesize(Self.announcement, voice: voice) { _ in true }
    var times: [Double] = []
    for run in 0..<200 {
      let text = run.isMultiple(of: 2) ? Self.announcement : "Settings, heading"
      let start = ContinuousClock.now
      var first: ContinuousClock.Instant?
      try engine.synthesize(text, voice: voice) { _ in
        first = first ?? ContinuousClock.now
        return false
      }
      if let first { times.append(Self.milliseconds(first - start)) }
    }
    print(
      "MEASURE time to first chunk: median \(String(format: "%.3f", Self.median(times))) ms over \(times.count) runs (min \(String(format: "%.3f", times.min() ?? 0)), max \(String(format: "%.3f", times.max() ?? 0)))"
    )
  }

  @Test func synthesisSpeed() throws {
    let voice = try TestSupport.voice("voiceover")
    let engine = try SpeechEngine()
    let paragraph = String(
      repeating: "Wi-Fi, on, switch button, double tap to toggle. Photos, heading. Delete photo? Cancel, button. ",
      count: 10)
    for (label, text) in [("announcement", Self.announcement), ("paragraph", paragraph)] {
      var samples = 0
      var times: [Double] = []
      for _ in 0..<21 {
        samples = 0
        let start = ContinuousClock.now
        try engine.synthesize(text, voice: voice) {
          samples += $0.count
          return true
        }
        times.append(Self.milliseconds(ContinuousClock.now - start))
      }
      let audio = Audio.seconds(sampleCount: samples)
      let wall = Self.median(times)
      print(
        "MEASURE whole synthesis (\(label)): \(String(format: "%.2f", audio)) s of audio in \(String(format: "%.2f", wall)) ms = \(Int(audio * 1000 / wall))x real time"
      )
    }
    let start = ContinuousClock.now
    for _ in 0..<1000 { _ = try engine.samples(for: Self.announcement, voice: voice) }
    print(
      "MEASURE phrase cache hit: \(String(format: "%.4f", Self.milliseconds(ContinuousClock.now - start) / 1000)) ms")
  }

  /// Interrupt -> first samples of the next job handed to a real-time sink.
  @Test func cutOffLatency() throws {
    let voice = try TestSupport.voice("talkback")
    let engine = try SpeechEngine()
    let long = "Notifications. You have twelve new messages from people you follow, and three reminders for today."
    let next = "Back, button"
    let expectedStart = Array(try engine.samples(for: next, voice: voice).prefix(256))
    let sink = LatencySink(marker: expectedStart)
    let player = try LivePlayer(sink: sink, engine: engine)
    var latencies: [Double] = []
    var returns: [Double] = []
    for _ in 0..<40 {
      player.play([.speech(text: long, voice: voice)], interrupting: true)
      Thread.sleep(forTimeInterval: 0.08)
      sink.arm()
      let start = ContinuousClock.now
      player.play([.speech(text: next, voice: voice)], interrupting: true)
      returns.append(Self.milliseconds(ContinuousClock.now - start))
      let deadline = ContinuousClock.now + .seconds(1)
      while sink.markerTime == nil, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.001) }
      if let heard = sink.markerTime { latencies.append(Self.milliseconds(heard - start)) }
      player.interrupt()
      player.waitUntilIdle()
    }
    print("MEASURE play(interrupting: true) returns after: median \(String(format: "%.3f", Self.median(returns))) ms")
    print(
      "MEASURE cut-off: interrupt -> next job's first samples at the sink: median \(String(format: "%.3f", Self.median(latencies))) ms over \(latencies.count) runs (max \(String(format: "%.3f", latencies.max() ?? 0)))"
    )
  }
}

/// Real-time paced sink that notes when a write starting with `marker` arrives; a
/// flush wakes a waiting write at once (a condition variable, no polling).
final class LatencySink: AudioSink, @unchecked Sendable {  // state guarded by `condition`
  private let condition = NSCondition()
  private var flushes = 0
  private var armed = false
  private var heardAt: ContinuousClock.Instant?
  private let marker: [Int16]

  init(marker: [Int16]) {
    self.marker = marker
  }

  var markerTime: ContinuousClock.Instant? { condition.withLock { heardAt } }

  func arm() {
    condition.withLock {
      armed = true
      heardAt = nil
    }
  }

  func write(_ samples: [Int16]) throws {
    let now = ContinuousClock.now
    condition.lock()
    defer { condition.unlock() }
    if armed, samples.starts(with: marker.prefix(min(samples.count, marker.count))) {
      heardAt = now
      armed = false
    }
    let flushesBefore = flushes
    let deadline = Date().addingTimeInterval(Audio.seconds(sampleCount: samples.count))
    while flushes == flushesBefore, condition.wait(until: deadline) {}
  }

  func flush() {
    condition.withLock {
      flushes += 1
      condition.broadcast()
    }
  }

  func finish() throws {}
}
