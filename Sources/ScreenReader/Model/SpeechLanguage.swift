/// The languages eSpeak NG can speak, as language tags, and how a tag a user writes
/// (`lang: de-AT`, a locale) finds one. The core keeps the list so a scenario is
/// checked without the speech layer; `SpeechLanguageTests` checks it against the
/// installed libespeak-ng's `espeak_ListVoices`.
public enum SpeechLanguage {
  /// eSpeak NG 1.51's languages (`espeak-ng --voices`), lower-cased.
  public static let espeakTags: [String] = [
    "af", "am", "an", "ar", "as", "az", "ba", "be", "bg", "bn", "bpy", "bs", "ca", "chr-US-Qaaa-x-west", "cmn",
    "cmn-latn-pinyin", "cs", "cv", "cy", "da", "de", "el", "en-029", "en-gb", "en-gb-scotland", "en-gb-x-gbclan",
    "en-gb-x-gbcwmd", "en-gb-x-rp", "en-us", "en-us-nyc", "eo", "es", "es-419", "et", "eu", "fa", "fa-latn", "fi",
    "fr-be", "fr-ch", "fr-fr", "ga", "gd", "gn", "grc", "gu", "hak", "haw", "he", "hi", "hr", "ht", "hu", "hy", "hyw",
    "ia", "id", "io", "is", "it", "ja", "jbo", "ka", "kk", "kl", "kn", "ko", "kok", "ku", "ky", "la", "lb", "lfn", "lt",
    "ltg", "lv", "mi", "mk", "ml", "mr", "ms", "mt", "my", "nb", "nci", "ne", "nl", "nog", "om", "or", "pa", "pap",
    "piqd", "pl", "pt", "pt-br", "py", "qdb", "qu", "quc", "qya", "ro", "ru", "ru-lv", "sd", "shn", "si", "sjn", "sk",
    "sl", "smj", "sq", "sr", "sv", "sw", "ta", "te", "th", "tk", "tn", "tr", "tt", "ug", "uk", "ur", "uz", "vi",
    "vi-vn-x-central", "vi-vn-x-south", "yue",
  ].map { $0.lowercased() }

  private static let known = Set(espeakTags)

  /// eSpeak NG's tag for what a user wrote: the tag itself (any case, `_` or `-`),
  /// else its language alone ("de-AT" is German); nil when eSpeak NG has neither.
  /// English is US English, as the shipped voices are; French is France's.
  public static func matching(_ written: String) -> String? {
    let tag = written.lowercased().split(separator: "_", omittingEmptySubsequences: false).joined(separator: "-")
    if let alias = aliases[tag] { return alias }
    if known.contains(tag) { return tag }
    guard let primary = tag.split(separator: "-").first.map(String.init), primary != tag else { return nil }
    return aliases[primary] ?? (known.contains(primary) ? primary : nil)
  }

  /// Languages eSpeak NG lists only with a region.
  static let aliases = ["en": "en-us", "fr": "fr-fr", "zh": "cmn", "pt-pt": "pt"]

  /// The language a shipped locale's readers speak in.
  public static func of(locale: String) -> String {
    matching(locale) ?? "en-us"
  }

  /// The nearest tags to a mistyped one, for "did you mean".
  public static func suggestions(for written: String) -> [String] {
    Suggestion.nearest(to: written.lowercased(), among: espeakTags + Array(aliases.keys), limit: 2)
  }
}
