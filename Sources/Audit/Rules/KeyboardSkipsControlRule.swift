import ScreenReader

/// External keyboard: Tab reaches every control a keyboard user must operate,
/// adjustable ones (sliders) included. Judged by the session's own Tab rule
/// (`AccessibilityNode.isKeyboardReachable`).
public struct KeyboardSkipsControlRule: AuditRule {
  public static let about = AuditRuleDescription(
    "keyboard-skips-control", .keyboard, "A control an external keyboard's Tab never reaches.",
    triggering: [
      "elements: [ { ↓button: { label: Pay, android: { focusable: false } } } ]",
      "elements: [ { ↓slider: { label: Volume, android: { focusable: false } } } ]",
      "elements: [ { ↓stepper: { label: Guests, value: 2, android: { focusable: false } } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: Pay }, { text: { label: Note, android: { focusable: false } } } ]",
      "elements: [ { slider: { label: Volume, value: 40 } }, { stepper: { label: Guests, value: 2 } } ]",
      "# A disabled control is not operated, so Tab passes it by.\nelements: [ { button: { label: Pay, disabled: true } } ]",
    ])

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      // Hidden from the screen reader too: hidden-control says so.
      let skipped = entry.platforms { _, node in
        node.isFocusable && node.isEnabled && node.isKeyboardControl && !node.isKeyboardReachable
      }
      guard !skipped.isEmpty else { return nil }
      return finding(
        entry.component, platforms: skipped,
        "Tab never reaches '\(entry.component.common.labelOrID)' (focusable: false); keyboard users cannot operate it"
      )
    }
  }
}
