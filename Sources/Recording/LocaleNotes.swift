import ScreenReader
import Speech

/// What the user is told when readers speak a locale other than English: where
/// each reader's words come from, which are spoken in English for want of a
/// source, and what eSpeak NG cannot pronounce.
public enum LocaleNotes {
  /// `versions`: the readers' chosen versions; an older one is named, and its words are its own.
  public static func lines(locale: String, readers: [ReaderKind], versions: [ReaderVersion] = []) -> [String] {
    guard locale != "en" else { return [] }
    var lines: [String] = []
    for reader in readers {
      let version = versions.first { $0.reader == reader }
      let words = WordTables.words(for: reader, locale: locale, version: version)
      let missing = words.fallbackKeys
      let name = version.flatMap { $0 == ReaderVersion.latest(reader) ? nil : $0.name } ?? reader.displayName
      var line = "\(name) in \(words.table.languageName): words from \(words.table.source)"
      if !missing.isEmpty {
        let englishWords = WordTables.words(for: reader, locale: "en", version: version)
        let english = missing.map { englishWords[$0, .text("…"), .text("…"), .text("…")] }
        line += "; \(missing.count) spoken in English for want of a source: " + english.joined(separator: "; ")
      }
      lines.append(line)
    }
    if let limitation = LanguageVoice.limitation(of: locale) { lines.append(limitation) }
    return lines
  }
}
