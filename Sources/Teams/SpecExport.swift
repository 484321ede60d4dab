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
  /// The reader versions to speak as; two versions of one reader are put side by side.
  public var versions: [ReaderVersion]
  public var hintsEnabled: Bool
  public var audio: HandOffPage.AudioFormat
  /// The most encoded audio the page embeds (`HandOffPage.defaultAudioCap`).
  public var audioCap = HandOffPage.defaultAudioCap
  public var output: any RunOutput

  public init(
    scenario: String, screen: Screen, format: Format = .markdown, locales: [String] = [],
    versions: [ReaderVersion] = [], hintsEnabled: Bool = true, audio: HandOffPage.AudioFormat = .opus,
    output: any RunOutput = ConsoleOutput()
  ) {
    self.scenario = scenario
    self.screen = screen
    self.format = format
    self.locales = locales
    self.versions = versions
    self.hintsEnabled = hintsEnabled
    self.audio = audio
    self.output = output
  }

  /// The spec as it is written, control characters in scenario text shown escaped.
  public func document() throws -> String {
    let versionSets = Self.sideBySide(versions)
    let text: String
    switch format {
    case .markdown where locales.count > 1 || versionSets.count > 1:
      var specs: [(locale: String, spec: AnnouncementSpec)] = []
      for locale in locales.isEmpty ? [screen.locale ?? "en"] : locales {
        for set in versionSets {
          specs.append(
            (locale, AnnouncementSpec.build(screen: screen, hintsEnabled: hintsEnabled, locale: locale, versions: set)))
        }
      }
      text = AnnouncementSpecLocales.render(specs, scenario: scenario)
    case .markdown:
      let spec = AnnouncementSpec.build(
        screen: screen, hintsEnabled: hintsEnabled, locale: locales.first, versions: versions)
      text = AnnouncementSpecMarkdown.render(spec, scenario: scenario)
    case .html:
      // The page speaks each reader's first version asked for.
      text = try handOffPage(versions: versionSets.first ?? versions)
    }
    return VisibleText.escaped(text, keepingNewlines: true)
  }

  /// The version sets to put side by side: one per version of a reader named more
  /// than once (the other readers' first version in each), else the one set.
  static func sideBySide(_ versions: [ReaderVersion]) -> [[ReaderVersion]] {
    guard let repeated = ReaderKind.allCases.first(where: { kind in versions.count { $0.reader == kind } > 1 })
    else { return [versions] }
    var others: [ReaderVersion] = []
    for version in versions where version.reader != repeated && !others.contains(where: { $0.reader == version.reader })
    {
      others.append(version)
    }
    return versions.filter { $0.reader == repeated }.map { [$0] + others }
  }

  /// The hand-off page, with every cell's speech synthesised in the process; several
  /// locales side by side, each spoken in its own voices.
  func handOffPage(versions: [ReaderVersion]) throws -> String {
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
        scenario: scenario, screen: screen, locales: locales, versions: versions, hintsEnabled: hintsEnabled,
        audioFormat: audio, engine: engine, casts: casts, audioCap: audioCap)
      return HandOffPageHTML.render(page)
    } catch {
      throw CommandFailure.badInput("\(error)")
    }
  }
}
