import ScreenReader

/// Focus: closing a modal puts focus back on what opened it.
public struct FocusNotReturnedRule: AuditRule {
  public static let identifier = "focus-not-returned"
  public static let criterion = Criterion.focus
  public static let summary = "A modal that, closing, leaves focus somewhere else than its trigger."
  public static let triggering = [
    "elements: [ { button: { label: Open, opens: m } } ]\nmodals: { m: { kind: alert, returns-focus: false, elements: [ { button: { label: OK, closes: true } } ] } }"
  ]
  public static let nonTriggering = [
    "elements: [ { button: { label: Open, opens: m } } ]\nmodals: { m: { kind: alert, elements: [ { button: { label: OK, closes: true } } ] } }"
  ]

  public init() {}

  public func findings(in scene: AuditScene) -> [Finding] {
    scene.modals.filter { !$0.returnsFocus }.map { modal in
      finding(
        modal,
        "closing the \(modal.kind.rawValue) '\(modal.id)' sends focus to the top of the screen, not back to the element that opened it"
      )
    }
  }
}
