import Foundation
import Speech
import Testing

/// The hand-off page's audio: Ogg Opus a browser plays, as long as the speech it holds.
@Suite struct OggOpusEncodingTests {
  /// A second and a half of a 440 Hz tone at 22,050 Hz.
  static let tone = (0..<33_075).map { Int16(8000 * sin(2 * Double.pi * 440 * Double($0) / 22_050)) }

  @Test func theStreamIsOggOpusAsLongAsTheSamples() throws {
    let ogg = try OggOpusEncoding.data(samples: Self.tone)
    #expect(ogg.prefix(4) == Data("OggS".utf8))
    #expect(ogg.subdata(in: 28..<36) == Data("OpusHead".utf8))
    // RFC 7845: the last page's granule position, at 48 kHz, less the pre-skip, is the length.
    let bytes = [UInt8](ogg)
    let preSkip = Int(bytes[38]) | Int(bytes[39]) << 8
    let capture = [UInt8]("OggS".utf8)
    let pageStarts = (0..<(bytes.count - 4)).filter { Array(bytes[$0..<($0 + 4)]) == capture }
    let lastPage = try #require(pageStarts.last)
    let granule = (0..<8).reduce(0) { $0 | Int(bytes[lastPage + 6 + $1]) << (8 * $1) }
    #expect(abs(Double(granule - preSkip) / 48_000 - 1.5) < 0.001)
  }

  @Test func itIsAboutATwentiethOfTheWAV() throws {
    let ogg = try OggOpusEncoding.data(samples: Self.tone)
    let wav = WAVEncoding.data(samples: Self.tone)
    #expect(ogg.count * 10 < wav.count, "\(ogg.count) bytes of Opus for \(wav.count) of WAV")
  }

  @Test func silenceAndNothingStillMakeAStream() throws {
    #expect(try OggOpusEncoding.data(samples: []).prefix(4) == Data("OggS".utf8))
    #expect(try OggOpusEncoding.data(samples: [Int16](repeating: 0, count: 100)).prefix(4) == Data("OggS".utf8))
  }
}
