import EarshotTestSupport
import Playback
import ScreenReader
import Testing

/// `reader VERSION` in a script, `reader:` in a scenario and `--reader` (the
/// player's `versions`) choose the reader's version; an export puts two versions
/// of one reader side by side.
@Suite struct ReaderVersionPlaybackTests {
  static let yaml = """
    title: Form
    elements:
      - checkbox: { label: Terms, checked: false }
    """

  @Test func aScriptLineSwitchesTheVersionFromThereOn() throws {
    var player = Player(screen: try PlaybackFixtures.screen(Self.yaml), platform: .android, locale: "fr")
    var heard: [[String]] = []
    for command in try PlaybackFixtures.commands("first\nreader talkback-12\nfirst\n", platform: .android) {
      heard.append(try player.run(command).results.flatMap { $0.events.utterances.map(\.text) })
    }
    // template_hint_checkable, values-fr: 26a27dc0, then 6c0b475b.
    #expect(heard[0].last == "Appuyer deux fois pour cocher ou désélectionner")
    #expect(heard[2].last == "Appuyer deux fois pour cocher ou décocher")
  }

  @Test func theCommandLineWinsOverTheScenarioReaderByReader() throws {
    let screen = try PlaybackFixtures.screen("reader: [talkback-12, voiceover-ios16]\n" + Self.yaml)
    let player = Player(
      screen: screen, platform: .both, versions: [try #require(ReaderVersion.named("talkback-15"))])
    #expect(player.sessions.map(\.reader.version.id) == ["voiceover-ios16", "talkback-15"])
  }

  @Test func anExportPutsTwoVersionsSideBySide() throws {
    let screen = try PlaybackFixtures.screen(Self.yaml)
    let specs = try ["talkback-15", "talkback-12"].map { id in
      let version = try #require(ReaderVersion.named(id))
      return (locale: "de", spec: AnnouncementSpec.build(screen: screen, locale: "de", versions: [version]))
    }
    let markdown = AnnouncementSpecLocales.render(specs, scenario: "form.yaml")
    #expect(markdown.contains("| VoiceOver (de) | TalkBack 15 (de) | TalkBack 12 (de) |"))
    #expect(
      markdown.contains(
        "_Zum Wechseln doppeltippen_ | nicht aktiviert, Terms, Kästchen<br>_Zum Umschalten doppeltippen_"))
  }
}
