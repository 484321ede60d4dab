import EarshotTestSupport
import Scenario
import ScreenReader
import Testing

/// The reader's version is part of its profile: the latest by default, an older one
/// chosen by `reader:` in a scenario (or `--reader`, `reader VERSION` in a script),
/// speaking that version's words (TalkBack 12: google/talkback 6c0b475b's strings).
@Suite struct ReaderVersionTests {
  static let form = """
    title: Form
    elements:
      - checkbox: { label: Terms, checked: false }
      - button: Send
    """

  @Test func theLatestIsTheDefaultOfEachReader() throws {
    #expect(ReaderVersion.latest(.talkBack).id == "talkback-15")
    #expect(ReaderVersion.latest(.voiceOver).id == "voiceover-ios18")
    #expect(ReaderVersion.versions(of: .talkBack).map(\.id) == ["talkback-15", "talkback-12"])
    #expect(ReaderVersion.versions(of: .voiceOver).map(\.id) == ["voiceover-ios18", "voiceover-ios16"])
    let session = ScreenReaderSession(screen: try screen(Self.form), platform: .android)
    #expect(session.reader.version.id == "talkback-15")
  }

  /// A sheet's hidden dismiss element: 'Activate to dismiss pop-up window' on recent
  /// iOS (mozilla-mobile/firefox-ios #21223, iOS 17.5.1), 'Dismiss pop-up window' in the
  /// older descriptions.
  @Test func voiceOverVersionsReadTheSheetsDismissElementTheirOwnWay() throws {
    let yaml =
      "elements:\n  - button: { label: Time, opens: pick }\nmodals:\n  pick:\n    kind: sheet\n    title: Time\n    elements:\n      - button: Done\n"
    var latest = ScreenReaderSession(screen: try screen(yaml), platform: .ios)
    _ = try latest.say(.first, .activate)
    #expect(try latest.say(.last) == ["Activate to dismiss pop-up window, button"])
    var older = ScreenReaderSession(
      screen: try screen(yaml), platform: .ios, versions: [try #require(ReaderVersion.named("voiceover-ios16"))])
    _ = try older.say(.first, .activate)
    #expect(try older.say(.last) == ["Dismiss pop-up window, button"])
  }

  /// A switch's state follows its trait word from iOS 17 ("Fake label, Switch button, on":
  /// cashapp/AccessibilitySnapshot issue 199, iOS 17); before, it came first ("<label>, off,
  /// switch button": reference/screen-readers.md). Dimmed stays before the trait word.
  @Test func voiceOverVersionsPlaceTheSwitchStateTheirOwnWay() throws {
    let yaml = "elements:\n  - switch: { label: Wi-Fi, on: false }\n  - switch: { label: Bluetooth, disabled: true }\n"
    var latest = ScreenReaderSession(screen: try screen(yaml), platform: .ios)
    latest.hintsEnabled = false
    #expect(try latest.say(.first) == ["Wi-Fi, switch button, off"])
    #expect(try latest.say(.next) == ["Bluetooth, dimmed, switch button, off"])
    var older = ScreenReaderSession(
      screen: try screen(yaml), platform: .ios, versions: [try #require(ReaderVersion.named("voiceover-ios16"))])
    older.hintsEnabled = false
    #expect(try older.say(.first) == ["Wi-Fi, off, switch button"])
    #expect(try older.say(.next) == ["Bluetooth, off, dimmed, switch button"])
  }

  @Test func spellingsFindTheVersion() {
    #expect(ReaderVersion.named("TalkBack 12")?.id == "talkback-12")
    #expect(ReaderVersion.named("talkback12")?.id == "talkback-12")
    #expect(ReaderVersion.named("VoiceOver-iOS16")?.id == "voiceover-ios16")
    #expect(ReaderVersion.named("talkback-13") == nil)
  }

  /// German TalkBack 15 says "Zum Wechseln" (template_hint_checkable, values-de,
  /// 26a27dc0) and "Zum Aktivieren" (template_hint_clickable); TalkBack 12 said
  /// "Zum Umschalten" and "Zum Auswählen" (6c0b475b).
  @Test func anOlderVersionSpeaksItsOwnWords() throws {
    let talkBack12 = try #require(ReaderVersion.named("talkback-12"))
    var latest = ScreenReaderSession(screen: try screen(Self.form), platform: .android, locale: "de")
    var older = ScreenReaderSession(
      screen: try screen(Self.form), platform: .android, locale: "de", versions: [talkBack12])
    #expect(try latest.say(.first) == ["nicht aktiviert, Terms, Kästchen", "Zum Wechseln doppeltippen"])
    #expect(try older.say(.first) == ["nicht aktiviert, Terms, Kästchen", "Zum Umschalten doppeltippen"])
    #expect(try latest.say(.next) == ["Send, Schaltfläche", "Zum Aktivieren doppeltippen"])
    #expect(try older.say(.next) == ["Send, Schaltfläche", "Zum Auswählen doppeltippen"])
  }

  /// A version of the other reader waits for its platform: it is kept over a
  /// switch and a reload, and the switched-to reader speaks as it.
  @Test func aVersionIsKeptOverASwitchAndAReload() throws {
    let talkBack12 = try #require(ReaderVersion.named("talkback-12"))
    var session = ScreenReaderSession(screen: try screen(Self.form), platform: .ios, locale: "de")
    session.setReaderVersion(talkBack12)
    #expect(session.reader.version.id == "voiceover-ios18")
    session.switchPlatform(to: .android)
    #expect(session.reader.version.id == "talkback-12")
    let reloaded = session.carried(to: try screen(Self.form)).session
    #expect(reloaded.reader.version.id == "talkback-12")
    #expect(reloaded.reader.words.phrase(.hintToggle, [.word(.doubleTap)]).text == "Zum Umschalten doppeltippen")
  }

  @Test func aScenarioNamesItsReaders() throws {
    let screen = try screen("reader: [talkback-12, voiceover-ios16]\n" + Self.form)
    #expect(screen.readerVersions.map(\.id) == ["talkback-12", "voiceover-ios16"])
  }

  @Test func anUnknownOrDoubledVersionIsALocatedError() {
    for (yaml, message) in [
      (
        "reader: talkback-13\n",
        "test.yaml:1:9: error: 'reader' must name reader versions among talkback-15, talkback-12, voiceover-ios18, voiceover-ios16, not 'talkback-13'; did you mean 'talkback-12' or 'talkback-15'?"
      ),
      (
        "reader: [talkback-12, talkback-15]\n",
        "test.yaml:1:9: error: 'reader' names two versions of TalkBack (talkback-12, talkback-15); keep one"
      ),
    ] {
      #expect(throws: ScenarioError.self) { try screen(yaml + Self.form) }
      do {
        _ = try screen(yaml + Self.form)
      } catch let error as ScenarioError {
        #expect(error.diagnostics.map(\.description).contains(message), "\(error.diagnostics.map(\.description))")
      } catch {
        Issue.record("\(error)")
      }
    }
  }
}
