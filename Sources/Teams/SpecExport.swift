import EarshotCLI
import Playback
import Recording
import Scenario
import ScreenReader
import Speech

/// `earshot export` without its command line: a scenario's announcement spec as a
/// Markdown table (one locale, or several side by side) or as the hand-off page, with
/// every cell's speech synthesised in the process. Notes go through `output`.
public struct SpecExport {
  public enum Format: String, CaseIterable, Sendable {
    case markdown, html
  }

  /// The scenario's path, as the spec names it.
  public var scenario: String
  public var screen: Screen
  public var format: Format
  /// The readers' locales side by side; none: the screen's own.
  public var locales: [String]
  public var hintsEnabled: Bool
  public var audio: HandOffPage.AudioFormat
  public var output: any RunOutput

  public init(
    scenario: String, screen: Screen, format: Format = .markdown, locales: [String] = [], hintsEnabled: Bool = true,
    audio: HandOffPage.AudioFormat = .opus, output: any RunOutput = ConsoleOutput()
  ) {
    self.scenario = scenario
    self.screen = screen
    self.format = format
    self.locales = locales
    self.hintsEnabled = hintsEnabled
    self.audio = audio
    self.output = output
  }

  /// The spec as it is written, control characters in scenario text shown escaped.
  public func document() throws -> String {
    let text: String
    switch format {
    case .markdown where locales.count > 1:
      let specs = locales.map {
        (locale: $0, spec: AnnouncementSpec.build(screen: screen, hintsEnabled: hintsEnabled, locale: $0))
      }
      text = AnnouncementSpecLocales.render(specs, scenario: scenario)
    case .markdown:
      let spec = AnnouncementSpec.build(screen: screen, hintsEnabled: hintsEnabled, locale: locales.first)
      text = AnnouncementSpecMarkdown.render(spec, scenario: scenario)
    case .html:
      text = try handOffPage()
    }
    return VisibleText.escaped(text, keepingNewlines: true)
  }

  /// The hand-off page, with every cell's speech synthesised in the process; several
  /// locales side by side, each spoken in its own voices.
  func handOffPage() throws -> String {
    let engine = try AudioSettings.engine()
    let locales = locales.isEmpty ? [screen.locale ?? "en"] : locales
    var casts: [String: VoiceCast] = [:]
    for locale in locales {
      // The page's speech in the locale's voices, each element's text in its language's.
      let (cast, notes) = try AudioSettings().cast().forSession(
        locale: locale, languages: screen.languages, engine: engine)
      for line in notes { output.note(locales.count > 1 ? "locale \(locale): \(line)" : line) }
      casts[locale] = cast
    }
    do {
      let page = try HandOffPage.build(
        scenario: scenario, screen: screen, locales: locales, hintsEnabled: hintsEnabled, audioFormat: audio,
        engine: engine, casts: casts)
      return HandOffPageHTML.render(page)
    } catch {
      throw CommandFailure.badInput("\(error)")
    }
  }
}
