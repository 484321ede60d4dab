import ScreenReader

/// Actions: tapping outside cannot be the only way to close a modal.
public struct NoWayToDismissRule: AuditRule {
  public static let about = AuditRuleDescription(
    "no-way-to-dismiss", .actions, "A modal that neither escape nor a close button dismisses.",
    triggering: [
      "elements: [ { button: { label: Menu, opens: m } } ]\nmodals: { m: { kind: drawer, dismissible: false, elements: [ { button: Home } ] } }",
      // Choosing an item closes it too, but that is acting, not dismissing.
      "elements: [ { button: { label: Menu, opens: m } } ]\nmodals: { m: { kind: drawer, dismissible: false, elements: [ { button: { label: Inbox, closes: true } } ] } }",
    ],
    nonTriggering: [
      "elements: [ { button: { label: Menu, opens: m } } ]\nmodals: { m: { kind: drawer, dismissible: false, elements: [ { button: { label: Close, closes: true } } ] } }"
    ])

  /// Labels of controls whose only job is to close (English, as the scenarios are).
  static let closeWords = ["close", "cancel", "dismiss", "done", "back", "not now", "no"]

  static func isCloseControl(_ component: any Component) -> Bool {
    guard component.common.closes, component.common.announce == nil else { return false }
    let label = (component.common.label ?? component.common.ios.accessibilityLabel ?? "").lowercased()
    return closeWords.contains { label == $0 || label.hasPrefix($0 + " ") }
  }

  /// Escape closes it, or it holds a control that does.
  static func canBeDismissed(_ modal: ModalDefinition) -> Bool {
    modal.dismissible || modal.components.contains(where: isCloseControl)
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.modals.filter { !canBeDismissed($0) }.map { modal in
      finding(
        modal,
        "nothing dismisses the \(modal.kind.rawValue) '\(modal.id)': escape (scrub / back) is ignored and it has no Close or Cancel control, so only a tap outside would; add a close button or handle escape"
      )
    }
  }
}
