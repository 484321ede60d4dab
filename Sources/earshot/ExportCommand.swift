import ArgumentParser
import Diagnostics
import EarshotCLI
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
      button that plays Earshot's own speech of it, embedded as WAV; 'why'
      for every word; the 'earshot check' findings beside the elements they
      concern; and the order an external keyboard's Tab visits.

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
      let problems = OutputTarget.problems(
        [OutputTarget(option: "--output", path: output)], inputs: [(scenario, "the scenario")])
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
      // One page speaks one locale: the first asked for.
      var screen = loaded.screen
      if let first = locales.first { screen.locale = first }
      text = try handOffPage(screen)
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

  /// The hand-off page, with every cell's speech synthesised in the process.
  func handOffPage(_ screen: Screen) throws -> String {
    let engine = try AudioSettings.engine()
    // The page's speech in the locale's voices, each element's text in its language's.
    let (cast, notes) = try AudioOptions.parse([]).settings.cast().forSession(
      locale: screen.locale ?? "en", languages: screen.languages, engine: engine)
    for line in notes { Console.note(line) }
    do {
      let page = try HandOffPage.build(
        scenario: scenario, screen: screen, hintsEnabled: !noHints, engine: engine, cast: cast)
      return HandOffPageHTML.render(page)
    } catch {
      throw CommandFailure.badInput("\(error)")
    }
  }
}
