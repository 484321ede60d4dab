import ScreenReader

/// Focus: while a modal is open, swipes stay inside it.
public struct ModalDoesNotConfineFocusRule: AuditRule {
  public static let identifier = "modal-does-not-confine-focus"
  public static let criterion = Criterion.focus
  public static let summary = "A modal whose swipes reach the screen behind it."
  public static let triggering = [
    "elements: [ { button: { label: Open, opens: m } } ]\nmodals: { m: { kind: dialog, confines-focus: false, elements: [ { button: { label: OK, closes: true } } ] } }"
  ]
  public static let nonTriggering = [
    "elements: [ { button: { label: Open, opens: m } } ]\nmodals: { m: { kind: dialog, elements: [ { button: { label: OK, closes: true } } ] } }"
  ]

  public init() {}

  public func findings(in scene: AuditScene) -> [Finding] {
    scene.modals.filter { !$0.confinesFocus }.map { modal in
      finding(
        modal,
        "swipes leave the \(modal.kind.rawValue) '\(modal.id)' for the screen behind it; confine focus (accessibilityViewIsModal on iOS, a real dialog window on Android)"
      )
    }
  }
}
