import ScreenReader
import Speech

/// What the user is told when readers speak a locale other than English: where
/// each reader's words come from, which are spoken in English for want of a
/// source, and what eSpeak NG cannot pronounce.
public enum LocaleNotes {
  public static func lines(locale: String, readers: [ReaderKind]) -> [String] {
    guard locale != "en" else { return [] }
    var lines: [String] = []
    for reader in readers {
      let words = WordTables.words(for: reader, locale: locale)
      let missing = words.fallbackKeys
      var line = "\(reader.displayName) in \(words.table.languageName): words from \(words.table.source)"
      if !missing.isEmpty {
        let english = missing.map { WordTables.words(for: reader, locale: "en")[$0, .text("…"), .text("…")] }
        line += "; \(missing.count) spoken in English for want of a source: " + english.joined(separator: "; ")
      }
      lines.append(line)
    }
    if let limitation = LanguageVoice.limitation(of: locale) { lines.append(limitation) }
    return lines
  }
}
