import Foundation
import Testing

@testable import Speech

/// The Ogg pages Earshot writes itself around libopus at 16 kHz: each page's checksum
/// as RFC 3533 defines it (checked bit by bit here, not by the writer's table), a
/// stream made in stretches as long as one made at once, and the resampler keeping
/// speech's band while it stops what would fold back above 8 kHz.
@Suite struct OggOpusWriterTests {
  static func tone(_ hertz: Double, seconds: Double) -> [Int16] {
    (0..<Int(22_050 * seconds)).map { Int16(8000 * sin(2 * Double.pi * hertz * Double($0) / 22_050)) }
  }

  /// RFC 3533's CRC, one bit at a time.
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0
    for byte in bytes {
      crc ^= UInt32(byte) << 24
      for _ in 0..<8 { crc = crc & 0x8000_0000 != 0 ? (crc << 1) ^ 0x04C1_1DB7 : crc << 1 }
    }
    return crc
  }

  /// Each page: its checksum right, and its granule position.
  static func pages(_ ogg: Data) throws -> [Int64] {
    let bytes = [UInt8](ogg)
    var granules: [Int64] = []
    var at = 0
    while at < bytes.count {
      #expect(Array(bytes[at..<at + 4]) == Array("OggS".utf8))
      let segments = Int(bytes[at + 26])
      let body = bytes[(at + 27)..<(at + 27 + segments)].reduce(0) { $0 + Int($1) }
      let end = at + 27 + segments + body
      var page = Array(bytes[at..<end])
      let stored = (0..<4).reduce(UInt32(0)) { $0 | UInt32(page[22 + $1]) << (8 * $1) }
      page.replaceSubrange(22..<26, with: [0, 0, 0, 0])
      #expect(stored == checksum(page), "page at \(at)")
      granules.append((0..<8).reduce(Int64(0)) { $0 | Int64(bytes[at + 6 + $1]) << (8 * $1) })
      at = end
    }
    return granules
  }

  @Test func everyPageChecksAndAStreamMadeInStretchesIsTheSameLength() throws {
    let samples = Self.tone(300, seconds: 2.3)
    let whole = try OggOpusEncoding.data(samples: samples)
    let stream = try OggOpusStream()
    var streamed = Data()
    for start in stride(from: 0, to: samples.count, by: 1_000) {
      streamed += try stream.write(Array(samples[start..<min(start + 1_000, samples.count)]))
    }
    streamed += try stream.finish()
    let preSkip = Int64(whole[38]) | Int64(whole[39]) << 8
    for ogg in [whole, streamed] {
      let granules = try Self.pages(ogg)
      #expect(granules.count > 3)
      let last = try #require(granules.last)
      #expect(last - preSkip == Int64((Double(samples.count) * 48_000 / 22_050).rounded()))
      #expect(granules == granules.sorted(), "granule positions only grow")
    }
  }

  @Test func theResamplerKeepsSpeechsBandAndStopsWhatWouldFoldBack() {
    func level(_ samples: [Int16]) -> Double {
      let middle = samples[samples.count / 4..<samples.count * 3 / 4]
      return sqrt(middle.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(middle.count))
    }
    for (hertz, kept) in [(1_000.0, true), (4_000.0, true), (10_000.0, false)] {
      let input = Self.tone(hertz, seconds: 0.5)
      let resampler = SpeechResampler()
      let output = resampler.resample(input) + resampler.finish()
      #expect(output.count == 8_000)
      let ratio = level(output) / level(input)
      if kept {
        #expect(ratio > 0.9 && ratio < 1.05, "\(hertz) Hz comes out at \(ratio) of its level")
      } else {
        #expect(ratio < 0.05, "\(hertz) Hz comes out at \(ratio) of its level")
      }
    }
  }
}
