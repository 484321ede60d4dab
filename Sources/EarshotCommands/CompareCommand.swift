import ArgumentParser
import Diagnostics
import EarshotCLI
import Files
import Import
import Playback
import Scenario
import Teams

/// `earshot compare SPEC.yaml DUMP`: the app's screen checked against the approved scenario.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Check an app's screen (any dump earshot import reads) against the approved scenario, on both readers.",
    discussion: """
      Each element of the spec is matched with the app's by id, then by what it says, then by kind and
      place; a renamed label, a lost role or state, a missing element, an extra stop and a reordered pair
      are reported in both files, with the spec's and the app's readings as a diff. See docs/ci.md.
      Exit status: 0 when the app says what the spec approved, 1 when it differs, 2 when a file cannot be read.
      """)

  @Argument(help: "The approved scenario (YAML).")
  var spec: String

  @Argument(
    help:
      "The app's dump: uiautomator, Appium, Compose, idb, XCUITest, Flutter, React Native, Espresso, AccessibilityNodeInfo or Maestro."
  )
  var dump: String

  @Option(help: "The dump's format, when it should not be recognised from the content.")
  var format: ImportFormat?

  @Option(help: "Compare on ios (VoiceOver), android (TalkBack) or both (default: both).")
  var platform: PlatformChoice = .both

  @Option(help: "Compare this variant of the spec (default: the file as written).")
  var variant: String?

  @Option(help: "text (default), junit (JUnit XML), tap, json or sarif (SARIF 2.1.0).")
  var report: CompareReport = .text

  func run() throws {
    let loaded: LoadedScenario
    do {
      loaded = try ScenarioLoader.load(path: spec, variant: variant)
    } catch {
      throw CommandFailure(error.diagnostics)
    }
    let text = try ImportCommand().readInput(dump == "-" ? "<stdin>" : dump)
    let comparison: ScreenComparison
    do {
      comparison = try ScreenComparison.compare(
        spec: loaded, dumpText: text, dumpFile: dump == "-" ? "<stdin>" : dump, format: format,
        platforms: platform.platforms, maximumBytes: InputLimits.maximumFileBytes)
    } catch {
      throw CommandFailure(error.diagnostics)
    }
    report.print(comparison, to: ConsoleOutput())
    if comparison.differs { throw ExitStatus.expectationFailed }
  }
}

extension CompareReport: ExpressibleByArgument {}
