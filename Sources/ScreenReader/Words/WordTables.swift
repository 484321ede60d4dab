/// Every shipped word table: one file per reader and locale in Words/Tables,
/// embedded by the build. A new locale is a new file there; nothing to register.
public enum WordTables {
  /// The shipped tables, English first, then by locale; `unknown *` filled in.
  public static var all: [WordTable] { shipped.tables }

  /// Problems in the shipped files (a test keeps this empty).
  public static var problems: [Diagnostic] { shipped.diagnostics }

  /// Parsed once, on first use.
  static let shipped = load(WordTableFile.shipped)

  /// Parses the files; each reader's English table lends its keys to `unknown *`.
  public static func load(_ files: [WordTableFile]) -> (tables: [WordTable], diagnostics: [Diagnostic]) {
    let results = files.map(WordTableParser.parse)
    var tables: [WordTable] = []
    for result in results {
      guard var table = result.table else { continue }
      if let reason = result.unknownElsewhere {
        let english = results.lazy.compactMap(\.table).first { $0.reader == table.reader && $0.locale == "en" }
        for key in english.map({ Array($0.words.keys) }) ?? []
        where table.words[key] == nil && table.unknown[key] == nil {
          table.unknown[key] = reason
        }
      }
      tables.append(table)
    }
    func order(_ table: WordTable) -> (Int, String, String) {
      (table.locale == "en" ? 0 : 1, table.locale, table.reader.rawValue)
    }
    tables.sort { order($0) < order($1) }
    return (tables, results.flatMap(\.diagnostics))
  }

  /// The locales shipped: English, then the others by tag.
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

  /// The reader's English table (empty, so each key speaks its own name, if its file
  /// failed to load: `problems` says why).
  static func english(_ reader: ReaderKind) -> WordTable {
    all.first { $0.reader == reader && $0.locale == "en" }
      ?? WordTable(reader: reader, locale: "en", languageName: "English", source: "missing", words: [:])
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
