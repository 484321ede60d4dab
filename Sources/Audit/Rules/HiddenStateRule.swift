import ScreenReader

/// State: a check box must say whether it is checked.
public struct HiddenStateRule: AuditRule {
  public static let about = AuditRuleDescription(
    "hidden-state", .state, "A custom check box that never tells the screen reader its state.",
    triggering: ["elements: [ { checkbox: { label: I agree, exposes-state: false } } ]"],
    nonTriggering: ["elements: [ { checkbox: I agree } ]"])

  public static func findings(in scene: AuditScene) -> [Finding] {
    findings(for: Checkbox.self, in: scene, lacking: \.exposesState) { checkbox in
      "'\(checkbox.common.labelOrID)' never says checked or not checked; expose the state (a native check box, or accessibilityValue / stateDescription)"
    }
  }
}
