import Foundation

/// What eSpeak NG's data folder holds: the phoneme tables compiled into `phontab`, the
/// tunes of `intonations`, and the `NAME_dict` dictionaries, so a voice file naming one
/// that is missing gets a located error before libespeak-ng sees it (it crashes on an
/// unknown phoneme table). Its files' shapes are checked as eSpeak NG 1.51 reads them
/// (synthdata.c `LoadPhData`, dictionary.c `LoadDictionary`): libespeak-ng trusts them and
/// crashes on a truncated one, so a damaged file is named instead (issue 36).
public struct EspeakData: Sendable {
  public let folder: String
  public let phonemeTables: Set<String>
  /// The tune names `tunes` may use (`intonations`: 68-byte TUNE records, a 12-byte name first).
  public let tunes: Set<String>

  /// Nil when the phoneme tables are missing or damaged (`damage(in:)` says which file).
  public init?(folder: String) {
    guard case .success(let shape) = Self.shape(of: folder) else { return nil }
    self.folder = folder
    self.phonemeTables = shape.tables
    self.tunes = shape.tunes
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

  // MARK: - Shapes

  /// eSpeak NG 1.51's phondata version (synthdata.c:44 `version_phdata`).
  static let phonemeDataVersion = 0x014801
  /// synthesize.h: `sizeof(TUNE)`.
  static let tuneBytes = 68
  /// translate.h: the dictionary's hash lists, and the markers of its rules.
  static let hashLists = 1024
  static let (ruleGroupStart, ruleGroupEnd, ruleLetterGroup, ruleReplacements): (UInt8, UInt8, UInt8, UInt8) =
    (6, 7, 18, 20)

  struct Shape {
    var tables: Set<String>
    var tunes: Set<String>
  }

  /// What is wrong with the data folder's phoneme files, naming the file; nil when eSpeak NG can read them.
  public static func damage(in folder: String) -> String? {
    if case .failure(let problem) = shape(of: folder) { return problem.reason }
    return nil
  }

  struct Damage: Error {
    var reason: String
  }

  static func shape(of folder: String) -> Result<Shape, Damage> {
    func read(_ name: String) -> [UInt8]? {
      FileManager.default.contents(atPath: "\(folder)/\(name)").map { [UInt8]($0) }
    }
    func damaged(_ name: String, _ what: String) -> Result<Shape, Damage> {
      .failure(
        Damage(
          reason:
            "\(folder)/\(name) is damaged (\(what)); reinstall it: sudo apt-get install --reinstall espeak-ng-data"))
    }
    guard let table = read("phontab") else { return damaged("phontab", "it cannot be read") }
    guard let index = read("phonindex") else { return damaged("phonindex", "it cannot be read") }
    guard let data = read("phondata") else { return damaged("phondata", "it cannot be read") }
    guard let intonations = read("intonations") else { return damaged("intonations", "it cannot be read") }
    // phontab: a count of tables, then per table 4 bytes (phoneme count, includes, 2 spare), a 32-byte name and
    // 16 bytes per phoneme, whose bytes 8-9 index phonindex (the phoneme's program).
    guard table.count >= 4, table[0] > 0 else { return damaged("phontab", "it holds no phoneme table") }
    var tables: Set<String> = []
    var offset = 4
    for _ in 0..<Int(table[0]) {
      guard offset + 36 <= table.count else { return damaged("phontab", "it ends inside a table") }
      let phonemes = Int(table[offset])
      tables.insert(String(decoding: table[(offset + 4)..<(offset + 36)].prefix { $0 != 0 }, as: UTF8.self))
      offset += 36
      guard offset + phonemes * 16 <= table.count else { return damaged("phontab", "it ends inside a table") }
      for phoneme in 0..<phonemes {
        let at = offset + phoneme * 16 + 8
        let program = Int(table[at]) | Int(table[at + 1]) << 8
        guard program * 2 < index.count || program == 0 else {
          return damaged("phonindex", "\(index.count) bytes, but phontab's phonemes use more")
        }
      }
      offset += phonemes * 16
    }
    // phondata: the version and sample rate, then the data the manifest lists by offset.
    guard data.count >= 8 else { return damaged("phondata", "it is shorter than its header") }
    let version = (0..<4).reduce(0) { $0 | Int(data[$1]) << ($1 * 8) }
    guard version == phonemeDataVersion else {
      return damaged("phondata", "version \(String(version, radix: 16)), eSpeak NG 1.51 reads 14801")
    }
    if let manifest = read("phondata-manifest") {
      let last = String(decoding: manifest, as: UTF8.self).split(separator: "\n").compactMap { line -> Int? in
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 2, !line.hasPrefix("#"), fields[1].hasPrefix("0x") else { return nil }
        return Int(fields[1].dropFirst(2), radix: 16)
      }.max()
      if let last, last >= data.count {
        return damaged("phondata", "\(data.count) bytes, but its manifest lists data at \(last)")
      }
    }
    // Every language starts with tunes 0 to 3 (tr_languages.c:216 `default_tunes`).
    guard intonations.count >= 4 * tuneBytes, intonations.count % tuneBytes == 0 else {
      return damaged("intonations", "\(intonations.count) bytes, not 4 or more whole \(tuneBytes)-byte tunes")
    }
    let tunes = Set(
      stride(from: 0, to: intonations.count, by: tuneBytes).map {
        String(decoding: intonations[$0..<$0 + 12].prefix { $0 != 0 }, as: UTF8.self)
      })
    return .success(Shape(tables: tables, tunes: tunes))
  }

  /// What is wrong with `NAME_dict`, read as LoadDictionary and InitGroups read it (1.51): nil when it is whole.
  public func dictionaryDamage(_ name: String) -> String? {
    let path = "\(folder)/\(name)_dict"
    guard let contents = FileManager.default.contents(atPath: path) else { return nil }
    let bytes = [UInt8](contents)
    func damaged(_ what: String) -> String { "\(path) is damaged (\(what))" }
    func word(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << ($1 * 8) } }
    guard bytes.count > Self.hashLists + 8, word(0) == Self.hashLists else { return damaged("no word list header") }
    let rules = word(4)
    guard rules > 8, rules < bytes.count else { return damaged("its rules start past its end") }
    // The word list: 1024 lists of entries, each entry's first byte its length, a 0 ending each list.
    var at = 8
    for _ in 0..<Self.hashLists {
      while at < rules, bytes[at] != 0 { at += Int(bytes[at]) }
      guard at < rules else { return damaged("its word list runs into its rules") }
      at += 1
    }
    // The rules: groups, each a start marker, a name, then NUL-ended rules to an end marker; a 0 after the last.
    at = rules
    func skipString() -> Bool {
      while at < bytes.count, bytes[at] != 0 { at += 1 }
      at += 1
      return at <= bytes.count
    }
    guard bytes[at] != Self.ruleGroupEnd else { return nil }
    while at < bytes.count, bytes[at] != 0 {
      guard bytes[at] == Self.ruleGroupStart else { return damaged("a rule group does not start where one ends") }
      at += 1
      guard at < bytes.count else { break }
      if bytes[at] == Self.ruleReplacements {
        // Aligned to a word, pairs of characters to four zero bytes, then the end marker.
        at = (at + 4) & ~3
        while at + 4 <= bytes.count, bytes[at..<at + 4].contains(where: { $0 != 0 }) { at += 1 }
        while at < bytes.count, bytes[at] != Self.ruleGroupEnd { at += 1 }
        at += 1
        continue
      }
      if bytes[at] == Self.ruleLetterGroup {
        at += 2
      } else if !skipString() {
        break
      }
      while at < bytes.count, bytes[at] != Self.ruleGroupEnd {
        guard skipString() else { break }
      }
      at += 1
    }
    return at < bytes.count ? nil : damaged("its rules are cut short")
  }
}
