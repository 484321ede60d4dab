import Diagnostics
import EarshotVersion
import Foundation
import Playback
import ScreenReader
import Speech

/// The whole session as JSON, for tools: every command with what each screen
/// reader said, each utterance and each of its tagged parts with its start and
/// end in the recording (milliseconds, where the sound begins and ends), the
/// earcons, where focus is after it, and how its expectation fared.
///
/// Keys are sorted and nothing depends on the clock or the machine, so the same
/// script always writes the same bytes with the same Earshot (`earshot`: its release
/// and the commit built, which say which Earshot wrote it).
public enum SessionJSONWriter {
  /// What the JSON says about the session as a whole.
  public struct Header: Sendable {
    public var scenario: String
    public var script: String
    public var platform: PlatformChoice

    public init(scenario: String, script: String, platform: PlatformChoice) {
      self.scenario = scenario
      self.script = script
      self.platform = platform
    }
  }

  public static func document(
    header: Header, steps: [PlayedStep], placed: [Recorder.Placed], totalSamples: Int
  ) throws(PlaybackError) -> Data {
    let session = build(header: header, steps: steps, placed: placed, totalSamples: totalSamples)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      var data = JSONText.escapingInvisibles(try encoder.encode(session))
      data.append(UInt8(ascii: "\n"))
      return data
    } catch {
      throw .notEncoded("\(error)")
    }
  }

  // MARK: The document's shape

  struct Session: Encodable {
    var format = "earshot-session"
    var version = 1
    var earshot = EarshotVersion.description
    var scenario: String
    var script: String
    var platform: String
    var sampleRate: Int
    var durationMs: Int
    var commands: [CommandRecord]
  }

  struct CommandRecord: Encodable {
    var index: Int
    var command: String
    var location: String?
    var line: Int?
    var column: Int?
    var startMs: Int
    var endMs: Int
    var platforms: [PlatformRecord]
    var narration: TimedText?
    var waitMs: Int?
    var expectation: ExpectationRecord?
  }

  struct PlatformRecord: Encodable {
    var platform: String
    var screenReader: String
    var focus: FocusRecord?
    var utterances: [UtteranceRecord]
    var earcons: [EarconRecord]
  }

  struct FocusRecord: Encodable {
    var id: String
    var name: String
  }

  struct UtteranceRecord: Encodable {
    var text: String
    var startMs: Int?
    var endMs: Int?
    var delayMs: Int
    var scheduling: String
    var isHint: Bool
    var parts: [PartRecord]
    /// For an utterance in more than one language: its stretches, each with the
    /// eSpeak NG language it is spoken in (absent when it is all one language).
    var languages: [LanguageRecord]?
  }

  struct LanguageRecord: Encodable {
    var text: String
    var language: String?
  }

  struct PartRecord: Encodable {
    var kind: String
    var text: String
    var source: String
    var startMs: Int?
    var endMs: Int?
  }

  struct EarconRecord: Encodable {
    var earcon: String
    /// Absent when earcons were turned off (heard in the transcript, not the recording).
    var startMs: Int?
    var endMs: Int?
  }

  struct TimedText: Encodable {
    var text: String
    var startMs: Int?
    var endMs: Int?
  }

  struct ExpectationRecord: Encodable {
    var kind: String
    var expected: String
    var holds: Bool
    var failures: [FailureRecord]
  }

  struct FailureRecord: Encodable {
    var platform: String
    var heard: String?
  }

  // MARK: Building it

  static func build(header: Header, steps: [PlayedStep], placed: [Recorder.Placed], totalSamples: Int) -> Session {
    var byStep: [Int: [Recorder.Placed]] = [:]
    for item in placed { byStep[item.segment.step, default: []].append(item) }
    var cursor = 0
    var commands: [CommandRecord] = []
    for played in steps {
      let segments = byStep[played.index] ?? []
      let start = segments.first?.startSample ?? cursor
      let end = segments.last?.endSample ?? start
      cursor = end
      let step = played.step
      commands.append(
        CommandRecord(
          index: played.index, command: step.typed, location: played.location?.description,
          line: played.location?.line, column: played.location?.column,
          startMs: ms(start), endMs: ms(end), platforms: platformRecords(step, segments),
          narration: narrationRecord(step, segments),
          waitMs: step.waitMilliseconds > 0 ? step.waitMilliseconds : nil, expectation: expectationRecord(step)))
    }
    return Session(
      scenario: header.scenario, script: header.script, platform: header.platform.rawValue,
      sampleRate: Audio.sampleRate, durationMs: ms(totalSamples), commands: commands)
  }

  static func ms(_ sample: Int) -> Int { Recorder.roundedMilliseconds(sample) }

  /// What each platform said and played for a step, timed by the segments it was placed in.
  static func platformRecords(_ step: Step, _ segments: [Recorder.Placed]) -> [PlatformRecord] {
    var events: [TimelineSegment.EventReference: Recorder.Placed] = [:]
    for item in segments {
      if let reference = item.segment.event { events[reference] = item }
    }
    return step.results.enumerated().map { resultIndex, result in
      var utterances: [UtteranceRecord] = []
      var earcons: [EarconRecord] = []
      for (eventIndex, event) in result.events.enumerated() {
        let item = events[TimelineSegment.EventReference(result: resultIndex, event: eventIndex)]
        switch event {
        case .utterance(let utterance):
          utterances.append(utteranceRecord(utterance, item))
        case .earcon(let earcon):
          earcons.append(
            EarconRecord(
              earcon: earcon.rawValue, startMs: item.map { ms($0.soundStartSample) },
              endMs: item.map { ms($0.soundEndSample) }))
        case .focusMoved:
          break
        }
      }
      let focus = result.focusedID.map { FocusRecord(id: $0, name: result.focusedName ?? $0) }
      return PlatformRecord(
        platform: result.platform.rawValue, screenReader: result.platform.screenReaderName,
        focus: focus, utterances: utterances, earcons: earcons)
    }
  }

  /// The step's narration and when it was heard.
  static func narrationRecord(_ step: Step, _ segments: [Recorder.Placed]) -> TimedText? {
    guard let text = step.narration else { return nil }
    let item = segments.first { if case .narration = $0.segment.content { true } else { false } }
    return TimedText(
      text: text, startMs: item.map { ms($0.soundStartSample) }, endMs: item.map { ms($0.soundEndSample) })
  }

  /// The step's expectation, whether it held, and what each failing platform heard.
  static func expectationRecord(_ step: Step) -> ExpectationRecord? {
    guard let expected = step.expectation else { return nil }
    let (kind, text) =
      switch expected {
      case .speech(let text): ("speech", text)
      case .focus(let name): ("focus", name)
      }
    return ExpectationRecord(
      kind: kind, expected: text, holds: step.failures.isEmpty,
      failures: step.failures.map {
        FailureRecord(platform: $0.platform.rawValue, heard: $0.heardNothing ? nil : $0.heard)
      })
  }

  static func languageRecords(_ utterance: Utterance) -> [LanguageRecord]? {
    let runs = utterance.languageRuns
    return runs.count > 1 ? runs.map { LanguageRecord(text: $0.text, language: $0.language) } : nil
  }

  static func utteranceRecord(_ utterance: Utterance, _ item: Recorder.Placed?) -> UtteranceRecord {
    var parts: [PartRecord] = []
    var previousEnd = item?.soundStartSample
    for (index, part) in utterance.parts.enumerated() {
      var start: Int?
      var end: Int?
      if let item, item.parts.count == utterance.parts.count {
        if let span = item.parts[index] {
          start = span.lowerBound
          end = span.upperBound
        } else {
          start = previousEnd
          end = previousEnd
        }
        previousEnd = end
      }
      parts.append(
        PartRecord(
          kind: part.kind.rawValue, text: part.text, source: part.source,
          startMs: start.map(ms), endMs: end.map(ms)))
    }
    return UtteranceRecord(
      text: utterance.text, startMs: item.map { ms($0.soundStartSample) }, endMs: item.map { ms($0.soundEndSample) },
      delayMs: utterance.delayMilliseconds, scheduling: utterance.scheduling.rawValue, isHint: utterance.isHint,
      parts: parts, languages: languageRecords(utterance))
  }
}
