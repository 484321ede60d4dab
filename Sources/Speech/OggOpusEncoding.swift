import COpusEnc
import Foundation

/// Speech compressed as Ogg Opus (RFC 7845) through libopusenc: what the hand-off
/// page embeds, since every current browser plays it and it is about a twentieth of
/// the WAV's size. Mono, tuned for voice; libopusenc resamples the 22,050 Hz input.
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
  public static func data(
    samples: [Int16], sampleRate: Int = Audio.sampleRate, bitsPerSecond: Int32 = defaultBitsPerSecond
  ) throws(SpeechError) -> Data {
    guard let comments = ope_comments_create() else { throw .encodingFailed(reason: "out of memory") }
    defer { ope_comments_destroy(comments) }
    ope_comments_add(comments, "ENCODER", "Earshot")
    var error: Int32 = 0
    guard let encoder = ope_encoder_create_pull(comments, Int32(sampleRate), 1, 0, &error) else {
      throw .encodingFailed(reason: String(cString: ope_strerror(error)))
    }
    defer { ope_encoder_destroy(encoder) }
    earshot_ope_set_bitrate(encoder, bitsPerSecond)
    earshot_ope_set_speech(encoder)
    earshot_ope_set_max_bandwidth_wideband(encoder)
    earshot_ope_set_complexity(encoder, complexity)
    // libopusenc 0.2.1 asserts (aborts) when drained before any sample was written.
    let samples = samples.isEmpty ? [0] : samples
    var stream = Data()
    func collect(flush: Bool) {
      var page: UnsafeMutablePointer<UInt8>?
      var length: Int32 = 0
      while ope_encoder_get_page(encoder, &page, &length, flush ? 1 : 0) != 0, let page {
        stream.append(page, count: Int(length))
      }
    }
    // In blocks, so the pages are collected as they fill and memory stays small.
    let block = 4096
    var start = 0
    while start < samples.count {
      let end = min(start + block, samples.count)
      let result = samples[start..<end].withUnsafeBufferPointer { buffer in
        ope_encoder_write(encoder, buffer.baseAddress, Int32(buffer.count))
      }
      guard result == OPE_OK else { throw .encodingFailed(reason: String(cString: ope_strerror(result))) }
      collect(flush: false)
      start = end
    }
    let drained = ope_encoder_drain(encoder)
    guard drained == OPE_OK else { throw .encodingFailed(reason: String(cString: ope_strerror(drained))) }
    collect(flush: true)
    return stream
  }
}
