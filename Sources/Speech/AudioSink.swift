/// Where samples go: a sound device, a WAV file, memory, or nowhere.
/// Samples are always `Audio.sampleRate` Hz, mono, 16-bit.
public protocol AudioSink: AnyObject {
  /// Adds samples. A device sink blocks roughly in real time; other sinks return at once.
  func write(_ samples: [Int16]) throws
  /// Drops whatever is buffered but not yet heard (a cut-off). May be called from
  /// another thread while a `write` is in progress, which it should cut short; it must
  /// return promptly (it is called from `LivePlayer.interrupt()`).
  func flush()
  /// Ends the session: plays out what is buffered, or finalises the file.
  func finish() throws
  /// Seconds of audio heard per second of wall time, for a sink that plays as it goes
  /// (a device: 1); nil for one that only stores. With it, `LivePlayer` tells what had
  /// been heard when speech was cut off, although a device accepts audio ahead of time.
  var playbackRate: Double? { get }
}

extension AudioSink {
  public var playbackRate: Double? { nil }
}
