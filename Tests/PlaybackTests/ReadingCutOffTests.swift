import Foundation
import Playback
import Recording
import ScreenReader
import Speech
import Synchronization
import Testing

/// Stopping read-all partway leaves focus on the element being read, so the next swipe
/// goes on from there, as on a device.
@Suite struct ReadingCutOffTests {
  static let yaml = """
    title: Settings
    elements:
      - heading: Settings
      - checkbox: Subscribe
      - switch: Daily digest
      - button: Continue
    """

  /// The read-all step on `platform`, its sound, and the index of the first segment
  /// that sounds the element named `name` (its earcon or its words).
  func reading(_ platform: PlatformChoice) throws -> (Player, Step, [TimelineSegment]) {
    var player = Player(screen: try PlaybackFixtures.screen(Self.yaml), platform: platform)
    let step = try player.run(.engine(.readAll, typed: "read-all"))
    return (player, step, Timeline.segments(for: step, index: 0))
  }

  func firstSegment(sounding name: String, in step: Step, _ segments: [TimelineSegment], result: Int = 0) -> Int? {
    segments.firstIndex { segment in
      guard case .utterance(let utterance, _) = segment.content, segment.event?.result == result else { return false }
      return utterance.text.contains(name)
    }
  }

  @Test(arguments: [PlatformChoice.ios, .android])
  func theNextSwipeGoesOnFromWhereReadingStopped(_ platform: PlatformChoice) throws {
    var (player, step, segments) = try reading(platform)
    #expect(ReadingCutOff.isReading(step))
    #expect(player.sessions[0].focusedNode?.name == "Continue")  // heard in full, focus is on the last
    let cut = try #require(firstSegment(sounding: "Subscribe", in: step, segments))
    player.placeFocus(ReadingCutOff.focus(of: step, segments: segments, cutSegment: cut))
    #expect(player.sessions[0].focusedNode?.name == "Subscribe")
    let next = try player.run(.engine(.next, typed: "next"))
    #expect(next.results[0].events.spokenText.contains("Daily digest"))
  }

  /// TalkBack's earcon for an actionable element comes as focus lands on it: a cut
  /// there is on the element it announces, not the one before.
  @Test func aCutInAnEarconBelongsToTheElementItAnnounces() throws {
    let (_, step, segments) = try reading(.android)
    let words = try #require(firstSegment(sounding: "Subscribe", in: step, segments))
    let earcon = try #require(
      segments.indices.last { index in
        guard index < words, case .earcon = segments[index].content else { return false }
        return true
      })
    let focus = ReadingCutOff.focus(of: step, segments: segments, cutSegment: earcon)
    #expect(focus[.android] == step.results[0].events.compactMap(\.movedFocusTo)[1])
  }

  /// With both screen readers, iOS reads first: cut during iOS, Android had not begun.
  @Test func withBothACutInTheFirstReadingLeavesTheSecondAtItsStart() throws {
    let (_, step, segments) = try reading(.both)
    let cut = try #require(firstSegment(sounding: "Daily digest", in: step, segments, result: 0))
    let focus = ReadingCutOff.focus(of: step, segments: segments, cutSegment: cut)
    let ids = step.results.map { $0.events.compactMap(\.movedFocusTo) }
    #expect(focus[.ios] == ids[0][2])
    #expect(focus[.android] == ids[1][0])
    // Cut in Android's reading: iOS was heard in full and stays on its last element.
    let late = try #require(firstSegment(sounding: "Daily digest", in: step, segments, result: 1))
    let after = ReadingCutOff.focus(of: step, segments: segments, cutSegment: late)
    #expect(after[.ios] == nil)
    #expect(after[.android] == ids[1][2])
  }

  @Test func aSingleSwipeIsNotReading() throws {
    var player = Player(screen: try PlaybackFixtures.screen(Self.yaml), platform: .android)
    let step = try player.run(.engine(.next, typed: "next"))
    #expect(!ReadingCutOff.isReading(step))
    #expect(ReadingCutOff.focus(of: step, segments: Timeline.segments(for: step, index: 0), cutSegment: 0).isEmpty)
  }

  /// The whole way: real speech through `LivePlayer` into a sink that plays five times
  /// faster than real time, stopped while Daily digest is being read.
  @Test func livePlaybackStoppedMidwayTellsTheElementBeingHeard() throws {
    var (player, step, segments) = try reading(.android)
    let cast = try PlaybackFixtures.cast()
    let engine = try SpeechEngine()
    let speedUp = 5.0
    let live = try LivePlayer(sink: FastDevice(speedUp: speedUp), engine: engine)
    // When Daily digest's words are halfway through, in wall time.
    let target = try #require(firstSegment(sounding: "Daily digest", in: step, segments))
    var samplesBefore = 0
    for segment in segments[..<target] { samplesBefore += try Self.sampleCount(segment, cast: cast, engine: engine) }
    let middle = samplesBefore + (try Self.sampleCount(segments[target], cast: cast, engine: engine)) / 2
    let job = live.play(segments.map { $0.playbackSegment(cast: cast) }, interrupting: true)
    Thread.sleep(forTimeInterval: Audio.seconds(sampleCount: middle) / speedUp)
    live.interrupt()
    let cut = try #require(live.cutOffSegment(of: job))
    player.placeFocus(ReadingCutOff.focus(of: step, segments: segments, cutSegment: cut))
    #expect(player.sessions[0].focusedNode?.name == "Daily digest")
  }

  static func sampleCount(_ segment: TimelineSegment, cast: VoiceCast, engine: SpeechEngine) throws -> Int {
    switch segment.playbackSegment(cast: cast) {
    case .speech(let text, let voice): try engine.samples(for: text, voice: voice).count
    case .speechInVoices(let runs): try engine.samples(for: runs).count
    case .silence(let milliseconds): Audio.sampleCount(milliseconds: milliseconds)
    case .earcon(let sound): EarconSynthesizer.samples(for: sound).count
    }
  }
}

/// Plays `speedUp` times faster than real time, taking each write as it plays.
final class FastDevice: AudioSink, Sendable {
  let playbackRate: Double?
  private let flushes = Atomic<Int>(0)

  init(speedUp: Double) {
    playbackRate = speedUp
  }

  func write(_ samples: [Int16]) throws {
    let before = flushes.load(ordering: .acquiring)
    let deadline = Date().addingTimeInterval(Audio.seconds(sampleCount: samples.count) / (playbackRate ?? 1))
    while Date() < deadline, flushes.load(ordering: .acquiring) == before { Thread.sleep(forTimeInterval: 0.0005) }
  }

  func flush() { flushes.add(1, ordering: .releasing) }
  func finish() throws {}
}
