import Foundation

/// RIFF/WAVE, PCM, mono, 16-bit, `Audio.sampleRate` Hz: a fixed 44-byte header, no
/// timestamps, so equal samples always give equal bytes.
public enum WAVEncoding {
  public static let headerSize = 44

  /// Header and samples, for in-memory use.
  public static func data(samples: [Int16]) -> Data {
    var data = header(sampleCount: samples.count)
    data.append(pcmBytes(samples))
    return data
  }

  /// The header for a file of `sampleCount` samples.
  public static func header(sampleCount: Int) -> Data {
    let channels: UInt16 = 1
    let bitsPerSample: UInt16 = 16
    let blockAlign = channels * bitsPerSample / 8
    let byteRate = UInt32(Audio.sampleRate) * UInt32(blockAlign)
    // RIFF sizes are 32-bit; a longer file (over 27 hours) is capped, not wrapped.
    let dataBytes = UInt32(clamping: sampleCount * Int(blockAlign))
    let riffSize = dataBytes > UInt32.max - 36 ? UInt32.max : dataBytes + 36

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
