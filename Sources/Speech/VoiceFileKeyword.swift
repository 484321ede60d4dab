/// The keywords eSpeak NG 1.51 accepts in a voice file, with the arguments each takes
/// (public for the fuzz target that writes voice files from them).
/// eSpeak itself only prints "Bad voice attribute" and skips an unknown line; Earshot
/// checks them first so a typo becomes a located error.
public struct VoiceFileKeyword: Sendable {
  public enum Arguments: Sendable {
    /// Free text (names, tables, phonemes): at least this many words.
    case words(minimum: Int)
    /// Whole numbers, between these counts, each within `bounds` (the last bound
    /// covers the remaining positions).
    case integers(minimum: Int, maximum: Int, bounds: [ClosedRange<Int>])
  }

  public let name: String
  public let arguments: Arguments

  /// The longest word eSpeak NG copies safely: it reads words with `sscanf("%s")` into
  /// 40-byte buffers (language, dictionary, phoneme table and tune names).
  static let maximumWordBytes = 39
  /// `replace` reads its phoneme names into 12-byte buffers.
  static let maximumPhonemeBytes = 11

  private static func numbers(_ minimum: Int, _ maximum: Int, _ bounds: ClosedRange<Int>...) -> Arguments {
    .integers(minimum: minimum, maximum: maximum, bounds: bounds)
  }

  /// Checked against libespeak-ng 1.51: each was loaded with `espeak_SetVoiceByFile`,
  /// and the ones it reported as "Bad voice attribute" (variants, spellingStress,
  /// translator, charset, option, alphabet2, dictdialect) are left out. Names are case-sensitive.
  ///
  /// Bounds keep every number inside what eSpeak NG 1.51's voices.c and wavegen.c
  /// handle (beyond them it reads or writes past its tables; `echo 600 100` overruns
  /// the 5,500-sample echo buffer, about 249 ms at 22,050 Hz), and still cover every
  /// value in the voices eSpeak NG ships.
  public static let all: [VoiceFileKeyword] = [
    .init(name: "name", arguments: .words(minimum: 1)),
    .init(name: "language", arguments: .words(minimum: 1)),
    .init(name: "gender", arguments: .words(minimum: 1)),
    .init(name: "maintainer", arguments: .words(minimum: 0)),
    .init(name: "status", arguments: .words(minimum: 0)),
    .init(name: "phonemes", arguments: .words(minimum: 1)),
    .init(name: "dictionary", arguments: .words(minimum: 1)),
    .init(name: "tunes", arguments: .words(minimum: 1)),
    .init(name: "replace", arguments: .words(minimum: 2)),
    // Refused when checked: it makes libespeak-ng run the `mbrola` program found on PATH.
    .init(name: "mbrola", arguments: .words(minimum: 1)),
    .init(name: "formant", arguments: numbers(4, 5, 0...8, 0...500, 0...500, 0...300, -1000...1000)),
    .init(name: "pitch", arguments: numbers(2, 2, 10...500)),
    .init(name: "echo", arguments: numbers(2, 2, 0...240, 0...100)),
    .init(name: "flutter", arguments: numbers(1, 1, 0...100)),
    .init(name: "roughness", arguments: numbers(1, 1, 0...7)),
    .init(name: "clarity", arguments: numbers(1, 1, 0...10)),
    .init(name: "tone", arguments: numbers(2, 12, 0...7999)),
    .init(name: "voicing", arguments: numbers(1, 1, 0...400)),
    .init(name: "breath", arguments: numbers(1, 9, 0...1000)),
    .init(name: "breathw", arguments: numbers(1, 9, 0...1000)),
    .init(name: "consonants", arguments: numbers(1, 2, 0...400)),
    .init(name: "klatt", arguments: numbers(1, 1, 0...6)),
    .init(name: "fast_test2", arguments: numbers(1, 1, 0...1000)),
    .init(name: "speed", arguments: numbers(1, 1, 10...400)),
    .init(name: "intonation", arguments: numbers(1, 1, 0...7)),
    .init(name: "dict_min", arguments: numbers(1, 1, 0...1_000_000)),
    .init(name: "dictrules", arguments: numbers(1, 32, 0...31)),
    .init(name: "words", arguments: numbers(1, 2, 0...100)),
    .init(name: "numbers", arguments: numbers(1, 32, 0...63)),
    .init(name: "stressAdd", arguments: numbers(1, 8, -500...500)),
    .init(name: "stressAmp", arguments: numbers(1, 8, 0...500)),
    .init(name: "stressLength", arguments: numbers(1, 8, 0...1000)),
    .init(name: "stressOpt", arguments: numbers(1, 32, 0...31)),
    // voices.c:829-831 (1.51) reads three numbers: the rule, then the stress levels of
    // unstressed one- and many-syllable words, which dictionary.c:1431-1433 puts into
    // vowel_stress and :1507 uses to index stress_phonemes[7] (dictionary.c:971).
    // Found by VoiceSynthesisFuzzer: 'stressRule 9 5911 3' read past it under ASan.
    .init(name: "stressRule", arguments: numbers(1, 3, 0...12, 0...6, 0...6)),
    .init(name: "apostrophe", arguments: numbers(1, 1, 0...10)),
    .init(name: "brackets", arguments: numbers(1, 1, 0...10)),
    .init(name: "bracketsAnnounced", arguments: numbers(1, 1, 0...10)),
    .init(name: "lowercaseSentence", arguments: numbers(0, 1, 0...1)),
    .init(name: "l_dieresis", arguments: numbers(0, 1, 0...10)),
    .init(name: "l_prefix", arguments: numbers(0, 1, 0...10)),
    .init(name: "l_regressive_v", arguments: numbers(0, 1, 0...10)),
    .init(name: "l_unpronouncable", arguments: numbers(0, 1, 0...10)),
    .init(name: "l_sonorant_min", arguments: numbers(0, 1, 0...1000)),
  ]

  static let byName: [String: VoiceFileKeyword] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })

  static var names: [String] { all.map(\.name) }

  /// The language options eSpeak NG 1.51 only honours after the `language` line: before
  /// it there is no translator yet, so it ignores them (most print "Cannot set stressLength:
  /// language not set, or is invalid." on standard error) and `language` resets the phoneme
  /// table and dictionary. Measured with libespeak-ng 1.51: each keyword placed before
  /// `language en-us` left the samples of a sentence unchanged or printed that complaint,
  /// and changed them (or printed nothing) when placed after it. Voice-quality keywords
  /// (pitch, formant, echo, speed, ...) take effect in either place.
  static let needingLanguage: Set<String> = [
    "phonemes", "dictionary", "tunes", "replace", "intonation", "dict_min", "dictrules", "words",
    "numbers", "stressAdd", "stressAmp", "stressLength", "stressOpt", "stressRule", "apostrophe",
    "brackets", "bracketsAnnounced", "lowercaseSentence", "l_dieresis", "l_prefix", "l_regressive_v",
    "l_unpronouncable", "l_sonorant_min",
  ]
}
