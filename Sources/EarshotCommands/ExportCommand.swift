import ArgumentParser
import Diagnostics
import EarshotCLI
import Files
import Foundation
import Playback
import Recording
import Scenario
import ScreenReader
import Teams

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

  typealias Format = SpecExport.Format

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
    let document = try SpecExport(
      scenario: scenario, screen: loaded.screen, format: format, locales: locales,
      versions: try ReaderOption.parse(reader, allowSameReader: true), hintsEnabled: !noHints, audio: audio
    ).document()
    guard let output else {
      Console.write(document)
      if let lost = Console.standardOutputFailure() {
        Console.error("the spec was not all written to standard output (\(lost))")
        throw Console.outputLost
      }
      return
    }
    do {
      // A Markdown spec written to a file ends with the mark the next export knows it by (OutputKind), kept off
      // standard output so what is printed (and the golden transcripts) stay as they were; a page has it in its head.
      let marked =
        format == .markdown
        ? document + (document.hasSuffix("\n") ? "" : "\n") + "\n<!-- \(OutputKind.generatorMark) -->\n" : document
      try AtomicFileWriter.write(Data(marked.utf8), toPath: output)
    } catch {
      throw CommandFailure.badInput(error.description)
    }
  }
}

extension SpecExport.Format: ExpressibleByArgument {}
extension HandOffPage.AudioFormat: ExpressibleByArgument {}
