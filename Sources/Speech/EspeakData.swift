import Foundation

/// What eSpeak NG's data folder holds: the phoneme tables compiled into `phontab`, and
/// the `NAME_dict` dictionaries, so a voice file naming one that is missing gets a
/// located error before libespeak-ng sees it (it crashes on an unknown phoneme table).
public struct EspeakData: Sendable {
  public let folder: String
  public let phonemeTables: Set<String>

  /// Reads `phontab`: a count of tables (first byte of a 4-byte word), then per table
  /// 4 bytes (phoneme count, includes, 2 spare), a 32-byte name, and 16 bytes per phoneme
  /// (the layout of eSpeak NG 1.51's `LoadPhData`). Nil when it is missing or malformed.
  public init?(folder: String) {
    guard let data = FileManager.default.contents(atPath: folder + "/phontab"), data.count >= 4 else { return nil }
    let bytes = [UInt8](data)
    var tables: Set<String> = []
    var offset = 4
    for _ in 0..<Int(bytes[0]) {
      guard offset + 36 <= bytes.count else { return nil }
      let phonemes = Int(bytes[offset])
      let name = bytes[(offset + 4)..<(offset + 36)].prefix { $0 != 0 }
      tables.insert(String(decoding: name, as: UTF8.self))
      offset += 36 + phonemes * 16
    }
    guard offset <= bytes.count, !tables.isEmpty else { return nil }
    self.folder = folder
    self.phonemeTables = tables
  }

  public func hasDictionary(_ name: String) -> Bool {
    !name.isEmpty && !name.contains("/") && FileManager.default.isReadableFile(atPath: "\(folder)/\(name)_dict")
  }

  /// The size in bytes of the `NAME_dict` file, which `dict_min` is compared with.
  public func dictionarySize(_ name: String) -> Int? {
    guard hasDictionary(name) else { return nil }
    var status = stat()
    return stat("\(folder)/\(name)_dict", &status) == 0 ? Int(status.st_size) : nil
  }

  /// The data libespeak-ng will use; nil when it is missing.
  public static func installed() -> EspeakData? {
    EspeakData(folder: EspeakRuntime.dataFolder())
  }
}
