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
    /// Several of the reader's words joined as TalkBack joins a list (", "): "Actions, Links".
    case words([WordKey])
    /// Keys of a key combo, joined as TalkBack writes one: "Alt + ENTER"
    /// (KeyComboManager.CONCATENATION_STR, google/talkback 26a27dc0).
    case keyCombo([WordKey])

    /// The reader's words a fill lists, and what joins them; nil for one word or text.
    var listed: (keys: [WordKey], separator: String)? {
      switch self {
      case .words(let keys): (keys, ", ")
      case .keyCombo(let keys): (keys, " + ")
      case .word, .text: nil
      }
    }
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
        if template.isFallback { return english[word: key] ?? key.rawValue }
        let word = word(key)
        fellBack = fellBack || word.isFallback
        return word.text
      case .words, .keyCombo:
        let (keys, separator) = fill.listed ?? ([], "")
        if template.isFallback { return keys.map { english[word: $0] ?? $0.rawValue }.joined(separator: separator) }
        let listed = keys.map { word($0) }
        fellBack = fellBack || listed.contains { $0.isFallback }
        return listed.map(\.text).joined(separator: separator)
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
  /// Reads the template by UTF-8 byte, copying the text between placeholders in
  /// runs: a Character walk cost more than the rest of a TalkBack hint
  /// (docs/performance.md). `%`, `$`, digits, `s` and `d` are ASCII, so a byte
  /// never matches inside another character.
  static func fill(_ template: String, with values: [String]) -> String {
    let bytes = template.utf8
    // Most words have no placeholder at all.
    guard bytes.contains(UInt8(ascii: "%")) else { return template }
    var result = ""
    var run = bytes.startIndex
    for placeholder in placeholders(in: template, valueCount: values.count) {
      result += String(decoding: bytes[run..<placeholder.range.lowerBound], as: UTF8.self)
      switch placeholder.kind {
      case .percent, .unknown: result += "%"
      case .value(let number): result += values[number - 1]
      }
      run = placeholder.range.upperBound
    }
    result += String(decoding: bytes[run..<bytes.endIndex], as: UTF8.self)
    return result
  }

  /// A `%` in a template and what it stands for.
  struct Placeholder {
    enum Kind {
      /// `%%`: a percent sign.
      case percent
      /// `%N$s` or `%N$d` with 1 <= N <= the number of values.
      case value(Int)
      /// Any other `%`: kept as written (only the `%` itself is consumed).
      case unknown
    }
    var range: Range<String.Index>
    var kind: Kind
  }

  /// Every `%` of the template in order, as `fill` and `fillSegments` read them.
  static func placeholders(in template: String, valueCount: Int) -> [Placeholder] {
    let bytes = template.utf8
    var found: [Placeholder] = []
    var index = bytes.startIndex
    while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
      let afterPercent = bytes.index(after: percent)
      if afterPercent < bytes.endIndex, bytes[afterPercent] == UInt8(ascii: "%") {
        index = bytes.index(after: afterPercent)
        found.append(Placeholder(range: percent..<index, kind: .percent))
        continue
      }
      var number = 0
      var digitsEnd = afterPercent
      while digitsEnd < bytes.endIndex, number < 1_000, let digit = bytes[digitsEnd].templateDigit {
        number = number * 10 + digit
        digitsEnd = bytes.index(after: digitsEnd)
      }
      if digitsEnd > afterPercent, digitsEnd < bytes.endIndex, bytes[digitsEnd] == UInt8(ascii: "$") {
        let type = bytes.index(after: digitsEnd)
        if type < bytes.endIndex, bytes[type] == UInt8(ascii: "s") || bytes[type] == UInt8(ascii: "d"),
          number >= 1, number <= valueCount
        {
          index = bytes.index(after: type)
          found.append(Placeholder(range: percent..<index, kind: .value(number)))
          continue
        }
      }
      index = afterPercent
      found.append(Placeholder(range: percent..<afterPercent, kind: .unknown))
    }
    return found
  }
}

extension UInt8 {
  /// 0...9 for an ASCII digit (a placeholder's number).
  fileprivate var templateDigit: Int? {
    self >= 0x30 && self <= 0x39 ? Int(self - 0x30) : nil
  }
}
