import COpusEnc
import Foundation

/// Speech compressed as Ogg Opus (RFC 7845): what the hand-off page embeds, since
/// every current browser plays it and it is about a twentieth of the WAV's size. Mono,
/// tuned for voice, coded at 16 kHz (`OggOpusWriter`).
public enum OggOpusEncoding {
  /// 12 kb/s, wideband: eSpeak NG's formant voice keeps every consonant (Opus's SILK
  /// layer codes speech to 8 kHz, where eSpeak NG's energy is; RFC 6716 section 2.1
  /// gives 8-12 kb/s for wideband speech) and a minute takes 90 KB. At 16 kb/s and
  /// full band the hybrid mode spent its bits and time on the band above 8 kHz.
  public static let defaultBitsPerSecond: Int32 = 12_000
  /// libopus's complexity (0-10): the encoder's search effort. A long dropdown's page
  /// spent 78% of its time in libopus at 5 (perf); 0 takes about half of 5's time and
  /// keeps eSpeak NG's formant speech intelligible at this rate (SILK's noise shaping
  /// and pitch search are simpler, not its bandwidth).
  public static let complexity: Int32 = 0

  /// The whole stream for these samples, or why it could not be made.
  public static func data(samples: [Int16], sampleRate: Int = Audio.sampleRate) throws(SpeechError) -> Data {
    let writer = try OggOpusWriter(inputRate: sampleRate)
    var stream = Data()
    // In blocks, so the pages are made as they fill and memory stays small.
    let block = 4096
    var start = 0
    while start < samples.count {
      let end = min(start + block, samples.count)
      stream += try writer.write(Array(samples[start..<end]))
      start = end
    }
    stream += try writer.finish()
    return stream
  }
}
