import Foundation

/// Ogg Opus made as speech is synthesised: samples go in a stretch at a time and the
/// pages they complete come out at once, so a server sends the first words while the
/// rest are still being spoken (the playground's audio). The same settings as
/// `OggOpusEncoding`, which makes a whole stream in one call.
public final class OggOpusStream {
  let writer: OggOpusWriter
  var finished = false

  public init(sampleRate: Int = Audio.sampleRate) throws(SpeechError) {
    writer = try OggOpusWriter(inputRate: sampleRate)
  }

  /// Encodes these samples; returns the pages they completed, at once, so a listener
  /// hears them now rather than when a page fills.
  public func write(_ samples: [Int16]) throws(SpeechError) -> Data {
    guard !samples.isEmpty, !finished else { return Data() }
    return try writer.write(samples)
  }

  /// The stream's last pages.
  public func finish() throws(SpeechError) -> Data {
    guard !finished else { return Data() }
    finished = true
    return try writer.finish()
  }
}
