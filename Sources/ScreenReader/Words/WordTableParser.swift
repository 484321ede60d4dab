/// Reads a word-table file: a header naming the reader, locale, language and
/// source, then one `key = word` line per word, and `unknown key = reason` for a
/// word the source does not give (`unknown * = reason`: every word the English
/// table has and this one does not). A counted phrase (`WordKey.counted`) may give
/// one form per plural category of the language (`itemCount.one = %1$d item`,
/// `itemCount.other = ...`; `PluralRule`), `other` always. `#` starts a comment
/// line, and after two spaces a comment at the end of a line. A key followed by
/// `@TAG` (`hintToggle@12 = ...`, `unknown hintSelect@12 = ...`) is an older reader
/// version's word where it differs (`ReaderVersion.tableTag`); the plain line is
/// the latest version's. Every problem is a located error; the lines at fault are
/// left out, so their words fall back to English visibly.
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
    var pluralForms: [WordKey: [PluralCategory: String]] = [:]
    /// Each plural form given, where, to check against the language's rule once the header is read.
    var formLines: [(key: WordKey, category: PluralCategory, line: Int, column: Int)] = []
    var unknown: [WordKey: String] = [:]
    /// An older version's words, by its tag: only where they differ from the latest.
    var older: [String: WordTable.Overlay] = [:]
    var unknownElsewhere: String?
    var diagnostics: [Diagnostic] = []
    /// Where each word was first given: a key, or a key's plural form (`other` is the key's word).
    var firstLine: [String: Int] = [:]

    func error(_ line: Int, _ column: Int, _ message: String, _ suggestion: String? = nil) {
      let location = SourceLocation(file: file.path, line: line, column: column)
      diagnostics.append(Diagnostic(.error, at: location, message, suggestion: suggestion))
    }

    for (index, rawLine) in lines(of: file.text).enumerated() {
      let number = index + 1
      let line = withoutComment(rawLine)
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let content = String(line).trimmed
      if content.isEmpty { continue }
      if let (field, value) = headerLine(content) {
        header[field] = value
        continue
      }
      var entry = Substring(content)
      var column = indent + 1
      let isUnknown = entry.hasPrefix("unknown ")
      if isUnknown {
        entry = entry.dropFirst("unknown ".count)
        column += "unknown ".count
      }
      guard let equals = find(" = ", in: entry) else {
        error(
          number, column, "expected 'key = word' or 'unknown key = reason'",
          "a header line is one of \(headerFields.map { "'\($0):'" }.joined(separator: ", "))")
        continue
      }
      var name = String(entry[..<equals.lowerBound]).trimmed
      let value = String(entry[equals.upperBound...]).trimmed
      var tag: String?
      if let at = name.firstIndex(of: "@") {
        let found = String(name[name.index(after: at)...])
        guard !found.isEmpty, found.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }) else {
          error(
            number, column + name.distance(from: name.startIndex, to: at),
            "'@\(found)' is not a version tag", "write the reader version's tag after '@', e.g. 'hintToggle@12'")
          continue
        }
        tag = found
        name = String(name[..<at])
      }
      if isUnknown && name == "*" {
        unknownElsewhere = value
        continue
      }
      let dot = name.lastIndex(of: ".")
      let keyName = dot.map { String(name[..<$0]) } ?? name
      guard let key = WordKey.named(keyName) else {
        error(
          number, column, "unknown word key '\(keyName)'",
          "the keys are WordKey's cases" + Suggestion.didYouMean(keyName, among: WordKey.allCases.map(\.rawValue)))
        continue
      }
      var category: PluralCategory?
      var categoryColumn = column
      if let dot {
        let categoryName = String(name[name.index(after: dot)...])
        categoryColumn = column + keyName.count + 1
        guard let found = PluralCategory(rawValue: categoryName) else {
          error(
            number, categoryColumn, "unknown plural category '\(categoryName)'",
            "CLDR's categories are " + PluralCategory.allCases.map(\.rawValue).joined(separator: ", ")
              + Suggestion.didYouMean(categoryName, among: PluralCategory.allCases.map(\.rawValue)))
          continue
        }
        guard WordKey.counted.contains(key) else {
          error(
            number, column, "'\(keyName)' is not said with a count, so it has no plural forms",
            "write '\(keyName) = word'; the counted keys are "
              + WordKey.allCases.filter(WordKey.counted.contains).map(\.rawValue).joined(separator: ", "))
          continue
        }
        guard !isUnknown else {
          error(
            number, column, "'unknown' takes a key, not one of its plural forms",
            "write 'unknown \(keyName) = reason'")
          continue
        }
        if found != .other { category = found }
      }
      let slot = (category.map { "\(keyName).\($0.rawValue)" } ?? keyName) + (tag.map { "@\($0)" } ?? "")
      let written = name + (tag.map { "@\($0)" } ?? "")
      if let first = firstLine[slot] {
        error(number, column, "'\(written)' is given twice", "the first is on line \(first); keep one")
        continue
      }
      firstLine[slot] = number
      if value.isEmpty {
        error(
          number, column + written.count + 3, "'\(written)' has no word",
          "write the word, or 'unknown \(keyName) = reason'")
      } else if let tag {
        // An older version's word: kept apart, laid over the latest by `WordTable.version(_:)`.
        if isUnknown {
          older[tag, default: .init()].unknown[key] = value
        } else if let category {
          older[tag, default: .init()].pluralForms[key, default: [:]][category] = value
        } else {
          older[tag, default: .init()].words[key] = value
        }
      } else if isUnknown {
        unknown[key] = value
      } else if let category {
        pluralForms[key, default: [:]][category] = value
        formLines.append((key, category, number, categoryColumn))
      } else {
        words[key] = value
      }
    }

    /// Each form is of a category the language has, and every counted key has `other`.
    func checkPluralForms() {
      let rule = header["locale"].flatMap(PluralRule.of(locale:))
      for form in formLines where pluralForms[form.key]?[form.category] != nil {
        let name = "\(form.key.rawValue).\(form.category.rawValue)"
        if let rule, !rule.categories.contains(form.category) {
          error(
            form.line, form.column,
            "\(header["language"] ?? "this language") has no plural category '\(form.category.rawValue)'",
            "its categories (CLDR plural rules) are " + rule.categories.map(\.rawValue).joined(separator: ", ")
              + "; remove '\(name)'")
        } else if rule == nil {
          error(
            form.line, form.column,
            "no plural rule for locale '\(header["locale"] ?? "")', so '\(name)' cannot be chosen",
            "declare the language's CLDR plural rule in Sources/ScreenReader/Words/PluralRule.swift")
        } else {
          continue
        }
        pluralForms[form.key]?[form.category] = nil
      }
      for form in formLines where words[form.key] == nil && unknown[form.key] == nil {
        guard formLines.first(where: { $0.key == form.key })?.line == form.line else { continue }
        error(
          form.line, form.column - form.key.rawValue.count - 1,
          "'\(form.key.rawValue)' has plural forms but no '\(form.key.rawValue).other'",
          "every language has 'other': Android and iOS say it for any count whose category has no form of its own")
      }
    }
    checkPluralForms()

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
    for (tag, overlay) in older {
      for key in overlay.pluralForms.keys where overlay.words[key] == nil {
        diagnostics.append(
          Diagnostic(
            .error, file: file.path, "'\(key.rawValue)@\(tag)' has plural forms but no '\(key.rawValue).other@\(tag)'",
            suggestion: "an older version's counted phrase gives every form it says, 'other' always"))
      }
    }
    var table = WordTable(
      reader: reader, locale: locale, languageName: language, source: source, words: words,
      pluralForms: pluralForms.filter { !$0.value.isEmpty }, unknown: unknown)
    table.older = older
    return Result(table: table, unknownElsewhere: unknownElsewhere, diagnostics: diagnostics)
  }

  /// A header line's field and value ("locale: de"): a known field before the first
  /// ':', and no " = " (which makes it an entry).
  static func headerLine(_ content: String) -> (field: String, value: String)? {
    // ':' is ASCII: found by byte, never inside another character.
    guard let colon = content.utf8.firstIndex(of: UInt8(ascii: ":")), find(" = ", in: Substring(content)) == nil,
      headerFields.contains(String(content[..<colon]))
    else { return nil }
    return (String(content[..<colon]), String(content[content.index(after: colon)...]).trimmed)
  }

  /// The reader and locale a file's header names, read without its words: exactly
  /// when `parse` gives a table (every header field there, a known reader), and
  /// the same values. Start-up needs the locales and two tables, not every table
  /// parsed (docs/performance.md).
  public static func header(of file: WordTableFile) -> (reader: ReaderKind, locale: String)? {
    var header: [String: String] = [:]
    let candidates =
      scannedLines(of: file.text)?.filter(\.hasColon).map(\.line) ?? lines(of: file.text)
    for rawLine in candidates {
      let content = String(withoutComment(rawLine)).trimmed
      if let (field, value) = headerLine(content) { header[field] = value }
    }
    guard headerFields.allSatisfy({ header[$0] != nil }), let name = header["reader"], let locale = header["locale"],
      let reader = ReaderKind.allCases.first(where: { $0.displayName == name })
    else { return nil }
    return (reader, locale)
  }

  /// The file's lines, split at each line feed. Split by byte: a Character split
  /// (grapheme breaking over every shipped table) cost more than the rest of reading
  /// them at start-up (docs/performance.md). A file with a carriage return keeps the
  /// Character split, which does not break a CR LF pair.
  static func lines(of text: String) -> [Substring] {
    scannedLines(of: text)?.map(\.line) ?? text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Each line, and whether it holds a ':' (only such a line can be a header line),
  /// from one pass over the bytes; nil for text with a carriage return.
  static func scannedLines(of text: String) -> [(line: Substring, hasColon: Bool)]? {
    let utf8 = text.utf8
    let found: [(Range<Int>, Bool)]?? = utf8.withContiguousStorageIfAvailable { bytes in
      var lines: [(Range<Int>, Bool)] = []
      var start = 0
      var hasColon = false
      for offset in bytes.indices {
        switch bytes[offset] {
        case UInt8(ascii: "\n"):
          lines.append((start..<offset, hasColon))
          start = offset + 1
          hasColon = false
        case UInt8(ascii: ":"): hasColon = true
        case UInt8(ascii: "\r"): return nil
        default: break
        }
      }
      lines.append((start..<bytes.count, hasColon))
      return lines
    }
    guard let found, let found else { return nil }
    return found.map { range, hasColon in
      let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
      return (text[lower..<upper], hasColon)
    }
  }

  /// The line without a `#` comment: a whole-line one, or one after two spaces.
  static func withoutComment(_ line: Substring) -> Substring {
    if String(line).trimmed.hasPrefix("#") { return "" }
    if let range = find("  # ", in: line) { return line[..<range.lowerBound] }
    return line
  }

  /// Where an ASCII needle first occurs, by bytes: the standard library's generic
  /// search costs milliseconds over every shipped table at start-up.
  static func find(_ needle: StaticString, in text: Substring) -> Range<String.Index>? {
    let wanted = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    let bytes = text.utf8
    var start = bytes.startIndex
    while start != bytes.endIndex {
      var index = start
      var matched = 0
      while matched < wanted.count, index != bytes.endIndex, bytes[index] == wanted[matched] {
        index = bytes.index(after: index)
        matched += 1
      }
      if matched == wanted.count { return start..<index }
      start = bytes.index(after: start)
    }
    return nil
  }
}
