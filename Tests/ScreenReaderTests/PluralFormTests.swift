import ScreenReader
import Testing

/// TalkBack's "N items" (`template_list_total_count`, a `<plurals>`) takes the form
/// of the count's CLDR plural category in each language, as Android's
/// `getQuantityString` picks it. The phrases are copied here from google/talkback
/// talkback/src/main/res/values-XX/strings_compositor.xml (26a27dc0), one per count; nothing is
/// computed from Earshot's tables.
@Suite struct PluralFormTests {
  struct Expected: Sendable, CustomTestStringConvertible {
    var locale: String
    /// The phrase for each of `counts`.
    var phrases: [String]
    var testDescription: String { locale }
  }

  static let counts = [0, 1, 2, 5, 11, 21, 22]

  static let expected: [Expected] = [
    // en, de, es: "one" is 1 alone.
    Expected(
      locale: "en", phrases: ["0 items", "1 item", "2 items", "5 items", "11 items", "21 items", "22 items"]),
    Expected(
      locale: "de",
      phrases: ["0 Einträge", "1 Eintrag", "2 Einträge", "5 Einträge", "11 Einträge", "21 Einträge", "22 Einträge"]),
    Expected(
      locale: "es",
      phrases: [
        "0 elementos", "1 elemento", "2 elementos", "5 elementos", "11 elementos", "21 elementos", "22 elementos",
      ]),
    // fr: "one" is 0 and 1.
    Expected(
      locale: "fr",
      phrases: ["0 élément", "1 élément", "2 éléments", "5 éléments", "11 éléments", "21 éléments", "22 éléments"]),
    // pt-BR: TalkBack's "one" item is plural too.
    Expected(
      locale: "pt-BR", phrases: ["0 itens", "1 itens", "2 itens", "5 itens", "11 itens", "21 itens", "22 itens"]),
    // ja: "other" alone.
    Expected(
      locale: "ja",
      phrases: ["0個のアイテム", "1個のアイテム", "2個のアイテム", "5個のアイテム", "11個のアイテム", "21個のアイテム", "22個のアイテム"]),
    // ru: one (1, 21), few (2, 22), many (0, 5, 11).
    Expected(
      locale: "ru",
      phrases: ["0 элементов", "1 элемент", "2 элемента", "5 элементов", "11 элементов", "21 элемент", "22 элемента"]),
  ]

  @Test(arguments: expected)
  func eachCountTakesItsLanguagesForm(_ expected: Expected) {
    let words = WordTables.words(for: .talkBack, locale: expected.locale)
    let said = Self.counts.map { words.phrase(.itemCount, [.text("\($0)")], count: $0).text }
    #expect(said == expected.phrases)
    #expect(Self.counts.allSatisfy { !words.phrase(.itemCount, [.text("\($0)")], count: $0).isFallback })
  }

  /// Russian's teens are "many" whatever their last digit; 101 is "one" again.
  @Test func russianTeensAndHundreds() {
    let words = WordTables.words(for: .talkBack, locale: "ru")
    let counts = [12, 14, 101, 104, 111, 1_000]
    let counted = counts.map { words.phrase(.itemCount, [.text("\($0)")], count: $0).text }
    #expect(
      counted == ["12 элементов", "14 элементов", "101 элемент", "104 элемента", "111 элементов", "1000 элементов"])
  }

  /// TalkBack 12 counted "пункт" (6c0b475b compositor/src/main/res/values-ru/strings.xml),
  /// each form of it: an older version's counted phrase is laid over as a whole.
  @Test func talkBack12SaysItsOwnRussianForms() {
    let words = WordTables.words(for: .talkBack, locale: "ru", version: ReaderVersion.named("talkback-12"))
    let counts = [1, 2, 5]
    let counted = counts.map { words.phrase(.itemCount, [.text("\($0)")], count: $0).text }
    #expect(counted == ["1 пункт", "2 пункта", "5 пунктов"])
  }

  /// French has a "many" category (a round million) that TalkBack gives no item for:
  /// Android then says "other", and so does Earshot.
  @Test func aCategoryTheTableLacksSaysOther() {
    let words = WordTables.words(for: .talkBack, locale: "fr")
    #expect(PluralRule.of(locale: "fr")?.category(1_000_000) == .many)
    #expect(words.phrase(.itemCount, [.text("1000000")], count: 1_000_000).text == "1000000 éléments")
  }

  /// A session says it as focus enters a list.
  @Test(arguments: [(2, "2 элемента"), (5, "5 элементов"), (21, "21 элемент")])
  func talkBackSaysTheRussianFormEnteringAList(count: Int, phrase: String) throws {
    let items = (1...count).map { "I\($0)" }.joined(separator: ", ")
    var reader = ScreenReaderSession(
      screen: try screen("title: L\nelements:\n  - list: { label: Things, items: [\(items)] }"), platform: .android,
      locale: "ru")
    #expect(try reader.say(.first, .next) == ["I1, 1 из \(count), В списке, \(phrase)"])
  }

  static func parse(_ body: String, locale: String = "ru", language: String = "Russian") -> WordTableParser.Result {
    WordTableParser.parse(
      WordTableFile(
        path: "TalkBack-\(locale).words",
        text: "reader: TalkBack\nlocale: \(locale)\nlanguage: \(language)\nsource: a test\n" + body))
  }

  @Test func aCategoryTheLanguageLacksIsALocatedError() {
    let result = Self.parse(
      "itemCount.one = %1$d個\nitemCount.other = %1$d個\n", locale: "ja", language: "Japanese")
    #expect(
      result.diagnostics.map(\.description) == [
        "TalkBack-ja.words:5:11: error: Japanese has no plural category 'one'; "
          + "its categories (CLDR plural rules) are other; remove 'itemCount.one'"
      ])
    #expect(result.table?.pluralForms[.itemCount] == nil)
    #expect(result.table?.words[.itemCount] == "%1$d個")
  }

  @Test func formsWithoutOtherAreALocatedError() {
    let result = Self.parse("itemCount.one = %1$d пункт\n  itemCount.few = %1$d пункта\n")
    #expect(
      result.diagnostics.map(\.description) == [
        "TalkBack-ru.words:5:1: error: 'itemCount' has plural forms but no 'itemCount.other'; "
          + "every language has 'other': Android and iOS say it for any count whose category has no form of its own"
      ])
  }

  @Test func anUnknownCategoryOrAnUncountedKeyIsALocatedError() {
    let result = Self.parse("itemCount.fwe = %1$d пункта\nroleButton.one = Кнопка\nitemCount.other = %1$d пункта\n")
    #expect(
      result.diagnostics.map(\.description) == [
        "TalkBack-ru.words:5:11: error: unknown plural category 'fwe'; "
          + "CLDR's categories are zero, one, two, few, many, other; did you mean 'few'?",
        "TalkBack-ru.words:6:1: error: 'roleButton' is not said with a count, so it has no plural forms; "
          + "write 'roleButton = word'; the counted keys are itemCount, passwordCharacters, badgeCount",
      ])
  }

  @Test func aFormGivenTwiceKeepsTheFirst() {
    let result = Self.parse("itemCount = %1$d пункта\nitemCount.other = %1$d пунктов\n")
    #expect(
      result.diagnostics.map(\.description) == [
        "TalkBack-ru.words:6:1: error: 'itemCount.other' is given twice; the first is on line 5; keep one"
      ])
    #expect(result.table?.words[.itemCount] == "%1$d пункта")
  }

  /// A form given twice is said once, as twice, and its category checked once.
  @Test func aFormGivenTwiceIsOneMistakeEach() {
    let result = Self.parse(
      "itemCount.one = a\nitemCount.one = b\nitemCount.other = c\n", locale: "ja", language: "Japanese")
    #expect(
      result.diagnostics.map(\.description) == [
        "TalkBack-ja.words:6:1: error: 'itemCount.one' is given twice; the first is on line 5; keep one",
        "TalkBack-ja.words:5:11: error: Japanese has no plural category 'one'; "
          + "its categories (CLDR plural rules) are other; remove 'itemCount.one'",
      ])
  }

  /// A language whose rule is not declared cannot choose a form: said where the form is.
  @Test func aLanguageWithoutARuleIsALocatedError() {
    let result = Self.parse("itemCount.one = a\nitemCount.other = b\n", locale: "xx", language: "Test")
    #expect(
      result.diagnostics.map(\.description) == [
        "TalkBack-xx.words:5:11: error: no plural rule for locale 'xx', so 'itemCount.one' cannot be chosen; "
          + "declare the language's CLDR plural rule in Sources/ScreenReader/Words/PluralRule.swift"
      ])
  }
}
