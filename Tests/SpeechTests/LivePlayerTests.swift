import EarshotTestSupport
import Foundation
import Synchronization
import Testing

@testable import Speech

/// A sink that takes `secondsPerSample` of wall time per sample, like a device (faster
/// than real time so tests stay short), and whose `flush` ends a write in progress.
final class PacedSink: AudioSink, Sendable {
  private struct State {
    var samples: [Int16] = []
    var flushes = 0
  }

  private let state = Mutex(State())
  let speedUp: Double

  init(speedUp: Double) {
    self.speedUp = speedUp
  }

  var playbackRate: Double? { speedUp }

  var samples: [Int16] { state.withLock { $0.samples } }
  var flushCount: Int { state.withLock { $0.flushes } }

  func write(_ samples: [Int16]) throws {
    let flushesBefore = flushCount
    let deadline = Date().addingTimeInterval(Audio.seconds(sampleCount: samples.count) / speedUp)
    while Date() < deadline, flushCount == flushesBefore {
      Thread.sleep(forTimeInterval: 0.0005)
    }
    state.withLock { $0.samples.append(contentsOf: samples) }
  }

  func flush() {
    state.withLock { $0.flushes += 1 }
  }

  func finish() throws {}
}

@Suite struct LivePlayerTests {
  @Test func playsSegmentsInOrderWithoutPacingForAMemorySink() throws {
    let voice = try TestSupport.voice("voiceover")
    let engine = try SpeechEngine()
    let sink = MemorySink()
    let player = try LivePlayer(sink: sink, engine: engine)
    let start = ContinuousClock.now
    player.play(
      [.earcon(.focusActionable), .speech(text: "Settings, button", voice: voice), .silence(milliseconds: 100)],
      interrupting: false)
    player.play([.speech(text: "Double tap to open", voice: voice)], interrupting: false)
    player.waitUntilIdle()
    let elapsed = ContinuousClock.now - start
    #expect(!player.isSpeaking)

    let expected =
      EarconSynthesizer.samples(for: .focusActionable)
      + (try engine.samples(for: "Settings, button", voice: voice))
      + [Int16](repeating: 0, count: Audio.sampleCount(milliseconds: 100))
      + (try engine.samples(for: "Double tap to open", voice: voice))
    #expect(sink.samples == expected)
    #expect(elapsed < .seconds(Audio.seconds(sampleCount: expected.count) / 4))  // no real-time sleeping
    #expect(player.lastError == nil)
  }

  /// An utterance in two languages plays live as it records: each run in its
  /// voice, eSpeak NG's comma pause between them, nothing else.
  @Test func anUtteranceInTwoVoicesPlaysAsItRecords() throws {
    let english = try TestSupport.voice("talkback")
    let german = try LanguageVoice.derive(english, language: "de")
    let engine = try SpeechEngine()
    let sink = MemorySink()
    let player = try LivePlayer(sink: sink, engine: engine)
    let runs = [
      VoicedText(text: "nicht aktiviert, ", voice: german), VoicedText(text: "Subscribe, ", voice: english),
      VoicedText(text: "Kästchen", voice: german),
    ]
    player.play([.speechInVoices(runs)], interrupting: false)
    player.waitUntilIdle()
    #expect(player.lastError == nil)
    let pause = try engine.pause(after: "nicht aktiviert, ", voice: german)
    #expect(pause > Audio.sampleCount(milliseconds: 50))
    let expected =
      (try engine.samples(for: "nicht aktiviert, ", voice: german)) + [Int16](repeating: 0, count: pause)
      + (try engine.samples(for: "Subscribe, ", voice: english))
      + [Int16](repeating: 0, count: try engine.pause(after: "Subscribe, ", voice: english))
      + (try engine.samples(for: "Kästchen", voice: german))
    #expect(sink.samples == expected)
    #expect(try engine.samples(for: runs) == expected)
  }

  @Test func interruptingCutsOffTheCurrentJobAndDropsQueuedOnes() throws {
    let voice = try TestSupport.voice("talkback")
    let engine = try SpeechEngine()
    // Five times real time: the long utterance lasts about a second, so a loaded
    // machine that is slow to run the test thread still interrupts it early.
    let sink = PacedSink(speedUp: 5)
    let player = try LivePlayer(sink: sink, engine: engine)
    let long = "Notifications. You have twelve new messages from people you follow, and three reminders."
    let queued = "This job is queued and must never be heard."
    let next = "Back, button"
    player.play([.speech(text: long, voice: voice)], interrupting: false)
    player.play([.speech(text: queued, voice: voice)], interrupting: false)
    // Interrupt once the long utterance is being heard, however long synthesis took to start.
    let started = Date().addingTimeInterval(10)
    while sink.samples.isEmpty, Date() < started { Thread.sleep(forTimeInterval: 0.001) }
    #expect(player.isSpeaking)
    player.play([.speech(text: next, voice: voice)], interrupting: true)
    player.waitUntilIdle()

    let nextSamples = try engine.samples(for: next, voice: voice)
    let longSamples = try engine.samples(for: long, voice: voice)
    let heard = sink.samples
    #expect(Array(heard.suffix(nextSamples.count)) == nextSamples)
    let fromLong = heard.count - nextSamples.count
    #expect(fromLong > 0 && fromLong < longSamples.count / 2, "heard \(fromLong) of \(longSamples.count)")
    #expect(sink.flushCount >= 1)
  }

  @Test func interruptWithNothingPlayingIsHarmless() throws {
    let sink = MemorySink()
    let player = try LivePlayer(sink: sink)
    player.interrupt()
    player.waitUntilIdle()
    #expect(!player.isSpeaking)
    #expect(sink.samples.isEmpty)
  }

  @Test func aVoiceThatFailsIsReportedAndPlaybackGoesOn() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = Voice(
      name: "broken", fileURL: folder.appendingPathComponent("missing.voice"), settings: VoiceSettings(),
      summary: "")
    let sink = MemorySink()
    let player = try LivePlayer(sink: sink)
    player.play([.speech(text: "hello", voice: broken), .earcon(.boundary)], interrupting: false)
    player.waitUntilIdle()
    #expect(sink.samples == EarconSynthesizer.samples(for: .boundary))
    guard case .invalidVoice = player.lastError else {
      Issue.record("expected invalidVoice, got \(String(describing: player.lastError))")
      return
    }
  }

  @Test func finishPlaysOutAndFinishesTheSink() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let destination = folder.appendingPathComponent("session.wav")
    let sink = try WAVFileSink(url: destination)
    let player = try LivePlayer(sink: sink)
    player.play([.earcon(.windowOpened), .silence(milliseconds: 50), .earcon(.windowClosed)], interrupting: false)
    try player.finish()
    let expected =
      EarconSynthesizer.samples(for: .windowOpened) + [Int16](repeating: 0, count: Audio.sampleCount(milliseconds: 50))
      + EarconSynthesizer.samples(for: .windowClosed)
    #expect(try Data(contentsOf: destination) == WAVEncoding.data(samples: expected, marked: true))
    player.play([.earcon(.boundary)], interrupting: false)  // ignored after finish
    #expect(!player.isSpeaking)
  }

  /// Three one-second segments played five times faster than real time: 200 ms each.
  static let threeSeconds: [PlaybackSegment] = Array(repeating: .silence(milliseconds: 1000), count: 3)

  /// Continuous reading cut off in its second element: the player can say so, which is
  /// what keeps focus on the element being read.
  @Test func aCutOffReportsTheSegmentBeingHeard() throws {
    let player = try LivePlayer(sink: PacedSink(speedUp: 5))
    let job = player.play(Self.threeSeconds, interrupting: false)
    Thread.sleep(forTimeInterval: 0.3)
    #expect(player.cutOffSegment(of: job) == nil)  // still going
    player.interrupt()
    #expect(player.cutOffSegment(of: job) == 1)
  }

  /// A device takes audio ahead of playing it (PulseAudio buffers two seconds): what
  /// counts is what had been heard, not what had been sent.
  @Test func aCutOffCountsWhatWasHeardNotWhatWasSent() throws {
    let sink = AheadSink(playbackRate: 5)
    let player = try LivePlayer(sink: sink)
    let job = player.play(Self.threeSeconds, interrupting: false)
    player.waitUntilIdle()  // all sent at once
    Thread.sleep(forTimeInterval: 0.3)
    player.interrupt()
    #expect(player.cutOffSegment(of: job) == 1)
  }

  @Test func aJobHeardToTheEndOrDroppedUnheard() throws {
    let player = try LivePlayer(sink: PacedSink(speedUp: 50))
    let finished = player.play(Self.threeSeconds, interrupting: false)
    player.waitUntilIdle()
    Thread.sleep(forTimeInterval: 0.01)
    let playing = player.play(Self.threeSeconds, interrupting: false)
    let queued = player.play(Self.threeSeconds, interrupting: false)
    player.interrupt()
    #expect(player.cutOffSegment(of: finished) == nil)
    #expect(player.cutOffSegment(of: playing) == 0)
    #expect(player.cutOffSegment(of: queued) == 0)
  }

  /// eSpeak NG is one engine per process: while the REPL speaks a long utterance on a
  /// device, a recording made meanwhile must not wait for it to be heard to the end.
  @Test func speakingOnADeviceDoesNotHoldTheEngineForItsLength() throws {
    let voice = try TestSupport.voice("talkback")
    let engine = try SpeechEngine()
    let player = try LivePlayer(sink: PacedSink(speedUp: 1), engine: engine)
    let long = "Notifications. You have twelve new messages from people you follow, and three reminders."
    player.play([.speech(text: long, voice: voice)], interrupting: false)
    Thread.sleep(forTimeInterval: 0.1)
    #expect(player.isSpeaking)
    let start = ContinuousClock.now
    _ = try engine.samples(for: "Recorded meanwhile, button", voice: voice)
    #expect(ContinuousClock.now - start < .milliseconds(500))
    #expect(player.isSpeaking)
    player.interrupt()
  }
}

/// A sink that takes everything at once, as a device with a deep buffer does, and plays
/// it afterwards at `playbackRate`.
final class AheadSink: AudioSink, Sendable {
  let playbackRate: Double?

  init(playbackRate: Double) {
    self.playbackRate = playbackRate
  }

  func write(_ samples: [Int16]) throws {}
  func flush() {}
  func finish() throws {}
}
