import EarshotCLI
import Playback
import ScreenReader

/// What `earshot play` was asked: a scenario or a folder of them, the script, the
/// outputs and the checks. The command fills it from its options; tests build it.
public struct PlayOptions: Sendable {
  /// The scenario file, or a folder of them with `goldenDir`.
  public var scenario: String
  /// Which screen reader; nil: VoiceOver, or both for a golden check.
  public var platform: PlatformChoice?
  public var variant: String?
  /// The script file (`-` for standard input); nil: standard input, else the scenario's `script:`.
  public var script: String?
  public var wav: String?
  public var captions: String?
  public var json: String?
  public var golden: String?
  public var goldenDir: String?
  public var update: Bool
  public var force: Bool
  /// `--report FORMAT FILE`, as typed (checked by `PlayRun`).
  public var report: [String]
  public var locale: String?
  /// The reader versions to speak as (`--reader`); empty: each reader's latest.
  public var readers: [ReaderVersion]
  public var audio: AudioSettings
  /// Standard input's text when the caller already has it (a test, a tool); nil: the
  /// run reads standard input itself when it is not a terminal.
  public var input: String?

  public init(
    scenario: String, platform: PlatformChoice? = nil, variant: String? = nil, script: String? = nil,
    wav: String? = nil, captions: String? = nil, json: String? = nil, golden: String? = nil,
    goldenDir: String? = nil, update: Bool = false, force: Bool = false, report: [String] = [],
    locale: String? = nil, readers: [ReaderVersion] = [], audio: AudioSettings = AudioSettings(),
    input: String? = nil
  ) {
    self.readers = readers
    self.scenario = scenario
    self.platform = platform
    self.variant = variant
    self.script = script
    self.wav = wav
    self.captions = captions
    self.json = json
    self.golden = golden
    self.goldenDir = goldenDir
    self.update = update
    self.force = force
    self.report = report
    self.locale = locale
    self.audio = audio
    self.input = input
  }
}
