import COpusEnc
import Foundation

/// Speech as Ogg Opus (RFC 7845 in Ogg pages, RFC 3533), encoded by libopus at 16 kHz:
/// `SpeechResampler` brings eSpeak NG's 22,050 Hz down, libopus codes 20 ms frames,
/// and the pages are written here. Half the CPU of libopusenc, which resampled to
/// 48 kHz for libopus to resample back (a 400 s test signal: 1.47 s through libopusenc
/// at 22,050 Hz, 0.80 s through libopus at 16 kHz, the same settings). Both the
/// hand-off page's clips (`OggOpusEncoding`) and the servers' streams (`OggOpusStream`)
/// are made here.
final class OggOpusWriter {
  let encoder: OpaquePointer
  let resampler = SpeechResampler()
  /// 16 kHz samples short of a whole frame.
  var pending: [Int16] = []
  /// Encoded packets not yet in a page.
  var packets: [[UInt8]] = []
  /// Where the last packet ends, in 48 kHz samples counted from the stream's start (pre-skip included).
  var granule: Int64
  let preSkip: Int
  let serial: UInt32
  var sequence: UInt32 = 0
  var wroteHeaders = false
  let inputRate: Int

  /// 20 ms at 16 kHz: Opus's usual frame for speech.
  static let frame = 320
  /// How many 48 kHz samples a 16 kHz frame spans (granule positions count at 48 kHz).
  static let frameAt48k: Int64 = 960
  /// A page holds at most this many packets (a second of speech), well within Ogg's 255 segments.
  static let packetsPerPage = 50

  init(inputRate: Int) throws(SpeechError) {
    guard inputRate == SpeechResampler.inputRate else {
      throw .encodingFailed(reason: "Opus speech is made from \(SpeechResampler.inputRate) Hz samples")
    }
    var error: Int32 = 0
    guard let encoder = opus_encoder_create(16_000, 1, OPUS_APPLICATION_VOIP, &error) else {
      throw .encodingFailed(reason: String(cString: opus_strerror(error)))
    }
    self.encoder = encoder
    self.inputRate = inputRate
    earshot_opus_set_bitrate(encoder, OggOpusEncoding.defaultBitsPerSecond)
    earshot_opus_set_speech(encoder)
    earshot_opus_set_max_bandwidth_wideband(encoder)
    earshot_opus_set_complexity(encoder, OggOpusEncoding.complexity)
    // The encoder's delay, which a decoder drops from the start (RFC 7845 section 4.2), at 48 kHz.
    preSkip = Int(earshot_opus_lookahead(encoder)) * 3
    granule = Int64(preSkip)
    var generator = SystemRandomNumberGenerator()
    serial = UInt32(truncatingIfNeeded: generator.next())
  }

  deinit {
    opus_encoder_destroy(encoder)
  }

  /// Encodes these samples; returns the pages they completed (every packet encoded is
  /// paged at once, so a listener hears it now).
  func write(_ samples: [Int16]) throws(SpeechError) -> Data {
    var data = headers()
    pending += resampler.resample(samples)
    try encodeFrames()
    data += pages(last: false)
    return data
  }

  /// The stream's last pages: the tail padded to a whole frame, and the last page's
  /// granule position saying where the speech really ends (RFC 7845 section 4.4).
  func finish() throws(SpeechError) -> Data {
    var data = headers()
    pending += resampler.finish()
    if pending.count % Self.frame != 0 || packets.isEmpty && pending.isEmpty {
      pending += [Int16](repeating: 0, count: Self.frame - pending.count % Self.frame)
    }
    try encodeFrames()
    let length = (Int64(resampler.received) * 48_000 + Int64(inputRate / 2)) / Int64(inputRate)
    data += pages(last: true, end: Int64(preSkip) + length)
    return data
  }

  func encodeFrames() throws(SpeechError) {
    var buffer = [UInt8](repeating: 0, count: 1_500)
    var offset = 0
    while pending.count - offset >= Self.frame {
      let frame = Array(pending[offset..<offset + Self.frame])
      let size = frame.withUnsafeBufferPointer { samples in
        buffer.withUnsafeMutableBufferPointer { out -> Int32 in
          guard let input = samples.baseAddress, let output = out.baseAddress else { return OPUS_BAD_ARG }
          return opus_encode(encoder, input, Int32(Self.frame), output, Int32(out.count))
        }
      }
      guard size > 0 else { throw .encodingFailed(reason: String(cString: opus_strerror(size))) }
      packets.append(Array(buffer[0..<Int(size)]))
      offset += Self.frame
    }
    pending.removeFirst(offset)
  }

  /// The identification and comment headers, each on a page of its own, once.
  func headers() -> Data {
    guard !wroteHeaders else { return Data() }
    wroteHeaders = true
    var head = Data("OpusHead".utf8)
    head.append(1)  // version
    head.append(1)  // channels
    head.append(littleEndian: UInt16(preSkip))
    head.append(littleEndian: UInt32(inputRate))
    head.append(littleEndian: UInt16(0))  // output gain
    head.append(0)  // mapping family: mono
    var tags = Data("OpusTags".utf8)
    let vendor = Data(String(cString: opus_get_version_string()).utf8)
    tags.append(littleEndian: UInt32(vendor.count))
    tags.append(vendor)
    let comment = Data("ENCODER=Earshot".utf8)
    tags.append(littleEndian: UInt32(1))
    tags.append(littleEndian: UInt32(comment.count))
    tags.append(comment)
    return page([[UInt8](head)], granule: 0, flags: 0x02) + page([[UInt8](tags)], granule: 0, flags: 0)
  }

  /// The packets so far as pages; the last one (`last`) flagged end of stream at `end`.
  func pages(last: Bool, end: Int64 = 0) -> Data {
    var data = Data()
    while !packets.isEmpty {
      let count = min(packets.count, Self.packetsPerPage)
      let batch = Array(packets.prefix(count))
      packets.removeFirst(count)
      granule += Int64(count) * Self.frameAt48k
      let final = last && packets.isEmpty
      data += page(batch, granule: final ? min(end, granule) : granule, flags: final ? 0x04 : 0)
    }
    return data
  }

  /// One Ogg page holding whole packets (RFC 3533 section 6).
  func page(_ packets: [[UInt8]], granule: Int64, flags: UInt8) -> Data {
    var lacing: [UInt8] = []
    for packet in packets {
      lacing += [UInt8](repeating: 255, count: packet.count / 255)
      lacing.append(UInt8(packet.count % 255))
    }
    var page = Data("OggS".utf8)
    page.append(0)  // version
    page.append(flags)
    page.append(littleEndian: UInt64(bitPattern: granule))
    page.append(littleEndian: serial)
    page.append(littleEndian: sequence)
    page.append(littleEndian: UInt32(0))  // checksum, filled in below
    page.append(UInt8(lacing.count))
    page.append(contentsOf: lacing)
    for packet in packets { page.append(contentsOf: packet) }
    let checksum = OggChecksum.of(page)
    page.replaceSubrange(22..<26, with: withUnsafeBytes(of: checksum.littleEndian) { Data($0) })
    sequence += 1
    return page
  }
}

extension Data {
  mutating func append<T: FixedWidthInteger>(littleEndian value: T) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
