import ScreenReader
import Testing

/// The word tables are data files (Words/Tables/READER-LOCALE.words): every
/// shipped one reads without a problem, and a mistake in one is a located error.
@Suite struct WordTableFileTests {
  @Test func everyShippedFileReadsCleanly() {
    #expect(WordTables.problems.map(\.description) == [])
    #expect(WordTableFile.shipped.count == WordTables.all.count)
    for locale in WordTables.locales {
      for reader in ReaderKind.allCases {
        #expect(WordTables.all.contains { $0.reader == reader && $0.locale == locale }, "\(reader) \(locale)")
      }
    }
  }

  /// Start-up reads the headers and parses only the tables it speaks with: each
  /// must be the table `all` holds, and the locales those `all` has.
  @Test func aTableLoadedAloneIsTheOneAllHolds() {
    var locales: [String] = []
    for table in WordTables.all {
      if !locales.contains(table.locale) { locales.append(table.locale) }
      let alone = WordTables.words(for: table.reader, locale: table.locale).table
      #expect(alone.words == table.words, "\(table.reader) \(table.locale)")
      #expect(alone.unknown == table.unknown, "\(table.reader) \(table.locale)")
      #expect(alone.source == table.source && alone.languageName == table.languageName)
    }
    #expect(WordTables.locales == locales)
  }

  @Test func anUnknownKeyIsALocatedErrorWithASuggestion() {
    let file = WordTableFile(
      path: "Sources/ScreenReader/Words/Tables/TalkBack-xx.words",
      text: """
        reader: TalkBack
        locale: xx
        language: Test
        source: a test

        roleButton = Knopf
          roleChekBox = Kasten
        """)
    let result = WordTableParser.parse(file)
    #expect(
      result.diagnostics.map(\.description) == [
        "Sources/ScreenReader/Words/Tables/TalkBack-xx.words:7:3: error: unknown word key 'roleChekBox'; "
          + "the keys are WordKey's cases; did you mean 'roleCheckBox'?"
      ])
    // The rest of the file still speaks.
    #expect(result.table?.words == [.roleButton: "Knopf"])
  }

  @Test func aMissingHeaderOrAMalformedLineIsNamed() {
    let file = WordTableFile(path: "bad.words", text: "reader: TalkBack\nlocale: xx\nroleButton Knopf\n")
    let messages = WordTableParser.parse(file).diagnostics.map(\.description)
    #expect(messages.first?.hasPrefix("bad.words:3:1: error: expected 'key = word'") == true)
    #expect(
      messages.last
        == "bad.words: error: the header lacks 'language:', 'source:'; start the file with reader:, locale:, language: and source: lines"
    )
  }

  @Test func aKeyGivenTwiceKeepsTheFirst() {
    let file = WordTableFile(
      path: "twice.words",
      text: "reader: VoiceOver\nlocale: xx\nlanguage: X\nsource: s\nroleButton = A\nroleButton = B\n")
    let result = WordTableParser.parse(file)
    #expect(
      result.diagnostics.map(\.description) == [
        "twice.words:6:1: error: 'roleButton' is given twice; the first is on line 5; keep one"
      ])
    #expect(result.table?.words[.roleButton] == "A")
  }

  /// A translated template keeps the English one's placeholders (moved where the
  /// language puts them), so no value is lost or doubled.
  @Test func translatedTemplatesKeepTheEnglishPlaceholders() {
    func placeholders(_ text: String) -> Set<String> {
      var found: Set<String> = []
      var rest = Substring(text)
      while let percent = rest.firstIndex(of: "%") {
        rest = rest[rest.index(after: percent)...]
        let digits = rest.prefix { $0.isNumber }
        if !digits.isEmpty { found.insert(String(digits)) }
      }
      return found
    }
    for table in WordTables.all where table.locale != "en" {
      let english = WordTables.words(for: table.reader, locale: "en").table
      for (key, word) in table.words {
        #expect(
          placeholders(word) == placeholders(english.words[key] ?? ""), "\(table.reader) \(table.locale) \(key)")
      }
      for (key, forms) in table.pluralForms {
        for (category, word) in forms {
          #expect(
            placeholders(word) == placeholders(english.words[key] ?? ""),
            "\(table.reader) \(table.locale) \(key).\(category)")
        }
      }
    }
  }

  /// `unknown *` marks every English word the file does not give.
  @Test func aTableWithoutPublishedWordsListsEveryEnglishWordAsUnknown() {
    let french = WordTables.words(for: .voiceOver, locale: "fr")
    let english = WordTables.words(for: .voiceOver, locale: "en")
    // French VoiceOver gives only the dates (CLDR); every VoiceOver word of its own is unknown.
    #expect(french.table.words[.roleButton] == nil && french.table.words[.month11] == "novembre")
    #expect(Set(french.table.unknown.keys) == Set(english.table.words.keys).subtracting(french.table.words.keys))
    #expect(Set(french.fallbackKeys) == Set(french.table.unknown.keys))
  }
}
