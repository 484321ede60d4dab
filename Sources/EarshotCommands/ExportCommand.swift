import ArgumentParser
import Diagnostics
import EarshotCLI
import Files
import Foundation
import Playback
import Recording
import Scenario
import ScreenReader

/// `earshot export`: the announcement spec of a scenario, VoiceOver and TalkBack side by side.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract:
      "Write a scenario's announcement spec: what VoiceOver and TalkBack say for each element and state, side by side.",
    discussion: """
      Every element a screen reader can reach is visited on both platforms,
      double tapped to find its other states, and followed into the popups and
      modals it opens; each row says what is spoken there.

      The html page is one self-contained file (no network): each cell has a
      button that plays Earshot's own speech of it, embedded as Ogg Opus
      (--audio wav for WAV); 'why' for every word; the 'earshot check' findings
      beside the elements they concern; and the order an external keyboard's Tab
      visits. With several locales (--locale en,de) each screen reader has a
      column per locale, each cell marked with its language.

      Examples:
        earshot export scenarios/dropdown.yaml --format markdown > dropdown-spec.md
        earshot export scenarios/dropdown.yaml --format html -o dropdown-spec.html
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case markdown, html
  }

  @Argument(help: "The scenario file (.yaml).")
  var scenario: String

  @Option(
    help:
      "The spec's format: markdown (a table to paste into a document) or html (one page to hand off, with the speech to play, why, check findings and keyboard order)."
  )
  var format: Format = .markdown

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write the spec to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "The html page's audio: opus (Ogg Opus, small enough to attach) or wav (as rendered, about 20 times larger).",
      valueName: "format"))
  var audio: HandOffPage.AudioFormat = .opus

  @Flag(help: "Replace an existing file that is not a spec Earshot wrote.")
  var force = false

  @Flag(name: .customLong("no-hints"), help: "Leave usage hints out.")
  var noHints = false

  @Option(help: "The variant to export, for a scenario with 'variants:' (default: the first, e.g. broken).")
  var variant: String?

  @Option(
    help: ArgumentHelp(
      "The readers' language; several, comma-separated (de,fr), side by side (docs/languages.md).",
      valueName: "locales"))
  var locale: String?

  @Option(
    help: ArgumentHelp(
      ReaderOption.help + " Two versions of one reader (talkback-15,talkback-12) are put side by side.",
      valueName: "versions"))
  var reader: String?

  func run() throws {
    let loaded = try ScenarioLoading.load(scenario, variant: variant)
    if let output {
      let problems = OutputPolicy(inputs: [.init(scenario, role: "the scenario")])
        .problems([OutputTarget(option: "--output", path: output, kind: .spec, mayReplace: force)])
      guard problems.isEmpty else {
        throw CommandFailure(problems.map { Diagnostic(at: nil, $0) })
      }
    }
    let locales = try LocaleOption.parse(locale, allowList: true) ?? []
    let versions = try ReaderOption.parse(reader, allowSameReader: true)
    let versionSets = Self.sideBySide(versions)
    let text: String
    switch format {
    case .markdown where locales.count > 1 || versionSets.count > 1:
      var specs: [(locale: String, spec: AnnouncementSpec)] = []
      for locale in locales.isEmpty ? [loaded.screen.locale ?? "en"] : locales {
        for set in versionSets {
          let spec = AnnouncementSpec.build(
            screen: loaded.screen, hintsEnabled: !noHints, locale: locale, versions: set)
          specs.append((locale, spec))
        }
      }
      text = AnnouncementSpecLocales.render(specs, scenario: scenario)
    case .markdown:
      let spec = AnnouncementSpec.build(
        screen: loaded.screen, hintsEnabled: !noHints, locale: locales.first, versions: versions)
      text = AnnouncementSpecMarkdown.render(spec, scenario: scenario)
    case .html:
      // The page speaks each reader's first version asked for.
      text = try handOffPage(loaded.screen, locales: locales, versions: versionSets.first ?? versions)
    }
    // Scenario text may hold control characters: the spec shows them, escaped.
    let document = VisibleText.escaped(text, keepingNewlines: true)
    guard let output else {
      Console.write(document)
      if let lost = Console.standardOutputFailure() {
        Console.error("the spec was not all written to standard output (\(lost))")
        throw Console.outputLost
      }
      return
    }
    do {
      try AtomicFileWriter.write(Data(document.utf8), toPath: output)
    } catch {
      throw CommandFailure.badInput(error.description)
    }
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
  func handOffPage(_ screen: Screen, locales: [String], versions: [ReaderVersion]) throws -> String {
    let engine = try AudioSettings.engine()
    let locales = locales.isEmpty ? [screen.locale ?? "en"] : locales
    let settings = try AudioOptions.parse([]).settings
    var casts: [String: VoiceCast] = [:]
    for locale in locales {
      // The page's speech in the locale's voices, each element's text in its language's.
      let (cast, notes) = try settings.cast().forSession(locale: locale, languages: screen.languages, engine: engine)
      for line in notes { Console.note(locales.count > 1 ? "locale \(locale): \(line)" : line) }
      casts[locale] = cast
    }
    do {
      let page = try HandOffPage.build(
        scenario: scenario, screen: screen, locales: locales, versions: versions, hintsEnabled: !noHints,
        audioFormat: audio, engine: engine, casts: casts)
      return HandOffPageHTML.render(page)
    } catch {
      throw CommandFailure.badInput("\(error)")
    }
  }
}
