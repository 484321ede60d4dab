import ScreenReader
import Speech

/// Renders a session's timeline to samples, remembering where each segment
/// starts and ends, for WAV files and the captions and JSON aligned with them.
public final class Recorder {
  public struct Placed: Sendable {
    public var segment: TimelineSegment
    public var startSample: Int
    public var endSample: Int
  }

  let engine: SpeechEngine
  let cast: VoiceCast
  public private(set) var samples: [Int16] = []
  public private(set) var placed: [Placed] = []

  public init(engine: SpeechEngine, cast: VoiceCast) {
    self.engine = engine
    self.cast = cast
  }

  public func append(_ segments: [TimelineSegment]) throws(SpeechError) {
    for segment in segments {
      let start = samples.count
      switch segment.playbackSegment(cast: cast) {
      case .speech(let text, let voice):
        samples += try engine.samples(for: text, voice: voice)
      case .silence(let milliseconds):
        samples += repeatElement(0, count: milliseconds * Audio.sampleRate / 1000)
      case .earcon(let sound):
        samples += EarconSynthesizer.samples(for: sound)
      }
      placed.append(Placed(segment: segment, startSample: start, endSample: samples.count))
    }
  }

  public static func milliseconds(_ sample: Int) -> Int {
    sample * 1000 / Audio.sampleRate
  }
}
