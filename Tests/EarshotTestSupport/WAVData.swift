/// Reads back what a 16-bit mono PCM WAV file holds.
public enum WAVData {
  /// The samples of the data chunk, and the sample rate from the fmt chunk.
  public static func samples(_ data: [UInt8]) throws -> (samples: [Int16], rate: Int) {
    let bytes = data
    func uint32(_ offset: Int) -> Int {
      Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
    }
    guard bytes.count >= 44, String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF",
      String(decoding: bytes[8..<12], as: UTF8.self) == "WAVE"
    else { throw TestFailure("not a WAV file") }
    var rate = 0
    var offset = 12
    while offset + 8 <= bytes.count {
      let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      let size = uint32(offset + 4)
      if id == "fmt " { rate = uint32(offset + 12) }
      if id == "data" {
        let end = min(bytes.count, offset + 8 + size)
        let samples = stride(from: offset + 8, to: end - 1, by: 2).map {
          Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
        return (samples, rate)
      }
      offset += 8 + size + (size & 1)
    }
    throw TestFailure("no data chunk in the WAV file")
  }
}
