import ScreenReader

/// Focus: an opened list takes focus and keeps it until a choice is made.
public struct PopupTakesNoFocusRule: AuditRule {
  public static let about = AuditRuleDescription(
    "popup-takes-no-focus", .focus, "A dropdown whose list opens without taking focus.",
    triggering: ["elements: [ { ↓dropdown: { label: Size, options: [S, M], moves-focus: false } } ]"],
    nonTriggering: ["elements: [ { dropdown: { label: Size, options: [S, M] } } ]"])

  public static func findings(in scene: AuditScene) -> [Finding] {
    findings(for: Dropdown.self, in: scene, lacking: \.movesFocus) { dropdown in
      "the list of '\(dropdown.common.labelOrID)' opens without taking focus, so the next swipe goes past it; move focus to the first option and confine it to the list"
    }
  }
}
