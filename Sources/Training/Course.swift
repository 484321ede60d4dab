import Playback
import Scenario
import ScreenReader

/// A training session written by a trainer: exercises in order, with what the
/// narrator says between them and the trainer's own notes. `earshot quiz COURSE.yaml` runs it.
public struct Course: Sendable {
  public enum Step: Sendable, Equatable {
    /// Spoken by the narrator (and printed).
    case say(String)
    /// For the trainer: printed, never spoken.
    case note(String)
    /// A scenario with a broken variant; the path is resolved against the course's folder.
    case exercise(path: String, location: SourceLocation)
    /// A scenario heard as an example (its script, shown and spoken), with no question.
    case listen(path: String, location: SourceLocation)
    /// Announcements to write down: each gesture (the scenario's script when none are
    /// given) is heard once, and the trainee types what was said.
    case dictation(path: String, gestures: [ScriptLine], location: SourceLocation)
  }

  /// How a step is heard, fixed by the course: which reader, in which language, how fast.
  /// Nil: as the quiz was started (`--platform`, `--locale`, `--rate`).
  public struct Settings: Sendable, Equatable {
    /// ios, android or both.
    public var platform: String?
    public var locale: String?
    /// Words per minute of the readers' voices (the narrator keeps its own).
    public var rate: Int?
    /// Where the rate is written, to report a rate the voices cannot take.
    public var rateLocation: SourceLocation?

    public init(platform: String? = nil, locale: String? = nil, rate: Int? = nil, rateLocation: SourceLocation? = nil) {
      self.platform = platform
      self.locale = locale
      self.rate = rate
      self.rateLocation = rateLocation
    }

    /// The readers these settings name; both when they name none.
    public var platformChoice: PlatformChoice { PlatformChoice(rawValue: platform ?? "both") ?? .both }

    /// These settings where set, else `defaults`.
    public func over(_ defaults: Settings) -> Settings {
      Settings(
        platform: platform ?? defaults.platform, locale: locale ?? defaults.locale, rate: rate ?? defaults.rate,
        rateLocation: rate == nil ? defaults.rateLocation : rateLocation)
    }
  }

  public var file: String
  public var title: String
  public var about: String?
  public var steps: [Step]
  /// What each step fixes, one per step in the same order.
  public var stepSettings: [Settings]
  /// The course's own defaults ('platform:', 'locale:', 'rate:' at the top), which the
  /// command line overrides; a step's own settings override both.
  public var settings: Settings

  /// The exercise files, in order.
  public var exercisePaths: [String] {
    steps.compactMap { step in
      if case .exercise(let path, _) = step { return path }
      return nil
    }
  }

  /// Every scenario file the course plays, exercises and examples.
  public var scenarioPaths: [String] {
    steps.compactMap { step in
      switch step {
      case .exercise(let path, _), .listen(let path, _), .dictation(let path, _, _): path
      case .say, .note: nil
      }
    }
  }

  static let course = PropertyKey("course", .string, "The course's title.")
  static let about = PropertyKey("about", .string, "What it teaches and how long it takes.")
  static let steps = PropertyKey(
    "steps", .listOf([]),
    "In order: 'say: TEXT' (the narrator), 'note: TEXT' (for the trainer), 'listen: PATH' (an example), "
      + "'exercise: PATH' or 'dictation: PATH'; a listen, exercise or dictation step may add 'platform:', "
      + "'locale:' and 'rate:', and a dictation 'gestures:'.")
  static let keys: [PropertyKey] = [course, about, steps] + settingKeys

  static let platform = PropertyKey(
    "platform", .oneOf(PlatformChoice.self), "ios, android or both: the screen readers heard.")
  static let locale = PropertyKey("locale", .string, "The readers' language (a shipped word table: en, de, ...).")
  static let rate = PropertyKey("rate", .integer, "The readers' speech rate in words per minute.")
  /// What the course, or one of its steps, may fix.
  static let settingKeys: [PropertyKey] = [platform, locale, rate]

  /// The key that starts a step, and so says what kind of step it is.
  enum StepKind: String, CaseIterable {
    case say, note, listen, exercise, dictation

    /// A step that plays a scenario, and so may fix how it is heard.
    var playsAScenario: Bool { self != .say && self != .note }

    static var words: [String] { allCases.map(\.rawValue) }
  }

  static let gestures = PropertyKey(
    "gestures", .strings, "A dictation's gestures, each a line of the script (its script when none are given).")
}
