import Files
import Playback
import ScreenReader
import Speech

/// Renders a session's timeline to samples, remembering where each segment
/// starts and ends, for WAV files and the captions and JSON aligned with them.
///
/// With a sink (a `WAVFileSink`), each segment's samples go straight to it and only
/// the count is kept, so memory stays flat however long the session; without one,
/// the samples are kept in `samples` (tests, benchmarks).
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
  let sink: (any AudioSink)?
  /// Every sample, when there is no sink; empty otherwise.
  public private(set) var samples: [Int16] = []
  /// Samples recorded so far (in `samples` or in the sink).
  public private(set) var sampleCount = 0
  public private(set) var placed: [Placed] = []

  public init(engine: SpeechEngine, cast: VoiceCast, measuresParts: Bool = false, sink: (any AudioSink)? = nil) {
    self.engine = engine
    self.cast = cast
    self.measuresParts = measuresParts
    self.sink = sink
  }

  /// Renders the segments and adds them; a sink that cannot be written throws
  /// `fileNotWritten`, with what was already written kept.
  public func append(_ segments: [TimelineSegment]) throws(SpeechError) {
    for segment in segments {
      let start = sampleCount
      var partSpans: [Range<Int>?] = []
      let rendered: [Int16]
      switch segment.playbackSegment(cast: cast) {
      case .speech(let text, let voice):
        rendered = try engine.samples(for: text, voice: voice)
        if measuresParts, case .utterance(let utterance, _) = segment.content {
          partSpans = try partBoundaries(of: utterance, spoken: rendered, voice: voice).map { part in
            AudibleSpan.of(rendered, in: part).map { (start + $0.lowerBound)..<(start + $0.upperBound) }
          }
        }
      case .speechInVoices(let runs):
        rendered = try engine.samples(for: runs)
        if measuresParts, case .utterance(let utterance, _) = segment.content {
          partSpans = try partBoundaries(of: utterance, runs: runs, spoken: rendered).map { part in
            AudibleSpan.of(rendered, in: part).map { (start + $0.lowerBound)..<(start + $0.upperBound) }
          }
        }
      case .silence(let milliseconds):
        rendered = Array(repeating: 0, count: Audio.sampleCount(milliseconds: milliseconds))
      case .earcon(let sound):
        rendered = EarconSynthesizer.samples(for: sound)
      }
      if let sink {
        do {
          try sink.write(rendered)
        } catch let error as SpeechError {
          throw error
        } catch let error as FileError {
          throw .fileNotWritten(path: error.path, reason: error.reason)
        } catch {
          throw .fileNotWritten(path: "the recording", reason: "\(error)")
        }
      } else {
        samples += rendered
      }
      sampleCount += rendered.count
      let sound = AudibleSpan.of(rendered, in: 0..<rendered.count).map {
        (start + $0.lowerBound)..<(start + $0.upperBound)
      }
      placed.append(
        Placed(segment: segment, startSample: start, endSample: sampleCount, sound: sound, parts: partSpans))
    }
  }

  /// The segments' samples, rendered without being recorded (the REPL keeps a command's
  /// audio until it knows how much of it was heard).
  public static func render(
    _ segments: [TimelineSegment], engine: SpeechEngine, cast: VoiceCast
  ) throws(SpeechError) -> [Int16] {
    var rendered: [Int16] = []
    for segment in segments {
      switch segment.playbackSegment(cast: cast) {
      case .speech(let text, let voice): rendered += try engine.samples(for: text, voice: voice)
      case .speechInVoices(let runs): rendered += try engine.samples(for: runs)
      case .silence(let milliseconds):
        rendered += repeatElement(0, count: Audio.sampleCount(milliseconds: milliseconds))
      case .earcon(let sound): rendered += EarconSynthesizer.samples(for: sound)
      }
    }
    return rendered
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

  /// The same for an utterance spoken in several voices: a stretch starts exactly
  /// where the samples of those before it end, and inside a stretch a part starts
  /// where the stretch up to it, with its comma, ends (as above).
  func partBoundaries(of utterance: Utterance, runs: [VoicedText], spoken: [Int16]) throws(SpeechError) -> [Range<Int>]
  {
    var runCharacters: [Int] = []
    var runSamples: [Int] = []
    var characters = 0
    var samples = 0
    for run in runs {
      runCharacters.append(characters)
      runSamples.append(samples)
      characters += run.text.count
      samples += try engine.samples(for: run.text, voice: run.voice).count
      samples += try engine.pause(after: run.text, voice: run.voice)
    }
    func sample(atCharacter offset: Int) throws(SpeechError) -> Int {
      guard let index = runCharacters.lastIndex(where: { $0 <= offset }) else { return 0 }
      let run = runs[index]
      let local = offset - runCharacters[index]
      let start = runSamples[index]
      let end = index + 1 < runSamples.count ? runSamples[index + 1] : spoken.count
      guard local > 0 else { return start }
      var prefix = Substring(run.text.prefix(local))
      while prefix.last == " " { prefix = prefix.dropLast() }
      let prefixSamples = try engine.samples(for: String(prefix), voice: run.voice)
      if start + prefixSamples.count <= end, spoken[start..<(start + prefixSamples.count)].elementsEqual(prefixSamples)
      {
        return start + prefixSamples.count
      }
      return start + (end - start) * local / max(1, run.text.count)
    }
    var starts: [Int] = []
    var offset = 0
    for part in utterance.parts {
      starts.append(min(max(try sample(atCharacter: offset), starts.last ?? 0), spoken.count))
      offset += part.text.count + 2
    }
    starts.append(spoken.count)
    return (0..<utterance.parts.count).map { starts[$0]..<max(starts[$0], starts[$0 + 1]) }
  }

  public static func milliseconds(_ sample: Int) -> Int {
    sample * 1000 / Audio.sampleRate
  }

  /// A sample position in milliseconds, rounded to the nearest.
  public static func roundedMilliseconds(_ sample: Int) -> Int {
    (sample * 1000 + Audio.sampleRate / 2) / Audio.sampleRate
  }
}
