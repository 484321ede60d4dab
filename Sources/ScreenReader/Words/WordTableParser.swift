/// Reads a word-table file: a header naming the reader, locale, language and
/// source, then one `key = word` line per word, and `unknown key = reason` for a
/// word the source does not give (`unknown * = reason`: every word the English
/// table has and this one does not). `#` starts a comment line, and after two
/// spaces a comment at the end of a line. Every problem is a located error; the
/// lines at fault are left out, so their words fall back to English visibly.
public enum WordTableParser {
  public struct Result: Sendable {
    public var table: WordTable?
    /// The reason given by `unknown * = reason`, for the words the file leaves out.
    public var unknownElsewhere: String?
    public var diagnostics: [Diagnostic]
  }

  static let headerFields = ["reader", "locale", "language", "source"]

  public static func parse(_ file: WordTableFile) -> Result {
    var header: [String: String] = [:]
    var words: [WordKey: String] = [:]
    var unknown: [WordKey: String] = [:]
    var unknownElsewhere: String?
    var diagnostics: [Diagnostic] = []
    var firstLine: [WordKey: Int] = [:]

    func error(_ line: Int, _ column: Int, _ message: String, _ suggestion: String? = nil) {
      let location = SourceLocation(file: file.path, line: line, column: column)
      diagnostics.append(Diagnostic(.error, at: location, message, suggestion: suggestion))
    }

    for (index, rawLine) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let line = withoutComment(rawLine)
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let content = String(line).trimmed
      if content.isEmpty { continue }
      if let colon = content.firstIndex(of: ":"), !content.contains(" = "),
        headerFields.contains(String(content[..<colon]))
      {
        header[String(content[..<colon])] = String(content[content.index(after: colon)...]).trimmed
        continue
      }
      var entry = Substring(content)
      var column = indent + 1
      let isUnknown = entry.hasPrefix("unknown ")
      if isUnknown {
        entry = entry.dropFirst("unknown ".count)
        column += "unknown ".count
      }
      guard let equals = entry.firstRange(of: " = ") else {
        error(
          number, column, "expected 'key = word' or 'unknown key = reason'",
          "a header line is one of \(headerFields.map { "'\($0):'" }.joined(separator: ", "))")
        continue
      }
      let name = String(entry[..<equals.lowerBound]).trimmed
      let value = String(entry[equals.upperBound...]).trimmed
      if isUnknown && name == "*" {
        unknownElsewhere = value
        continue
      }
      guard let key = WordKey(rawValue: name) else {
        error(
          number, column, "unknown word key '\(name)'",
          "the keys are WordKey's cases" + Suggestion.didYouMean(name, among: WordKey.allCases.map(\.rawValue)))
        continue
      }
      if let first = firstLine[key] {
        error(number, column, "'\(name)' is given twice", "the first is on line \(first); keep one")
        continue
      }
      firstLine[key] = number
      if value.isEmpty {
        error(number, column + name.count + 3, "'\(name)' has no word", "write the word, or 'unknown \(name) = reason'")
      } else if isUnknown {
        unknown[key] = value
      } else {
        words[key] = value
      }
    }

    let missing = headerFields.filter { header[$0] == nil }
    var reader: ReaderKind?
    if let name = header["reader"] {
      reader = ReaderKind.allCases.first { $0.displayName == name }
      if reader == nil {
        diagnostics.append(
          Diagnostic(
            .error, file: file.path, "unknown reader '\(name)'",
            suggestion: "one of " + ReaderKind.allCases.map(\.displayName).joined(separator: ", ")))
      }
    }
    if !missing.isEmpty {
      diagnostics.append(
        Diagnostic(
          .error, file: file.path, "the header lacks " + missing.map { "'\($0):'" }.joined(separator: ", "),
          suggestion: "start the file with reader:, locale:, language: and source: lines"))
    }
    guard let reader, let locale = header["locale"], let language = header["language"], let source = header["source"]
    else {
      return Result(table: nil, unknownElsewhere: unknownElsewhere, diagnostics: diagnostics)
    }
    let table = WordTable(
      reader: reader, locale: locale, languageName: language, source: source, words: words, unknown: unknown)
    return Result(table: table, unknownElsewhere: unknownElsewhere, diagnostics: diagnostics)
  }

  /// The line without a `#` comment: a whole-line one, or one after two spaces.
  static func withoutComment(_ line: Substring) -> Substring {
    if String(line).trimmed.hasPrefix("#") { return "" }
    if let range = line.firstRange(of: "  # ") { return line[..<range.lowerBound] }
    return line
  }
}
