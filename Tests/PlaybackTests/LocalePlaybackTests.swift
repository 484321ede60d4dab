import Playback
import ScreenReader
import Testing

/// The locale reaches the readers from a script line, a scenario's `locale:` and
/// the command line, which wins.
@Suite struct LocalePlaybackTests {
  static let yaml = """
    elements:
      - checkbox: { label: Terms, checked: true }
    """

  @Test func aScriptLineSwitchesTheReadersLanguageFromThereOn() throws {
    let screen = try PlaybackFixtures.screen(Self.yaml)
    var player = Player(screen: screen, platform: .both)
    let commands = try PlaybackFixtures.commands("first\nlocale de\nfirst\nlocale fr\nactivate", platform: .both)
    let steps = try commands.map { try player.run($0) }
    let heard = steps.map { $0.results.map(\.events.spokenText) }
    #expect(heard[0] == ["Terms, checked, button", "checked, Terms, Check box, Double-tap to toggle"])
    #expect(heard[2].last == "aktiviert, Terms, Kästchen, Zum Wechseln doppeltippen")
    #expect(heard[4] == ["not checked", "non coché"])
    #expect(player.locale == "fr")
  }

  @Test func theScenarioAsksForALocaleAndTheCommandLineWins() throws {
    let screen = try PlaybackFixtures.screen("locale: es\n" + Self.yaml)
    var fromScenario = Player(screen: screen, platform: .android)
    #expect(
      try fromScenario.run(.engine(.first, typed: "first")).results[0].events.spokenText.hasPrefix(
        "seleccionado, Terms, Casilla de verificación"))
    let fromCommandLine = Player(screen: screen, platform: .android, locale: "pt-BR")
    #expect(fromCommandLine.locale == "pt-BR")
  }

  @Test func anUnknownLocaleIsAClearScriptError() {
    guard case .failure(let failure) = ScriptParser.parse("locale klingon", platform: .ios) else {
      Issue.record("'locale klingon' parsed")
      return
    }
    #expect(failure.message.contains("en, de, en-GB, es, fr, ja, pt-BR"))
  }
}
