import EarshotTestSupport
import Foundation
import Playback
import Recording
import ScreenReader
import Speech
import Testing

/// A session rendered in memory: the JSON and captions against the samples themselves.
@Suite struct RecordingTests {
  static let script = """
    # A short session on the tour, on both platforms.
    say "Listen to the check box"
    next
    next
    activate
    wait 500ms
    platform android
    next
    expect "nothing like this"
    """

  static func render() throws -> (PlaybackFixtures.Session, SessionDocument, Data) {
    let loaded = try PlaybackFixtures.shippedScenario("tour.yaml")
    let session = try PlaybackFixtures.play(script, on: loaded.screen, platform: .both)
    let header = SessionJSONWriter.Header(scenario: "scenarios/tour.yaml", script: "test", platform: .both)
    let data = try SessionJSONWriter.document(
      header: header, steps: session.steps, placed: session.recorder.placed,
      totalSamples: session.recorder.samples.count)
    return (session, try SessionDocument.decode(data), data)
  }

  static func samples(milliseconds: Int) -> Int { milliseconds * Audio.sampleRate / 1000 }
  static let tolerance = samples(milliseconds: 10)

  @Test func eachUtteranceStartsWhereItsSoundBegins() throws {
    let (session, document, _) = try Self.render()
    let samples = session.recorder.samples
    #expect(document.utterances.count >= 6)
    // An earcon ringing out right before an utterance is not the utterance's sound.
    var ends = document.commands.compactMap { $0.narration?.endMs }
    for result in document.commands.flatMap(\.platforms) {
      ends += result.earcons.compactMap(\.endMs) + result.utterances.map(\.endMs)
    }
    for utterance in document.utterances {
      let start = Self.samples(milliseconds: utterance.startMs)
      let previousEnd = Self.samples(milliseconds: ends.filter { $0 <= utterance.startMs }.max() ?? 0)
      let from = max(start - Self.tolerance, previousEnd + 1)
      let onset = PlaybackFixtures.firstLoudSample(in: samples, from: from, limit: start + Self.tolerance - from)
      #expect(onset != nil, "no sound within 10 ms of '\(utterance.text)' at \(utterance.startMs) ms")
      if let onset { #expect(abs(onset - start) <= Self.tolerance) }
      #expect(utterance.endMs > utterance.startMs)
    }
  }

  @Test func partsFollowEachOtherInsideTheirUtteranceWithAPauseBetween() throws {
    let (session, document, _) = try Self.render()
    let samples = session.recorder.samples
    let multiPart = document.utterances.filter { $0.parts.count > 1 }
    #expect(!multiPart.isEmpty)
    for utterance in document.utterances {
      #expect(utterance.parts.first?.startMs == utterance.startMs)
      #expect(utterance.parts.last?.endMs == utterance.endMs)
      for (part, next) in zip(utterance.parts, utterance.parts.dropFirst()) {
        #expect(part.startMs < part.endMs)
        #expect(part.endMs < next.startMs, "'\(part.text)' runs into '\(next.text)'")
        // Between two parts is the comma's pause: nothing louder than a whisper.
        let gap = Self.samples(milliseconds: part.endMs + 2)..<Self.samples(milliseconds: next.startMs - 2)
        let loudest = gap.map { abs(Int(samples[$0])) }.max() ?? 0
        #expect(loudest <= 300, "sound between '\(part.text)' and '\(next.text)'")
      }
    }
  }

  @Test func captionsHaveOneCuePerUtteranceAndNarrationAtTheSameTimes() throws {
    let (session, document, _) = try Self.render()
    let cues = WebVTTWriter.cues(session.recorder.placed)
    let narrations = document.commands.compactMap(\.narration)
    #expect(cues.count == document.utterances.count + narrations.count)
    let spoken =
      (document.utterances.map { ($0.startMs, $0.endMs, $0.text) } + narrations.map { ($0.startMs, $0.endMs, $0.text) })
      .sorted { $0.0 < $1.0 }
    for (cue, expected) in zip(cues, spoken) {
      #expect(cue.startMilliseconds == expected.0)
      #expect(cue.endMilliseconds == expected.1)
      #expect(cue.text == expected.2)
    }
    #expect(cues.first?.speaker == "Narrator")
    for (cue, next) in zip(cues, cues.dropFirst()) { #expect(cue.endMilliseconds <= next.startMilliseconds) }
  }

  @Test func waitIsSilenceInTheRecording() throws {
    let (session, document, _) = try Self.render()
    guard let wait = document.commands.first(where: { $0.waitMs != nil }) else {
      Issue.record("no wait in the JSON")
      return
    }
    #expect(wait.endMs - wait.startMs == 500)
    // Times are rounded to the millisecond: look inside them.
    let span = Self.samples(milliseconds: wait.startMs + 1)..<Self.samples(milliseconds: wait.endMs - 1)
    let loud = span.filter { session.recorder.samples[$0] != 0 }
    #expect(loud.isEmpty, "sound at samples \(loud.first ?? 0)... in \(span)")
  }

  @Test func theJSONSaysWhereFocusIsAndWhichExpectationFailed() throws {
    let (_, document, _) = try Self.render()
    let nexts = document.commands.filter { $0.command == "next" }
    #expect(nexts.allSatisfy { $0.platforms.allSatisfy { $0.focus != nil } })
    let expectation = document.commands.compactMap(\.expectation).first
    #expect(expectation?.holds == false)
    #expect(expectation?.expected == "nothing like this")
    // Earcons are listed with their times: TalkBack ticks on actionable elements.
    let earcons = document.commands.flatMap { $0.platforms.flatMap(\.earcons) }
    #expect(!earcons.isEmpty && earcons.allSatisfy { $0.startMs != nil && $0.endMs != nil })
  }

  @Test func renderingTwiceGivesTheSameSamplesCaptionsAndJSON() throws {
    let (first, _, firstJSON) = try Self.render()
    let (second, _, secondJSON) = try Self.render()
    #expect(first.recorder.samples == second.recorder.samples)
    #expect(WebVTTWriter.document(first.recorder.placed) == WebVTTWriter.document(second.recorder.placed))
    #expect(firstJSON == secondJSON)
  }
}
