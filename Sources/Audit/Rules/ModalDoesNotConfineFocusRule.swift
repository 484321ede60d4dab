import ScreenReader

/// Focus: while a modal is open, swipes stay inside it.
public struct ModalDoesNotConfineFocusRule: AuditRule {
  public static let about = AuditRuleDescription(
    "modal-does-not-confine-focus", .focus, "A modal whose swipes reach the screen behind it.",
    triggering: [
      "elements: [ { button: { label: Open, opens: m } } ]\nmodals: { m: ↓{ kind: dialog, confines-focus: false, elements: [ { button: { label: OK, closes: true } } ] } }"
    ],
    nonTriggering: [
      "elements: [ { button: { label: Open, opens: m } } ]\nmodals: { m: { kind: dialog, elements: [ { button: { label: OK, closes: true } } ] } }"
    ])

  public static func findings(in scene: AuditScene) -> [Finding] {
    findings(forModalsIn: scene, lacking: \.confinesFocus) { modal in
      "swipes leave the \(modal.kind.rawValue) '\(modal.id)' for the screen behind it; confine focus (accessibilityViewIsModal on iOS, a real dialog window on Android)"
    }
  }
}
