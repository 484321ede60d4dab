/// Discards audio; for transcript-only runs and measurements.
public final class NullSink: AudioSink, Sendable {
  public init() {}
  public func write(_ samples: [Int16]) throws {}
  public func flush() {}
  public func finish() throws {}
}
