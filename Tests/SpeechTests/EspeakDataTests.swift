import EarshotTestSupport
import Foundation
import Testing

@testable import Speech

/// eSpeak NG's data is checked as libespeak-ng 1.51 reads it, which trusts it and
/// crashed (SIGSEGV) on a truncated phontab, phondata or dictionary (issue 36).
@Suite struct EspeakDataTests {
  static let installed = EspeakRuntime.dataFolder()

  /// A copy of the installed data with `file` cut to `fraction` of its length.
  func damagedCopy(_ file: String, fraction: Double) throws -> URL {
    let folder = try Repository.temporaryFolder()
    for name in ["phontab", "phonindex", "phondata", "phondata-manifest", "intonations", "en_dict"] {
      var data = try Data(contentsOf: URL(fileURLWithPath: "\(Self.installed)/\(name)"))
      if name == file { data = data.prefix(Int(Double(data.count) * fraction)) }
      try data.write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test func theInstalledDataHasTheShapeESpeakReads() throws {
    #expect(EspeakData.damage(in: Self.installed) == nil)
    let data = try #require(EspeakData(folder: Self.installed))
    #expect(data.tunes.isSuperset(of: ["s1", "c1", "q1", "e1"]))
    let dictionaries = try FileManager.default.contentsOfDirectory(atPath: Self.installed).filter {
      $0.hasSuffix("_dict")
    }
    #expect(dictionaries.count > 50)
    for name in dictionaries {
      #expect(data.dictionaryDamage(String(name.dropLast(5))) == nil, "\(name)")
    }
  }

  @Test(arguments: ["phontab", "phonindex", "phondata", "intonations"], [0.0, 0.05, 0.97])
  func aTruncatedPhonemeFileIsNamed(file: String, fraction: Double) throws {
    let folder = try damagedCopy(file, fraction: fraction)
    defer { try? FileManager.default.removeItem(at: folder) }
    let damage = try #require(EspeakData.damage(in: folder.path))
    #expect(damage.hasPrefix("\(folder.path)/\(file) is damaged ("), "\(damage)")
  }

  @Test(arguments: [0.0, 0.01, 0.3, 0.7, 0.999])
  func aTruncatedDictionaryIsNamed(fraction: Double) throws {
    let folder = try damagedCopy("en_dict", fraction: fraction)
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = try #require(EspeakData(folder: folder.path))
    let damage = try #require(data.dictionaryDamage("en"))
    #expect(damage.hasPrefix("\(folder.path)/en_dict is damaged ("), "\(damage)")
  }

  /// eSpeak NG only printed "Unknown tune 'nope'" and kept the language's tune.
  @Test func anUnknownTuneIsALocatedError() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "language en-us\ntunes s1 NULL nope\n".write(
      to: folder.appendingPathComponent("x.voice"), atomically: true, encoding: .utf8)
    #expect(throws: VoiceError.self) { try VoiceLibrary.load(from: [folder]) }
    do {
      _ = try VoiceLibrary.load(from: [folder])
    } catch {
      #expect(error.description.contains("x.voice:2:15: error: eSpeak NG has no tune 'nope'"), "\(error)")
    }
    try "language en-us\ntunes s1 NULL q1 e1\n".write(
      to: folder.appendingPathComponent("x.voice"), atomically: true, encoding: .utf8)
    _ = try VoiceLibrary.load(from: [folder])
  }
}
