/// The one audio format used everywhere in Earshot: mono, 16-bit signed PCM.
public enum Audio {
  /// Samples per second; eSpeak NG's native rate, so speech is never resampled.
  public static let sampleRate = 22_050

  /// Number of samples in `milliseconds` of audio (rounded down, never negative).
  public static func sampleCount(milliseconds: Int) -> Int {
    max(0, milliseconds) * sampleRate / 1000
  }

  /// Duration of `sampleCount` samples, in seconds.
  public static func seconds(sampleCount: Int) -> Double {
    Double(sampleCount) / Double(sampleRate)
  }
}
