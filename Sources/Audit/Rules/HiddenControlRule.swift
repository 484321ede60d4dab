import ScreenReader

/// Focus: a control that does something must be reachable by the screen reader,
/// whatever hides it: isAccessibilityElement, importantForAccessibility,
/// screenReaderFocusable, or an image marked decorative.
public struct HiddenControlRule: AuditRule {
  public static let about = AuditRuleDescription(
    "hidden-control", .focus, "A control hidden from the screen reader that still does something when used.",
    triggering: [
      "elements: [ { ↓button: { label: Pay, ios: { isAccessibilityElement: false } } } ]",
      "elements: [ { ↓checkbox: { label: I agree, android: { importantForAccessibility: false } } } ]",
      "elements: [ { ↓button: { label: Pay, android: { screenReaderFocusable: false } } } ]",
      "# Decorative, yet a tap on it opens something.\nelements: [ { ↓image: { label: Map, decorative: true, opens: m } } ]\nmodals: { m: { kind: dialog, elements: [ { button: { label: Close, closes: true } } ] } }",
      "elements: [ { ↓slider: { label: Volume, ios: { isAccessibilityElement: false } } } ]",
      "# Its custom actions are reached only through it.\nelements: [ { ↓image: { label: Beach, decorative: true, actions: [Share, Delete] } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: Pay } ]",
      "# Decoration hidden on purpose does nothing when touched.\nelements: [ { text: { label: '★★★', ios: { isAccessibilityElement: false } } } ]",
      "elements: [ { image: { label: Divider, decorative: true } } ]",
    ])

  /// The property that hides a node on a platform, in the scenario's words.
  static func hider(_ component: any Component, on platform: Platform) -> String {
    let common = component.common
    switch platform {
    case .ios where common.ios.isAccessibilityElement == false: return "isAccessibilityElement: false"
    case .android where common.android.importantForAccessibility == false: return "importantForAccessibility: false"
    case .android where common.android.screenReaderFocusable == false: return "screenReaderFocusable: false"
    default: return "decorative: true"
    }
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      // Custom actions count too: they are offered only through the element, so hiding
      // it leaves a screen-reader user none of them (WCAG 2.1.1: all functionality).
      let common = entry.component.common
      let acts = NoRoleWordRule.acts(common) || (!common.disabled && !common.actions.isEmpty)
      let hidden = entry.platforms { _, node in
        !node.isFocusable && node.isEnabled
          && (node.isActionable || node.isAdjustable || (acts && node.route.part == .main))
      }
      guard !hidden.isEmpty else { return nil }
      let hiders = hidden.map { hider(entry.component, on: $0) }
      let how =
        hidden.count > 1 && Set(hiders).count == 1
        ? ["both screen readers (\(hiders[0]))"]
        : zip(hidden, hiders).map { "\($0.screenReaderName) (\($1))" }
      return finding(
        entry.component, platforms: hidden,
        "'\(entry.component.common.labelOrID)' can be used but is hidden from \(how.joined(separator: " and ")): a screen-reader user can never reach it; remove that setting, or hide the control from everyone"
      )
    }
  }
}
