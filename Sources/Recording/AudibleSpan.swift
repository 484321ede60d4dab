/// Where sound is heard in a run of samples: from the first sample louder than
/// the silence threshold to just after the last. eSpeak NG starts an utterance
/// with a few milliseconds of near-silence and ends it with a pause; captions
/// and timings are about the sound, so they start and end where it does.
public enum AudibleSpan {
  /// Samples quieter than this (about -50 dBFS) count as silence.
  public static let silenceThreshold = 100

  /// The audible range within `range` of `samples`, in the same indices; nil when silent.
  public static func of(_ samples: [Int16], in range: Range<Int>) -> Range<Int>? {
    let range = range.clamped(to: samples.indices)
    guard let first = range.first(where: { isAudible(samples[$0]) }),
      let last = range.reversed().first(where: { isAudible(samples[$0]) })
    else { return nil }
    return first..<(last + 1)
  }

  static func isAudible(_ sample: Int16) -> Bool {
    abs(Int(sample)) > silenceThreshold
  }
}
