import ScreenReader

/// Actions: tapping outside cannot be the only way to close a modal.
public struct NoWayToDismissRule: AuditRule {
  public static let identifier = "no-way-to-dismiss"
  public static let criterion = Criterion.actions
  public static let summary = "A modal that neither escape nor a close button dismisses."
  public static let triggering = [
    "elements: [ { button: { label: Menu, opens: m } } ]\nmodals: { m: { kind: drawer, dismissible: false, elements: [ { button: Home } ] } }",
    // Choosing an item closes it too, but that is acting, not dismissing.
    "elements: [ { button: { label: Menu, opens: m } } ]\nmodals: { m: { kind: drawer, dismissible: false, elements: [ { button: { label: Inbox, closes: true } } ] } }",
  ]
  public static let nonTriggering = [
    "elements: [ { button: { label: Menu, opens: m } } ]\nmodals: { m: { kind: drawer, dismissible: false, elements: [ { button: { label: Close, closes: true } } ] } }"
  ]

  public init() {}

  /// Labels of controls whose only job is to close (English, as the scenarios are).
  static let closeWords = ["close", "cancel", "dismiss", "done", "back", "not now", "no"]

  static func isCloseControl(_ component: any Component) -> Bool {
    guard component.common.closes, component.common.announce == nil else { return false }
    let label = (component.common.label ?? component.common.ios.accessibilityLabel ?? "").lowercased()
    return closeWords.contains { label == $0 || label.hasPrefix($0 + " ") }
  }

  public func findings(in scene: AuditScene) -> [Finding] {
    scene.modals.filter { modal in
      !modal.dismissible && !modal.components.contains(where: Self.isCloseControl)
    }.map { modal in
      finding(
        modal,
        "nothing dismisses the \(modal.kind.rawValue) '\(modal.id)': escape (scrub / back) is ignored and it has no Close or Cancel control, so only a tap outside would; add a close button or handle escape"
      )
    }
  }
}
