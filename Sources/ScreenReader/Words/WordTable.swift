/// One screen reader's words in one language, with where they come from.
public struct WordTable: Sendable {
  public var reader: ReaderKind
  /// BCP 47 tag, as `--locale` takes it: "en", "de", "pt-BR".
  public var locale: String
  /// The language's English name, for notes and docs.
  public var languageName: String
  /// Where the words were copied from (repository, path, commit).
  public var source: String
  /// Each key's word; for a counted key (`WordKey.counted`), its `other` form.
  public var words: [WordKey: String] {
    didSet { byOrdinal = Self.dense(words) }
  }
  /// A counted key's forms other than `other`, by plural category (`itemCount.one`).
  public var pluralForms: [WordKey: [PluralCategory: String]]
  /// Words the source does not give, with the reason; these are spoken in English.
  public var unknown: [WordKey: String]
  /// The language's plural rule (CLDR), which picks a counted key's form.
  public let pluralRule: PluralRule?
  /// Older reader versions' words where they differ from these (the latest), by
  /// the version's tag (`ReaderVersion.tableTag`; `key@TAG` lines in the file).
  public var older: [String: Overlay] = [:]

  /// An older version's differences: its own words (a counted key with all its
  /// forms) and the words it did not have, which it speaks in English.
  public struct Overlay: Sendable {
    public var words: [WordKey: String] = [:]
    public var pluralForms: [WordKey: [PluralCategory: String]] = [:]
    public var unknown: [WordKey: String] = [:]
  }

  /// The table as an older version speaks it: its differences laid over these
  /// words. The latest (nil, or a tag with no differences) is the table itself.
  public func version(_ tag: String?) -> WordTable {
    guard let tag, let overlay = older[tag] else { return self }
    var table = self
    var words = self.words
    for (key, word) in overlay.words {
      words[key] = word
      table.unknown[key] = nil
      table.pluralForms[key] = overlay.pluralForms[key]
    }
    for (key, reason) in overlay.unknown {
      words[key] = nil
      table.pluralForms[key] = nil
      table.unknown[key] = reason
    }
    table.words = words
    table.older = [:]
    return table
  }

  public init(
    reader: ReaderKind, locale: String, languageName: String, source: String, words: [WordKey: String],
    pluralForms: [WordKey: [PluralCategory: String]] = [:], unknown: [WordKey: String] = [:]
  ) {
    self.reader = reader
    self.locale = locale
    self.languageName = languageName
    self.source = source
    self.words = words
    self.pluralForms = pluralForms
    self.unknown = unknown
    self.byOrdinal = Self.dense(words)
    self.pluralRule = PluralRule.of(locale: locale)
  }

  /// `words` indexed by `WordKey.ordinal`: what phrasing reads on every command.
  private var byOrdinal: [String?]

  /// The table's word for a key, nil when it has none.
  public subscript(word key: WordKey) -> String? {
    byOrdinal[key.ordinal]
  }

  private static func dense(_ words: [WordKey: String]) -> [String?] {
    var dense = [String?](repeating: nil, count: WordKey.allCases.count)
    for (key, word) in words { dense[key.ordinal] = word }
    return dense
  }

  /// The word for a key, in the form its count takes when it is counted: the form of
  /// the count's plural category, else `other` (as Android's `getQuantityString` falls
  /// back to `other` for a category its `<plurals>` lacks). Nil when the table lacks it.
  public func word(_ key: WordKey, count: Int? = nil) -> String? {
    if let count, let forms = pluralForms[key], let rule = pluralRule, let form = forms[rule.category(count)] {
      return form
    }
    return self[word: key]
  }
}
