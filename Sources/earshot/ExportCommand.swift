import ArgumentParser
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

      Example:
        earshot export scenarios/dropdown.yaml --format markdown > dropdown-spec.md
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case markdown
  }

  @Argument(help: "The scenario file (.yaml).")
  var scenario: String

  @Option(help: "The spec's format (markdown: a table to paste into a document).")
  var format: Format = .markdown

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write the spec to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Flag(name: .customLong("no-hints"), help: "Leave usage hints out.")
  var noHints = false

  func run() throws {
    let loaded = try ScenarioLoading.load(scenario)
    if let output {
      let problems = OutputTarget.problems(
        [OutputTarget(option: "--output", path: output)], inputs: [(scenario, "the scenario")])
      guard problems.isEmpty else {
        for problem in problems { Console.error(problem) }
        throw Console.badInput
      }
    }
    let spec = AnnouncementSpec.build(screen: loaded.screen, hintsEnabled: !noHints)
    let text: String
    switch format {
    case .markdown: text = AnnouncementSpecMarkdown.render(spec, scenario: scenario)
    }
    guard let output else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    do {
      try AtomicFileWriter.write(Data(text.utf8), toPath: output)
    } catch {
      Console.error(error.description)
      throw Console.badInput
    }
  }
}
