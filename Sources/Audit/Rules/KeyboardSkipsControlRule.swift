import ScreenReader

/// External keyboard: Tab reaches every control.
public struct KeyboardSkipsControlRule: AuditRule {
  public static let about = AuditRuleDescription(
    "keyboard-skips-control", .keyboard, "A control an external keyboard's Tab never reaches.",
    triggering: ["elements: [ { button: { label: Pay, android: { focusable: false } } } ]"],
    nonTriggering: [
      "elements: [ { button: Pay }, { text: { label: Note, android: { focusable: false } } } ]"
    ])

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      let skipped = (entry.nodes[.android] ?? []).contains { $0.isActionable && !$0.isKeyboardFocusable }
      guard skipped else { return nil }
      return finding(
        entry.component, platforms: [.android],
        "Tab never reaches '\(entry.component.common.labelOrID)' (focusable: false); keyboard users cannot operate it"
      )
    }
  }
}
