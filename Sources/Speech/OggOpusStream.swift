import COpusEnc
import Foundation

/// Ogg Opus made as speech is synthesised: samples go in a stretch at a time and the
/// pages they complete come out at once, so a server sends the first words while the
/// rest are still being spoken (the playground's audio). The same settings as
/// `OggOpusEncoding`, which makes a whole stream in one call.
public final class OggOpusStream {
  let encoder: OpaquePointer
  let comments: OpaquePointer
  var wroteSamples = false
  var finished = false

  public init(sampleRate: Int = Audio.sampleRate) throws(SpeechError) {
    guard let comments = ope_comments_create() else { throw .encodingFailed(reason: "out of memory") }
    ope_comments_add(comments, "ENCODER", "Earshot")
    var error: Int32 = 0
    guard let encoder = ope_encoder_create_pull(comments, Int32(sampleRate), 1, 0, &error) else {
      ope_comments_destroy(comments)
      throw .encodingFailed(reason: String(cString: ope_strerror(error)))
    }
    self.encoder = encoder
    self.comments = comments
    earshot_ope_set_bitrate(encoder, OggOpusEncoding.defaultBitsPerSecond)
    earshot_ope_set_speech(encoder)
    earshot_ope_set_max_bandwidth_wideband(encoder)
    earshot_ope_set_complexity(encoder, OggOpusEncoding.complexity)
  }

  deinit {
    ope_encoder_destroy(encoder)
    ope_comments_destroy(comments)
  }

  /// Encodes these samples; returns the pages they completed, flushed so a listener
  /// hears them now rather than when a page fills.
  public func write(_ samples: [Int16]) throws(SpeechError) -> Data {
    guard !samples.isEmpty, !finished else { return Data() }
    wroteSamples = true
    let result = samples.withUnsafeBufferPointer { buffer in
      ope_encoder_write(encoder, buffer.baseAddress, Int32(buffer.count))
    }
    guard result == OPE_OK else { throw .encodingFailed(reason: String(cString: ope_strerror(result))) }
    return pages(flush: true)
  }

  /// The stream's last pages.
  public func finish() throws(SpeechError) -> Data {
    guard !finished else { return Data() }
    finished = true
    // libopusenc 0.2.1 asserts (aborts) when drained before any sample was written.
    if !wroteSamples {
      let silence: [Int16] = [0]
      _ = silence.withUnsafeBufferPointer { ope_encoder_write(encoder, $0.baseAddress, 1) }
    }
    let drained = ope_encoder_drain(encoder)
    guard drained == OPE_OK else { throw .encodingFailed(reason: String(cString: ope_strerror(drained))) }
    return pages(flush: true)
  }

  func pages(flush: Bool) -> Data {
    var stream = Data()
    var page: UnsafeMutablePointer<UInt8>?
    var length: Int32 = 0
    while ope_encoder_get_page(encoder, &page, &length, flush ? 1 : 0) != 0, let page {
      stream.append(page, count: Int(length))
    }
    return stream
  }
}
