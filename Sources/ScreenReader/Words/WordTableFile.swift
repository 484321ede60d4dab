/// One word-table file as shipped (`Words/Tables/READER-LOCALE.words`): its path,
/// for located errors, and its text. The build embeds every shipped file
/// (Plugins/EmbedWordTables), so the core reads its words without any I/O.
public struct WordTableFile: Sendable, Hashable {
  /// The path from the package root, as errors print it.
  public var path: String
  public var text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}
