import ScreenReader

/// External keyboard: Tab reaches every control.
public struct KeyboardSkipsControlRule: AuditRule {
  public static let identifier = "keyboard-skips-control"
  public static let criterion = Criterion.keyboard
  public static let summary = "A control an external keyboard's Tab never reaches."
  public static let triggering = ["elements: [ { button: { label: Pay, android: { focusable: false } } } ]"]
  public static let nonTriggering = [
    "elements: [ { button: Pay }, { text: { label: Note, android: { focusable: false } } } ]"
  ]

  public init() {}

  public func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      let skipped = (entry.nodes[.android] ?? []).contains { $0.isActionable && !$0.isKeyboardFocusable }
      guard skipped else { return nil }
      return finding(
        entry.component, platforms: [.android],
        "Tab never reaches '\(entry.component.common.label ?? entry.component.common.id)' (focusable: false); keyboard users cannot operate it"
      )
    }
  }
}
