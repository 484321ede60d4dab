import ScreenReader

/// Focus: closing a modal puts focus back on what opened it.
public struct FocusNotReturnedRule: AuditRule {
  public static let about = AuditRuleDescription(
    "focus-not-returned", .focus, "A modal that, closing, leaves focus somewhere else than its trigger.",
    triggering: [
      "elements: [ { button: { label: Open, opens: m } } ]\nmodals: { m: ↓{ kind: alert, returns-focus: false, elements: [ { button: { label: OK, closes: true } } ] } }"
    ],
    nonTriggering: [
      "elements: [ { button: { label: Open, opens: m } } ]\nmodals: { m: { kind: alert, elements: [ { button: { label: OK, closes: true } } ] } }"
    ])

  public static func findings(in scene: AuditScene) -> [Finding] {
    findings(forModalsIn: scene, lacking: \.returnsFocus) { modal in
      "closing the \(modal.kind.rawValue) '\(modal.id)' sends focus to the top of the screen, not back to the element that opened it"
    }
  }
}
