import Files
import Foundation

/// RIFF/WAVE, PCM, mono, 16-bit, `Audio.sampleRate` Hz: a fixed 44-byte header, no
/// timestamps, so equal samples always give equal bytes. A file Earshot writes
/// (`WAVFileSink`) also carries `OutputKind.wavMarkChunk` before its data, 76 bytes in
/// all, so the next run knows it for its own.
public enum WAVEncoding {
  public static let headerSize = 44
  public static let markedHeaderSize = 44 + OutputKind.wavMarkChunk.count

  /// Header and samples, for in-memory use (`marked`: as a file Earshot writes).
  public static func data(samples: [Int16], marked: Bool = false) -> Data {
    var data = header(sampleCount: samples.count, marked: marked)
    data.append(pcmBytes(samples))
    return data
  }

  /// The header for a file of `sampleCount` samples.
  public static func header(sampleCount: Int, marked: Bool = false) -> Data {
    let mark = marked ? OutputKind.wavMarkChunk : Data()
    let channels: UInt16 = 1
    let bitsPerSample: UInt16 = 16
    let blockAlign = channels * bitsPerSample / 8
    let byteRate = UInt32(Audio.sampleRate) * UInt32(blockAlign)
    // RIFF sizes are 32-bit; a longer file (over 27 hours) is capped, not wrapped.
    let dataBytes = UInt32(clamping: sampleCount * Int(blockAlign))
    let rest = UInt32(36 + mark.count)
    let riffSize = dataBytes > UInt32.max - rest ? UInt32.max : dataBytes + rest

    var header = Data(capacity: headerSize)
    header.append(contentsOf: Array("RIFF".utf8))
    header.appendLittleEndian(riffSize)
    header.append(contentsOf: Array("WAVE".utf8))
    header.append(contentsOf: Array("fmt ".utf8))
    header.appendLittleEndian(UInt32(16))  // size of the fmt chunk
    header.appendLittleEndian(UInt16(1))  // PCM
    header.appendLittleEndian(channels)
    header.appendLittleEndian(UInt32(Audio.sampleRate))
    header.appendLittleEndian(byteRate)
    header.appendLittleEndian(blockAlign)
    header.appendLittleEndian(bitsPerSample)
    header.append(mark)
    header.append(contentsOf: Array("data".utf8))
    header.appendLittleEndian(dataBytes)
    return header
  }

  /// Samples as little-endian bytes.
  public static func pcmBytes(_ samples: [Int16]) -> Data {
    #if _endian(little)
      return samples.withUnsafeBytes { Data($0) }
    #else
      return samples.map(\.littleEndian).withUnsafeBytes { Data($0) }
    #endif
  }
}

extension Data {
  fileprivate mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
