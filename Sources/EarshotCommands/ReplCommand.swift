import ArgumentParser
import Diagnostics
import EarshotCLI
import Foundation
import Playback
import ScreenReader
import Teams

/// `earshot [SCENARIO]`: the REPL.
struct ReplCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "Open a scenario and perform screen-reader gestures by typing them (the default).",
    discussion: """
      On a terminal: Tab completes, Up recalls earlier lines (kept in $XDG_STATE_HOME/earshot/history),
      Ctrl-C cuts off speech, Ctrl-D quits. Piped input prints the plain transcript, and exits 1
      when an 'expect' or 'expect-focus' line did not hold.
      """)

  @Argument(help: "The scenario file (default: scenarios/tour.yaml).")
  var scenario: String?

  @Option(help: "Start on ios (VoiceOver), android (TalkBack) or both.")
  var platform: PlatformChoice = .ios

  @Option(help: "The variant to load, for a scenario with 'variants:' (default: the first, e.g. broken).")
  var variant: String?

  @Flag(
    help:
      "Ears only, for training: speech plays; what is said, the About line and what the screen fails print only on 'show'."
  )
  var earsOnly = false

  @Option(
    help: ArgumentHelp(
      "The readers' language: \(WordTables.locales.joined(separator: ", ")) (docs/languages.md).", valueName: "locale"))
  var locale: String?

  @Option(help: ArgumentHelp(ReaderOption.help, valueName: "versions"))
  var reader: String?

  @OptionGroup var audio: AudioOptions

  func run() throws {
    let path = scenario ?? Resources.defaultScenario
    if scenario == nil, !FileManager.default.fileExists(atPath: path) {
      throw CommandFailure.badInput(
        "no scenario given, and the tour that comes with Earshot (scenarios/tour.yaml) is not here; "
          + "give a scenario file: earshot FILE.yaml (or set EARSHOT_HOME to Earshot's folder)")
    }
    let locale = try LocaleOption.parse(locale)?.first
    let versions = try ReaderOption.parse(reader)
    let loaded = try ScenarioLoading.load(path, variant: variant)
    let engine = audio.noAudio ? nil : try AudioSettings.engine()
    let cast = try audio.settings.cast()
    var repl = Repl(
      path: path, loaded: loaded, platform: platform, cast: cast, engine: engine, options: audio.settings,
      locale: locale, versions: versions)
    repl.textHidden = earsOnly
    repl.variantName = variant
    repl.run()
    if repl.inputStoppedAtLongLine { throw ExitStatus.badInput }
    if !repl.interactive, repl.expectationsFailed > 0 {
      let count = repl.expectationsFailed
      throw CommandFailure(
        [Diagnostic(at: nil, "\(count) expectation\(count == 1 ? "" : "s") failed")], status: .expectationFailed)
    }
  }
}
