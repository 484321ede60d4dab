/// One screen reader's words in one language, with where they come from.
public struct WordTable: Sendable {
  public var reader: ReaderKind
  /// BCP 47 tag, as `--locale` takes it: "en", "de", "pt-BR".
  public var locale: String
  /// The language's English name, for notes and docs.
  public var languageName: String
  /// Where the words were copied from (repository, path, commit).
  public var source: String
  public var words: [WordKey: String] {
    didSet { byOrdinal = Self.dense(words) }
  }
  /// Words the source does not give, with the reason; these are spoken in English.
  public var unknown: [WordKey: String]

  public init(
    reader: ReaderKind, locale: String, languageName: String, source: String, words: [WordKey: String],
    unknown: [WordKey: String] = [:]
  ) {
    self.reader = reader
    self.locale = locale
    self.languageName = languageName
    self.source = source
    self.words = words
    self.unknown = unknown
    self.byOrdinal = Self.dense(words)
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
}
