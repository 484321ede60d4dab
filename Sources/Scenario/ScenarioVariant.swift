import ScreenReader

/// One version of a screen kept in the same file as the others: a broken one
/// for a trainee to hear, and the fixed one to compare it with. A variant
/// patches the elements and modals it names, by id; the rest of the screen is
/// shared, so switching variants keeps focus where the element still exists.
public struct ScenarioVariant: Sendable, Hashable {
  /// Its name under `variants:` (e.g. `broken`, `fixed`).
  public var name: String
  /// The success criterion it fails, if it is a broken one.
  public var fails: String?
  /// Who judges that it fails `fails`: the checker unless the exercise says `judged-by: trainer`.
  public var judgedBy: ExerciseJudge = .check
  /// What it shows, printed when it loads (hidden in ears-only mode).
  public var about: String?
  /// What a listener hears that is wrong, and how it is fixed: the quiz's explanation.
  public var explain: String?
  /// The ids of the elements and modals it patches, in file order: the answer to "which element?".
  public var patchedIDs: [String]
  /// Where `variants:` names it.
  public var location: SourceLocation

  public init(
    name: String, fails: String? = nil, judgedBy: ExerciseJudge = .check, about: String? = nil,
    explain: String? = nil, patchedIDs: [String] = [], location: SourceLocation
  ) {
    self.name = name
    self.fails = fails
    self.judgedBy = judgedBy
    self.about = about
    self.explain = explain
    self.patchedIDs = patchedIDs
    self.location = location
  }

  static let fails = PropertyKey(
    "fails", .oneOf(Criterion.self), "For a broken variant: the success criterion it fails.")
  static let judgedBy = PropertyKey(
    "judged-by", .oneOf(ExerciseJudge.self),
    "For a broken variant: who tells that it fails its criterion; trainer for a defect earshot check cannot judge (validate then asks only that it fails nothing else; default: check)."
  )
  static let about = PropertyKey("about", .string, "What this variant shows; replaces the scenario's 'about'.")
  static let explain = PropertyKey(
    "explain", .string, "What a listener hears that is wrong and how it is fixed; the quiz's explanation.")
  static let patch = PropertyKey(
    "patch", .map([]),
    "Keys to change, by element or modal id: 'submit: { label: Submit }'. What it does not name is shared.")
  static let script = PropertyKey("script", .strings, "This variant's own script (default: the scenario's).")
  /// The keys of a variant.
  static let keys: [PropertyKey] = [fails, judgedBy, about, explain, patch, script]

  /// The success criteria a variant can fail: the core's `Criterion`, in the guidance's own words.
  public static let criteria = Criterion.allCases.map(\.rawValue)
}
