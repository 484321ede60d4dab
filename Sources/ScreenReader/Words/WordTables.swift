/// Every shipped word table. A new locale is a table file in Tables/ and its line here.
public enum WordTables {
  public static let all: [WordTable] = [
    .voiceOverEnglish, .talkBackEnglish,
    .voiceOverGerman, .talkBackGerman,
    .voiceOverWithoutPublishedWords(locale: "fr", languageName: "French"), .talkBackFrench,
    .voiceOverWithoutPublishedWords(locale: "es", languageName: "Spanish"), .talkBackSpanish,
    .voiceOverWithoutPublishedWords(locale: "pt-BR", languageName: "Brazilian Portuguese"),
    .talkBackBrazilianPortuguese,
    .voiceOverWithoutPublishedWords(locale: "ja", languageName: "Japanese"), .talkBackJapanese,
  ]

  /// The locales shipped, in the order above.
  public static var locales: [String] {
    var seen: [String] = []
    for table in all where !seen.contains(table.locale) { seen.append(table.locale) }
    return seen
  }

  /// The shipped locale a user's spelling means: "de", "DE", "de-AT" and "de_DE" are
  /// German; "pt_br" is "pt-BR". Nil when no table speaks the language.
  public static func locale(matching input: String) -> String? {
    let wanted = input.replacingUnderscores.lowercased()
    if let exact = locales.first(where: { $0.lowercased() == wanted }) { return exact }
    let language = wanted.split(separator: "-").first.map(String.init) ?? wanted
    return locales.first { $0.lowercased() == language || $0.lowercased().hasPrefix(language + "-") }
  }

  static func english(_ reader: ReaderKind) -> WordTable {
    reader == .voiceOver ? .voiceOverEnglish : .talkBackEnglish
  }

  /// The reader's words in a shipped locale (English for an unknown one).
  public static func words(for reader: ReaderKind, locale: String) -> ReaderWords {
    let english = english(reader)
    let table = all.first { $0.reader == reader && $0.locale == locale } ?? english
    return ReaderWords(table: table, english: english)
  }
}

extension String {
  fileprivate var replacingUnderscores: String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
