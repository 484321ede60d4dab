import ScreenReader

/// State: a check box must say whether it is checked.
public struct HiddenStateRule: AuditRule {
  public static let identifier = "hidden-state"
  public static let criterion = Criterion.state
  public static let summary = "A custom check box that never tells the screen reader its state."
  public static let triggering = ["elements: [ { checkbox: { label: I agree, exposes-state: false } } ]"]
  public static let nonTriggering = ["elements: [ { checkbox: I agree } ]"]

  public init() {}

  public func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      guard let checkbox = entry.component as? Checkbox, !checkbox.exposesState else { return nil }
      return finding(
        checkbox,
        "'\(checkbox.common.label ?? checkbox.common.id)' never says checked or not checked; expose the state (a native check box, or accessibilityValue / stateDescription)"
      )
    }
  }
}
