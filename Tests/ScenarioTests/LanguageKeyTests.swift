import EarshotTestSupport
import Foundation
import Scenario
import ScreenReader
import Testing

/// `lang:` on an element or a scenario names a language eSpeak NG speaks: a region
/// it lacks falls back to the language, anything else is a located error.
@Suite struct LanguageKeyTests {
  static func load(_ yaml: String) throws -> LoadedScenario {
    try ScenarioLoader.parse(data: Data(yaml.utf8), file: "lang.yaml")
  }

  static func messages(_ yaml: String) -> [String] {
    do {
      _ = try ScenarioLoader.parse(data: Data(yaml.utf8), file: "lang.yaml")
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func tagsAreReadAsESpeakNGsLanguages() throws {
    let loaded = try Self.load(
      """
      lang: pt_BR
      elements:
        - button: { label: Weiter, lang: de-AT }
        - button: { label: Next, lang: en }
        - button: { label: Suivant, lang: FR }
        - button: Continuar
      """)
    #expect(loaded.screen.language == "pt-br")
    #expect(loaded.screen.components.map(\.common.language) == ["de", "en-us", "fr-fr", nil])
    #expect(loaded.screen.languages == ["pt-br", "de", "en-us", "fr-fr"])
  }

  @Test func aLanguageESpeakNGLacksIsALocatedErrorWithASuggestion() {
    #expect(
      Self.messages(
        """
        elements:
          - button: { label: Weiter, lang: deu }
        """) == [
          "lang.yaml:2:36: error: 'lang' must be a language eSpeak NG speaks (a tag such as en, de, fr-CA, pt-BR; `espeak-ng --voices` lists them), not 'deu'; did you mean 'de' or 'eu'?"
        ])
    let topLevel = Self.messages("lang: klingon\nelements:\n  - button: Go\n")
    #expect(topLevel.count == 1)
    #expect(topLevel[0].hasPrefix("lang.yaml:1:7: error: 'lang' must be a language eSpeak NG speaks"))
  }
}
