import ArgumentParser
import EarshotCLI
import Foundation
import Playback

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

  @Option(
    help: ArgumentHelp("The readers' language: en, de, fr, es, pt-BR, ja (docs/languages.md).", valueName: "locale"))
  var locale: String?

  @OptionGroup var audio: AudioOptions

  func run() throws {
    let path = scenario ?? Resources.defaultScenario
    if scenario == nil, !FileManager.default.fileExists(atPath: path) {
      Console.error(
        "no scenario given, and the tour that comes with Earshot (scenarios/tour.yaml) is not here; "
          + "give a scenario file: earshot FILE.yaml (or set EARSHOT_HOME to Earshot's folder)")
      throw Console.badInput
    }
    let locale = try LocaleOption.parse(locale)?.first
    let loaded = try ScenarioLoading.load(path)
    let engine = audio.noAudio ? nil : try AudioSettings.engine()
    let cast = try audio.settings.cast()
    var repl = Repl(
      path: path, loaded: loaded, platform: platform, cast: cast, engine: engine, options: audio.settings,
      locale: locale)
    repl.run()
    if !repl.interactive, repl.expectationsFailed > 0 {
      Console.error("\(repl.expectationsFailed) expectation\(repl.expectationsFailed == 1 ? "" : "s") failed")
      throw Console.expectationFailed
    }
  }
}
