import ScreenReader

/// Grouping: the visible label and its control are one swipe, not two.
public struct UngroupedLabelRule: AuditRule {
  public static let identifier = "ungrouped-label"
  public static let criterion = Criterion.grouping
  public static let summary = "A visible label that is its own element, apart from its control."
  public static let triggering = ["elements: [ { checkbox: { label: Remember me, grouped: false } } ]"]
  public static let nonTriggering = ["elements: [ { checkbox: Remember me } ]"]

  public init() {}

  public func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      guard !entry.component.common.grouped, let label = entry.component.common.label else { return nil }
      return finding(
        entry.component,
        "the label '\(label)' is a separate swipe from its \(type(of: entry.component).kind), which is read without a name; group them in one element"
      )
    }
  }
}
