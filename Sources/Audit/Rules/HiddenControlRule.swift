import ScreenReader

/// Focus: a control that does something must be reachable by the screen reader.
public struct HiddenControlRule: AuditRule {
  public static let about = AuditRuleDescription(
    "hidden-control", .focus, "A control hidden from the screen reader that still does something when used.",
    triggering: [
      "elements: [ { button: { label: Pay, ios: { isAccessibilityElement: false } } } ]",
      "elements: [ { checkbox: { label: I agree, android: { importantForAccessibility: false } } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: Pay } ]",
      // Decoration hidden on purpose does nothing when touched.
      "elements: [ { text: { label: '★★★', ios: { isAccessibilityElement: false } } } ]",
    ])

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      let common = entry.component.common
      let hidden = entry.platforms { platform, node in
        common.isHidden(on: platform) && (node.isActionable || node.isAdjustable)
      }
      guard !hidden.isEmpty else { return nil }
      let how = hidden.map {
        $0 == .ios ? "VoiceOver (isAccessibilityElement: false)" : "TalkBack (importantForAccessibility: false)"
      }
      return finding(
        entry.component, platforms: hidden,
        "'\(common.labelOrID)' can be used but is hidden from \(how.joined(separator: " and ")): a screen-reader user can never reach it; remove that setting, or hide the control from everyone"
      )
    }
  }
}
