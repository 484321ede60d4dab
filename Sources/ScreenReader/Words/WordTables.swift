/// Every shipped word table: one file per reader and locale in Words/Tables,
/// embedded by the build. A new locale is a new file there; nothing to register.
public enum WordTables {
  /// The shipped tables, English first, then by locale; `unknown *` filled in.
  public static var all: [WordTable] { shipped.tables }

  /// Problems in the shipped files (a test keeps this empty).
  public static var problems: [Diagnostic] { shipped.diagnostics }

  /// Parsed once, on first use.
  static let shipped = load(WordTableFile.shipped)

  /// Each shipped file's reader and locale (nil for a file whose header does not
  /// load), read once without the words: what start-up needs of all of them.
  static let headers = WordTableFile.shipped.map { (file: $0, header: WordTableParser.header(of: $0)) }

  /// The English tables, parsed on first use, each on its own: a session needs its
  /// reader's, not every table.
  static let englishVoiceOver = shippedTable(.voiceOver, locale: "en")
  static let englishTalkBack = shippedTable(.talkBack, locale: "en")

  /// One shipped table as `all` holds it (the first file for the reader and locale,
  /// `unknown *` filled in from the reader's English table), parsing that file alone.
  static func shippedTable(_ reader: ReaderKind, locale: String) -> WordTable? {
    guard let file = headers.first(where: { $0.header?.reader == reader && $0.header?.locale == locale })?.file,
      let english = headers.first(where: { $0.header?.reader == reader && $0.header?.locale == "en" })?.file
    else { return nil }
    let files = file == english ? [file] : [english, file]
    return load(files).tables.first { $0.reader == reader && $0.locale == locale }
  }

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
    // As `all` orders its tables (English first, then by tag), from the headers alone.
    let tables = headers.compactMap(\.header).sorted {
      ($0.locale == "en" ? 0 : 1, $0.locale) < ($1.locale == "en" ? 0 : 1, $1.locale)
    }
    var seen: [String] = []
    for table in tables where !seen.contains(table.locale) { seen.append(table.locale) }
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
    (reader == .voiceOver ? englishVoiceOver : englishTalkBack)
      ?? WordTable(reader: reader, locale: "en", languageName: "English", source: "missing", words: [:])
  }

  /// The reader's words in a shipped locale (English for an unknown one), as a
  /// version of it speaks them (the latest by default): the version's own words laid
  /// over the latest's, in the locale's table and in the English it falls back to.
  public static func words(for reader: ReaderKind, locale: String, version: ReaderVersion? = nil) -> ReaderWords {
    let tag = version?.tableTag
    let english = english(reader).version(tag)
    let table = locale == "en" ? english : (shippedTable(reader, locale: locale)?.version(tag) ?? english)
    return ReaderWords(table: table, english: english)
  }
}

extension String {
  fileprivate var replacingUnderscores: String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
