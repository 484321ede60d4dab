import ScreenReader

/// Grouping: the visible label and its control are one swipe, not two.
public struct UngroupedLabelRule: AuditRule {
  public static let about = AuditRuleDescription(
    "ungrouped-label", .grouping, "A visible label that is its own element, apart from its control.",
    triggering: ["elements: [ { ↓checkbox: { label: Remember me, grouped: false } } ]"],
    nonTriggering: ["elements: [ { checkbox: Remember me } ]"])

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      guard !entry.component.common.grouped, let label = entry.component.common.label else { return nil }
      return finding(
        entry.component,
        "the label '\(label)' is a separate swipe from its \(type(of: entry.component).kind), which is read without a name; group them in one element"
      )
    }
  }
}
