import ScreenReader

/// A scenario file, read and checked: the screen, and the script it carries.
public struct LoadedScenario: Sendable {
  /// The path as the user gave it, for messages.
  public var file: String
  public var screen: Screen
  /// What the scenario is for, shown when it loads (trainers' notes).
  public var about: String?
  /// The success criterion a broken variant fails, if it is one.
  public var fails: String?
  /// Commands with expectations, for scripted playback; each with its location.
  public var script: [ScriptLine]
  /// Non-fatal findings (e.g. an ungrouped label): worth a look, not an error.
  public var warnings: [Diagnostic]
  /// The variant loaded, when the file has `variants:`.
  public var variant: ScenarioVariant? = nil
  /// Every variant of the file, in the order written (empty when it has none).
  public var variants: [ScenarioVariant] = []
  /// `check:`: audit rules not applied to this screen, and why.
  public var suppression: CheckSuppression? = nil
}
