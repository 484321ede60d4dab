import EarshotTestSupport
import Foundation
import ScreenReader
import Testing

/// The core marks whose words each stretch of an utterance is, and places it in a
/// language: the reader's words in the locale's, the app's text in the element's
/// (`lang:`), else the scenario's, else the locale's. Typed runs, never parsed text.
@Suite struct LanguageRunTests {
  static let form = """
    title: Einstellungen
    elements:
      - checkbox: { label: Subscribe, lang: en }
      - checkbox: Benachrichtigungen
      - dropdown: { label: Language, options: [English, French], selected: English, lang: en-GB }
    """

  func runs(_ utterance: Utterance) -> [String] {
    utterance.languageRuns.map { "\($0.language ?? "?"): \($0.text)" }
  }

  @Test func aGermanTalkBackSpeaksItsWordsInGermanAndAnEnglishLabelInEnglish() throws {
    var session = ScreenReaderSession(screen: try Fixtures.screen(Self.form), platform: .android, locale: "de")
    let first = try session.perform(.first).utterances
    let described = try #require(first.first { $0.text.contains("Subscribe") })
    #expect(described.text == "nicht aktiviert, Subscribe, Kästchen")
    #expect(runs(described) == ["de: nicht aktiviert, ", "en-us: Subscribe, ", "de: Kästchen"])
    #expect(described.languageRuns.map(\.text).joined() == described.text)

    let next = try session.perform(.next).utterances
    #expect(
      next.map { runs($0) } == [
        ["de: nicht aktiviert, Benachrichtigungen, Kästchen"], ["de: Zum Wechseln doppeltippen"],
      ])
  }

  @Test func aPopupsOptionsAreInTheLanguageOfTheirOwner() throws {
    var session = ScreenReaderSession(screen: try Fixtures.screen(Self.form), platform: .ios, locale: "de")
    _ = try session.perform(.touch("Language"))
    let opened = try session.perform(.activate).utterances
    let option = try #require(opened.first { $0.text.contains("English") })
    #expect(option.languageRuns.contains { $0.language == "en-gb" && $0.text.contains("English") })
    #expect(option.languageRuns.allSatisfy { $0.language == "en-gb" || $0.language == "de" })
  }

  @Test func theScenariosLangIsTheDefaultForItsElements() throws {
    let yaml = """
      lang: fr
      elements:
        - button: Continuer
        - button: { label: Weiter, lang: de }
      """
    var session = ScreenReaderSession(screen: try Fixtures.screen(yaml), platform: .android, locale: "en")
    // An untitled screen opens in silence; the first element is read by the first gesture.
    let first = try #require(try session.perform(.first).utterances.first)
    #expect(runs(first) == ["fr-fr: Continuer, ", "en-us: Button"])
    let next = try session.perform(.next).utterances
    #expect(runs(next[0]) == ["de: Weiter, ", "en-us: Button"])
  }

  @Test func anEnglishSessionIsOneRunPerUtterance() throws {
    let english = Self.form.replacingOccurrences(of: ", lang: en-GB", with: "")
      .replacingOccurrences(of: ", lang: en", with: "")
    var session = ScreenReaderSession(screen: try Fixtures.screen(english), platform: .android)
    for command in [Command.next, .next, .activate, .next, .activate] {
      for utterance in try session.perform(command).utterances {
        #expect(utterance.languageRuns == [LanguageRun(text: utterance.text, language: "en-us")])
      }
    }
  }

  /// A word the locale's table lacks is spoken in English, in the English voice;
  /// the app's text inside a reader template keeps its own language.
  @Test func englishFallbacksAndLabelsInsideTemplatesKeepTheirLanguages() throws {
    let yaml = """
      elements:
        - text-field: { label: Email, error: Ungültige Adresse }
        - link: Impressum
      """
    var session = ScreenReaderSession(screen: try Fixtures.screen(yaml), platform: .android, locale: "de")
    let opened = try session.perform(.first).utterances
    let error = try #require(opened.first?.parts.first { $0.kind == .state && $0.text.contains("Ungültige") })
    // The label view's "für Email" closes the tree description the error is part of
    // (TreeNodesDescription.treeDescriptionWithLabel, google/talkback 26a27dc0).
    #expect(error.segments.map(\.text) == ["Error: ", "Ungültige Adresse", " für ", "Email"])
    #expect(error.segments.map(\.origin) == [.readerWords, .appText, .readerWords, .appText])
    var dropdown = ScreenReaderSession(screen: try Fixtures.screen(Self.form), platform: .android, locale: "de")
    _ = try dropdown.perform(.touch("Language"))
    let popup = try dropdown.perform(.activate).utterances
    // TalkBack's German table has no "Pop up window" (docs/languages.md): English, in the English voice.
    #expect(runs(try #require(popup.first)) == ["en-us: Pop up window"])
  }
}
