import Playback
import ScreenReader
import Speech

/// Renders a session's timeline to samples, remembering where each segment
/// starts and ends, for WAV files and the captions and JSON aligned with them.
public final class Recorder {
  public struct Placed: Sendable {
    public var segment: TimelineSegment
    /// The segment's samples, leading and trailing near-silence included.
    public var startSample: Int
    public var endSample: Int
    /// Where its sound is heard (see `AudibleSpan`); nil for silence.
    public var sound: Range<Int>?
    /// For an utterance, when parts are measured: each part's own samples, in
    /// the order of the utterance's parts (nil for a part with no sound).
    public var parts: [Range<Int>?]

    /// Where the sound starts, or the segment's start when it is silent.
    public var soundStartSample: Int { sound?.lowerBound ?? startSample }
    /// Where the sound ends, or the segment's start when it is silent.
    public var soundEndSample: Int { sound?.upperBound ?? startSample }
  }

  let engine: SpeechEngine
  let cast: VoiceCast
  /// Whether to find where each part of an utterance is spoken (for JSON).
  let measuresParts: Bool
  public private(set) var samples: [Int16] = []
  public private(set) var placed: [Placed] = []

  public init(engine: SpeechEngine, cast: VoiceCast, measuresParts: Bool = false) {
    self.engine = engine
    self.cast = cast
    self.measuresParts = measuresParts
  }

  public func append(_ segments: [TimelineSegment]) throws(SpeechError) {
    for segment in segments {
      let start = samples.count
      var partSpans: [Range<Int>?] = []
      switch segment.playbackSegment(cast: cast) {
      case .speech(let text, let voice):
        let spoken = try engine.samples(for: text, voice: voice)
        samples += spoken
        if measuresParts, case .utterance(let utterance, _) = segment.content {
          partSpans = try partBoundaries(of: utterance, spoken: spoken, voice: voice).map { part in
            AudibleSpan.of(samples, in: (start + part.lowerBound)..<(start + part.upperBound))
          }
        }
      case .silence(let milliseconds):
        samples += repeatElement(0, count: Audio.sampleCount(milliseconds: milliseconds))
      case .earcon(let sound):
        samples += EarconSynthesizer.samples(for: sound)
      }
      placed.append(
        Placed(
          segment: segment, startSample: start, endSample: samples.count,
          sound: AudibleSpan.of(samples, in: start..<samples.count), parts: partSpans))
    }
  }

  /// Each part's share of the utterance's samples, relative to its start.
  ///
  /// eSpeak NG speaks clause by clause, and a comma ends a clause, so the
  /// utterance up to part k with its comma ("not checked, Subscribe,") renders to
  /// exactly the first samples of the whole: part k+1 starts where that ends.
  /// When a prefix does not match (text eSpeak reads across the comma), the
  /// boundary falls back to the share of characters.
  func partBoundaries(of utterance: Utterance, spoken: [Int16], voice: Voice) throws(SpeechError) -> [Range<Int>] {
    let parts = utterance.parts.map(\.text)
    guard parts.count > 1 else { return [0..<spoken.count] }
    let fullLength = max(1, utterance.text.count)
    var boundaries = [0]
    for count in 1..<parts.count {
      let prefix = parts[0..<count].joined(separator: ", ") + ","
      let prefixSamples = try engine.samples(for: prefix, voice: voice)
      var boundary: Int
      if prefixSamples.count <= spoken.count, spoken[0..<prefixSamples.count].elementsEqual(prefixSamples) {
        boundary = prefixSamples.count
      } else {
        boundary = spoken.count * min(prefix.count, fullLength) / fullLength
      }
      boundary = min(max(boundary, boundaries[boundaries.count - 1]), spoken.count)
      boundaries.append(boundary)
    }
    boundaries.append(spoken.count)
    return (0..<parts.count).map { boundaries[$0]..<boundaries[$0 + 1] }
  }

  public static func milliseconds(_ sample: Int) -> Int {
    sample * 1000 / Audio.sampleRate
  }

  /// A sample position in milliseconds, rounded to the nearest.
  public static func roundedMilliseconds(_ sample: Int) -> Int {
    (sample * 1000 + Audio.sampleRate / 2) / Audio.sampleRate
  }
}
