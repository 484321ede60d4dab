import ArgumentParser
import Diagnostics
import EarshotCLI
import Files
import Foundation
import Playback
import Recording
import Scenario
import ScreenReader
import Speech
import Teams

extension PlatformChoice: ExpressibleByArgument {}

/// `earshot play`: run a script over a scenario, print the transcript, check
/// expectations and approved transcripts, record the session as audio,
/// captions and JSON, and report to CI servers.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract:
      "Play commands over a scenario: print the transcript, check expectations and golden transcripts, record audio, captions and JSON.",
    discussion: """
      Commands come from --script FILE, else standard input, else the scenario's
      own 'script:'. A script holds, one a line (the REPL's own commands, such as
      why or tree, are refused with where they are):

      """ + CommandTableText.scriptLanguage() + """


        Golden transcripts: --golden FILE compares the whole transcript with an
        approved one and shows a diff; --update writes it and says what changed.
        A folder of scenarios is checked in one call with --golden-dir DIR (each
        scenario's own script, approved as DIR/NAME.txt). Golden runs play on both
        screen readers unless --platform says otherwise, and print no transcript.

        --report junit|tap|json FILE writes one test case per expectation and
        golden file, located in the script, for CI servers.

        Exit status: 0 when every expectation and golden transcript holds, 1 when
        one fails, 2 for bad input.

        Examples:
          printf 'next\\nnext\\nactivate\\n' | earshot play scenarios/tour.yaml \\
            --platform android --wav t.wav --captions t.vtt --json t.json
          earshot play scenarios/ --golden-dir golden/ --report junit earshot.xml
        """)

  @Argument(help: "The scenario file (.yaml), or a folder of them with --golden-dir.")
  var scenario: String

  @Option(help: "Which screen reader: ios (VoiceOver), android (TalkBack) or both (default: ios; both with golden).")
  var platform: PlatformChoice?

  @Option(help: "The variant to load, for a scenario with 'variants:' (default: the first, e.g. broken).")
  var variant: String?

  @Option(help: ArgumentHelp("Read commands from this file ('-' for standard input).", valueName: "file"))
  var script: String?

  @Option(
    help: ArgumentHelp(
      "Write the session's audio to this WAV file (22,050 Hz, mono, 16-bit); an existing file is replaced, atomically, once the session has played ('-' writes to standard output; a device or FIFO is written through).",
      valueName: "file"))
  var wav: String?

  @Option(
    help: ArgumentHelp("Write WebVTT captions aligned with the audio: one cue per utterance.", valueName: "file.vtt"))
  var captions: String?

  @Option(
    help: ArgumentHelp(
      "Write every command, utterance, part and earcon with its times in the audio, as JSON.", valueName: "file"))
  var json: String?

  @Option(
    help: ArgumentHelp("Compare the transcript with this approved one (a diff when it differs).", valueName: "file"))
  var golden: String?

  @Option(
    help: ArgumentHelp(
      "With a folder of scenarios: compare each with DIR/NAME.txt.", valueName: "dir"))
  var goldenDir: String?

  @Flag(help: "Approve today's transcript: write the golden file(s), saying what changed.")
  var update = false

  @Flag(
    help:
      "Replace an existing output file that Earshot did not write (a WAV, captions, JSON or report file of Earshot's own is replaced without it)."
  )
  var force = false

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Write a test report: junit, tap or json, then the file.", valueName: "format file"))
  var report: [String] = []

  @Option(
    help: ArgumentHelp(
      "The readers' language: \(WordTables.locales.joined(separator: ", ")) (docs/languages.md).", valueName: "locale"))
  var locale: String?

  @Option(help: ArgumentHelp(ReaderOption.help, valueName: "versions"))
  var reader: String?

  @OptionGroup var audio: AudioOptions

  /// The options as the play run takes them; an unknown reader version is bad input.
  func options() throws -> PlayOptions {
    PlayOptions(
      scenario: scenario, platform: platform, variant: variant, script: script, wav: wav, captions: captions,
      json: json, golden: golden, goldenDir: goldenDir, update: update, force: force, report: report, locale: locale,
      readers: try ReaderOption.parse(reader), audio: audio.settings)
  }

  func run() throws {
    // Ctrl-C, SIGTERM or SIGHUP remove the outputs' temporary files on the way out.
    Termination.install([SIGINT] + Termination.endingSignals)
    // With an output on standard output, the transcript goes to standard error.
    Console.transcriptToStandardError = [wav, captions, json].contains("-")
    let result = try PlayRun(options: try options()).run()
    if result.status != 0 { throw ExitStatus(code: result.status) }
    // A transcript that did not reach standard output (`| head -1`, a full disk) is not
    // a success, though the recordings are written.
    if let lost = Console.standardOutputFailure() {
      Console.error("the transcript was not all written to standard output (\(lost))")
      throw Console.outputLost
    }
  }
}
