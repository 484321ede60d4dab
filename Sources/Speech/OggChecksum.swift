/// Ogg's page checksum (RFC 3533 section 6): CRC-32 with the polynomial 0x04C11DB7,
/// not reflected, starting at zero, over the page with its checksum field zeroed.
enum OggChecksum {
  static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index) << 24
    for _ in 0..<8 { value = value & 0x8000_0000 != 0 ? (value << 1) ^ 0x04C1_1DB7 : value << 1 }
    return value
  }

  static func of(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0
    for byte in bytes { crc = (crc << 8) ^ table[Int(((crc >> 24) ^ UInt32(byte)) & 0xFF)] }
    return crc
  }
}
