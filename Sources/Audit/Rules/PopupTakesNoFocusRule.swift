import ScreenReader

/// Focus: an opened list takes focus and keeps it until a choice is made.
public struct PopupTakesNoFocusRule: AuditRule {
  public static let identifier = "popup-takes-no-focus"
  public static let criterion = Criterion.focus
  public static let summary = "A dropdown whose list opens without taking focus."
  public static let triggering = ["elements: [ { dropdown: { label: Size, options: [S, M], moves-focus: false } } ]"]
  public static let nonTriggering = ["elements: [ { dropdown: { label: Size, options: [S, M] } } ]"]

  public init() {}

  public func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      guard let dropdown = entry.component as? Dropdown, !dropdown.movesFocus else { return nil }
      return finding(
        dropdown,
        "the list of '\(dropdown.common.label ?? dropdown.common.id)' opens without taking focus, so the next swipe goes past it; move focus to the first option and confine it to the list"
      )
    }
  }
}
