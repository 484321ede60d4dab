/// The keywords eSpeak NG 1.51 accepts in a voice file, with the arguments each takes.
/// eSpeak itself only prints "Bad voice attribute" and skips an unknown line; Earshot
/// checks them first so a typo becomes a located error.
struct VoiceFileKeyword: Sendable {
  enum Arguments: Sendable {
    /// Free text (names, tables, phonemes): at least this many words.
    case words(minimum: Int)
    /// Whole numbers, between these counts.
    case integers(minimum: Int, maximum: Int)
  }

  let name: String
  let arguments: Arguments

  /// Checked against libespeak-ng 1.51: each was loaded with `espeak_SetVoiceByFile`,
  /// and the ones it reported as "Bad voice attribute" (variants, spellingStress,
  /// translator, charset, option, alphabet2, dictdialect) are left out. Names are case-sensitive.
  static let all: [VoiceFileKeyword] = [
    .init(name: "name", arguments: .words(minimum: 1)),
    .init(name: "language", arguments: .words(minimum: 1)),
    .init(name: "gender", arguments: .words(minimum: 1)),
    .init(name: "maintainer", arguments: .words(minimum: 0)),
    .init(name: "status", arguments: .words(minimum: 0)),
    .init(name: "phonemes", arguments: .words(minimum: 1)),
    .init(name: "dictionary", arguments: .words(minimum: 1)),
    .init(name: "tunes", arguments: .words(minimum: 1)),
    .init(name: "replace", arguments: .words(minimum: 2)),
    .init(name: "mbrola", arguments: .words(minimum: 1)),
    .init(name: "formant", arguments: .integers(minimum: 4, maximum: 5)),
    .init(name: "pitch", arguments: .integers(minimum: 2, maximum: 2)),
    .init(name: "echo", arguments: .integers(minimum: 2, maximum: 2)),
    .init(name: "flutter", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "roughness", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "clarity", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "tone", arguments: .integers(minimum: 2, maximum: 8)),
    .init(name: "voicing", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "breath", arguments: .integers(minimum: 1, maximum: 9)),
    .init(name: "breathw", arguments: .integers(minimum: 1, maximum: 9)),
    .init(name: "consonants", arguments: .integers(minimum: 1, maximum: 2)),
    .init(name: "klatt", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "fast_test2", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "speed", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "intonation", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "dict_min", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "dictrules", arguments: .integers(minimum: 1, maximum: 32)),
    .init(name: "words", arguments: .integers(minimum: 1, maximum: 2)),
    .init(name: "numbers", arguments: .integers(minimum: 1, maximum: 32)),
    .init(name: "stressAdd", arguments: .integers(minimum: 1, maximum: 8)),
    .init(name: "stressAmp", arguments: .integers(minimum: 1, maximum: 8)),
    .init(name: "stressLength", arguments: .integers(minimum: 1, maximum: 8)),
    .init(name: "stressOpt", arguments: .integers(minimum: 1, maximum: 32)),
    .init(name: "stressRule", arguments: .integers(minimum: 1, maximum: 8)),
    .init(name: "apostrophe", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "brackets", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "bracketsAnnounced", arguments: .integers(minimum: 1, maximum: 1)),
    .init(name: "lowercaseSentence", arguments: .integers(minimum: 0, maximum: 1)),
    .init(name: "l_dieresis", arguments: .integers(minimum: 0, maximum: 1)),
    .init(name: "l_prefix", arguments: .integers(minimum: 0, maximum: 1)),
    .init(name: "l_regressive_v", arguments: .integers(minimum: 0, maximum: 1)),
    .init(name: "l_unpronouncable", arguments: .integers(minimum: 0, maximum: 1)),
    .init(name: "l_sonorant_min", arguments: .integers(minimum: 0, maximum: 1)),
  ]

  static let byName: [String: VoiceFileKeyword] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })

  static var names: [String] { all.map(\.name) }
}
