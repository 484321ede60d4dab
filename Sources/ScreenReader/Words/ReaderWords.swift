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

  /// The word for a key, and whether it is the English fallback.
  func word(_ key: WordKey) -> (text: String, isFallback: Bool) {
    if let text = table.words[key] { return (text, false) }
    return (english.words[key] ?? key.rawValue, table.locale != english.locale)
  }

  /// The word or filled template, and whether any of it fell back to English.
  public func phrase(_ key: WordKey, _ fills: [Fill] = []) -> (text: String, isFallback: Bool) {
    let template = word(key)
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
  public func part(_ kind: SpeechPart.Kind, _ key: WordKey, _ fills: [Fill] = [], source: String) -> SpeechPart {
    readerPart(kind, key, fills, source: source)
  }

  /// The source of a part spoken in English for want of a word in this locale.
  public func fallbackSource(_ source: String) -> String {
    "\(source) (English: \(table.reader.displayName) has no \(table.languageName) word for it in Earshot's table)"
  }

  /// Fills `%1$s`, `%2$d`... with the values by number; `%%` is a percent sign.
  static func fill(_ template: String, with values: [String]) -> String {
    guard template.contains("%") else { return template }
    var result = ""
    var characters = Substring(template)
    while let first = characters.first {
      characters = characters.dropFirst()
      guard first == "%" else {
        result.append(first)
        continue
      }
      if characters.first == "%" {
        result.append("%")
        characters = characters.dropFirst()
        continue
      }
      let digits = characters.prefix { $0.isNumber }
      let afterDigits = characters.dropFirst(digits.count)
      if let number = Int(digits), afterDigits.first == "$", let type = afterDigits.dropFirst().first,
        type == "s" || type == "d", number >= 1, number <= values.count
      {
        result += values[number - 1]
        characters = afterDigits.dropFirst(2)
      } else {
        result.append("%")
      }
    }
    return result
  }
}
