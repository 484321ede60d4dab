/// A reader's words in the user's locale, falling back to its English table word by
/// word, and visibly: a fallback part says so in its source (`why`), and
/// `fallbackKeys` lets the command line name them at start.
public struct ReaderWords: Sendable {
  public let table: WordTable
  let english: WordTable

  /// A value a template placeholder is filled with: one of the reader's words, or text.
  public enum Fill: Sendable {
    case word(WordKey)
    case text(String)
  }

  public init(table: WordTable, english: WordTable) {
    self.table = table
    self.english = english
  }

  /// The reader's English words.
  public static func english(_ reader: ReaderKind) -> ReaderWords {
    let table = WordTables.english(reader)
    return ReaderWords(table: table, english: table)
  }

  /// Words the reader uses that this locale's table does not give.
  public var fallbackKeys: [WordKey] {
    WordKey.allCases.filter { english.words[$0] != nil && table.words[$0] == nil }
  }

  /// The word for a key (in its count's plural form, for a counted key), and whether
  /// it is the English fallback: an English form then follows English's plural rule.
  func word(_ key: WordKey, count: Int? = nil) -> (text: String, isFallback: Bool) {
    if let text = table.word(key, count: count) { return (text, false) }
    return (english.word(key, count: count) ?? key.rawValue, table.locale != english.locale)
  }

  /// The table's own word for a key, without falling back to English: for a word
  /// that has a fallback of its own in the same language (a month standing alone).
  public func ownWord(_ key: WordKey) -> String? {
    table.words[key]
  }

  /// The word or filled template, and whether any of it fell back to English; a
  /// counted key (`WordKey.counted`) takes the form of `count`'s plural category.
  public func phrase(_ key: WordKey, _ fills: [Fill] = [], count: Int? = nil) -> (text: String, isFallback: Bool) {
    let template = word(key, count: count)
    if fills.isEmpty { return (Self.fill(template.text, with: []), template.isFallback) }
    var fellBack = template.isFallback
    let values = fills.map { fill -> String in
      switch fill {
      case .text(let text): return text
      case .word(let key):
        // An English template takes English words: no half-translated sentence.
        if template.isFallback { return english.words[key] ?? key.rawValue }
        let word = word(key)
        fellBack = fellBack || word.isFallback
        return word.text
      }
    }
    return (Self.fill(template.text, with: values), fellBack)
  }

  /// The text alone.
  public subscript(_ key: WordKey, _ fills: Fill...) -> String {
    phrase(key, fills).text
  }

  /// A speech part of the reader's words; its source names an English fallback.
  public func part(
    _ kind: SpeechPart.Kind, _ key: WordKey, _ fills: [Fill] = [], count: Int? = nil, source: String
  ) -> SpeechPart {
    readerPart(kind, key, fills, count: count, source: source)
  }

  /// A node's source, marked when its word is spoken in English for want of one in this locale.
  public func source(_ source: PartSource, isFallback: Bool) -> PartSource {
    isFallback ? .inEnglish(source, reader: table.reader, language: table.languageName) : source
  }

  /// The source of a part spoken in English for want of a word in this locale.
  public func fallbackSource(_ source: String) -> String {
    "\(source) (English: \(table.reader.displayName) has no \(table.languageName) word for it in Earshot's table)"
  }

  /// Fills `%1$s`, `%2$d`... with the values by number; `%%` is a percent sign.
  /// Walks Unicode scalars, copying the text between placeholders in runs: a
  /// Character walk cost more than the rest of a TalkBack hint (docs/performance.md).
  static func fill(_ template: String, with values: [String]) -> String {
    // Searched byte by byte: a Character search costs more than the filling.
    guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
    let scalars = template.unicodeScalars
    var result = String.UnicodeScalarView()
    var run = scalars.startIndex
    var index = run
    while index < scalars.endIndex {
      guard scalars[index] == "%" else {
        index = scalars.index(after: index)
        continue
      }
      result.append(contentsOf: scalars[run..<index])
      let afterPercent = scalars.index(after: index)
      if afterPercent < scalars.endIndex, scalars[afterPercent] == "%" {
        result.append("%")
        index = scalars.index(after: afterPercent)
        run = index
        continue
      }
      var number = 0
      var digitsEnd = afterPercent
      while digitsEnd < scalars.endIndex, number < 1_000, let digit = scalars[digitsEnd].asciiDigit {
        number = number * 10 + digit
        digitsEnd = scalars.index(after: digitsEnd)
      }
      if digitsEnd > afterPercent, digitsEnd < scalars.endIndex, scalars[digitsEnd] == "$" {
        let type = scalars.index(after: digitsEnd)
        if type < scalars.endIndex, scalars[type] == "s" || scalars[type] == "d", number >= 1, number <= values.count {
          result.append(contentsOf: values[number - 1].unicodeScalars)
          index = scalars.index(after: type)
          run = index
          continue
        }
      }
      result.append("%")
      index = afterPercent
      run = index
    }
    result.append(contentsOf: scalars[run..<scalars.endIndex])
    return String(result)
  }
}

extension Unicode.Scalar {
  /// 0...9 for an ASCII digit.
  fileprivate var asciiDigit: Int? {
    value >= 0x30 && value <= 0x39 ? Int(value - 0x30) : nil
  }

}
