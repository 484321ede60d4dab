import ScreenReader
import Testing

/// Templates are filled by byte, not by Character, and words are looked up by a
/// key's place rather than by hashing its name (docs/performance.md): the fast
/// paths must read every template and find every word exactly as before.
@Suite struct WordFillingTests {
  func words(_ template: String) -> ReaderWords {
    let table = WordTable(
      reader: .talkBack, locale: "xx", languageName: "Test", source: "test",
      words: [.hintActivate: template, .doubleTap: "Tippen"])
    return ReaderWords(table: table, english: WordTables.words(for: .talkBack, locale: "en").table)
  }

  @Test func placeholdersAreFilledByNumberInTheTemplatesOrder() {
    let filled = words("%2$s, dann %1$s").phrase(.hintActivate, [.word(.doubleTap), .text("Öffnen")])
    #expect(filled.text == "Öffnen, dann Tippen")
    #expect(!filled.isFallback)
  }

  @Test func aDoubledPercentIsOneAndAnUnknownPlaceholderStaysAsWritten() {
    let words = words("50%% über %1$s, %3$s, %x und %")
    #expect(words.phrase(.hintActivate, [.text("Ä")]).text == "50% über Ä, %3$s, %x und %")
    // The stretches say the same, the app's text apart from the reader's words.
    let segments = words.segments(.hintActivate, [.text("Ä")])
    #expect(segments.map(\.text).joined() == "50% über Ä, %3$s, %x und %")
    #expect(segments.map(\.text) == ["50% über ", "Ä", ", %3$s, %x und %"])
    #expect(segments.map(\.origin) == [.readerWords, .appText, .readerWords])
  }

  @Test func textAroundPlaceholdersKeepsItsCharacters() {
    let words = words("👩‍👩‍👧 é%1$s\u{301}ß")
    #expect(words.phrase(.hintActivate, [.text("x")]).text == "👩‍👩‍👧 éx\u{301}ß")
  }

  @Test func everyWordOfEveryShippedTableIsFoundByItsKey() {
    for table in WordTables.all {
      for key in WordKey.allCases {
        #expect(table[word: key] == table.words[key], "\(table.reader) \(table.locale) \(key)")
      }
    }
  }
}
