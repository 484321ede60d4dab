import ScreenReader

/// Actions: a control must be large enough to touch, by each platform's own minimum:
/// 44x44 points on iOS (Apple's Human Interface Guidelines, Accessibility: "a minimum
/// tappable area of 44x44 pt for all controls"; Xcode's accessibility audit reports a
/// smaller one as XCUIAccessibilityAuditType.hitRegion) and 48x48 dp on Android
/// (Android's accessibility guidance "touch targets at least 48x48dp"; ATF's
/// TouchTargetSizeCheck). WCAG 2.2 SC 2.5.8 asks at least 24x24 CSS px; the
/// platforms ask more. Known from a scenario's `size:` or a dump's bounds.
public struct TouchTargetSizeRule: AuditRule {
  public static let about = AuditRuleDescription(
    "touch-target-size", .actions,
    "A control smaller than the platform's minimum touch target (44x44 pt on iOS, 48x48 dp on Android).",
    triggering: [
      "elements: [ { ↓button: { label: Close, size: 32x32 } } ]",
      "# 44 points is iOS's minimum, but under Android's 48 dp.\nlocale: de\nelements: [ { ↓checkbox: { label: AGB akzeptieren, checked: false, size: 44x44 } } ]",
      "locale: fr\nelements: [ { ↓switch: { label: Notifications, on: true, size: 51x31 } } ]",
      "locale: es\nelements: [ { ↓link: { label: Ayuda, size: 60x20 } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: { label: Close, size: 48x48 } }, { button: Send } ]",
      "locale: de\nelements: [ { button: { label: Weiter, size: 320x56 } } ]",
      "# Text is not touched to act.\nlocale: fr\nelements: [ { text: { label: Mentions légales, size: 100x16 } } ]",
      "# A disabled control does nothing when touched.\nlocale: es\nelements: [ { button: { label: Enviar, size: 30x30, disabled: true } } ]",
    ])

  /// The smallest side a platform's controls should have, in its layout unit.
  static func minimum(on platform: Platform) -> Double {
    platform == .ios ? 44 : 48
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      guard let size = entry.component.common.size else { return nil }
      let small = entry.platforms { platform, node in
        (size.platform == nil || size.platform == platform) && node.route.part == .main && node.isFocusable
          && (node.isActionable || node.isAdjustable) && min(size.width, size.height) < minimum(on: platform)
      }
      guard !small.isEmpty else { return nil }
      let minimums = small.map { $0 == .ios ? "44x44 pt on iOS" : "48x48 dp on Android" }
      return finding(
        entry.component, platforms: small,
        "'\(entry.component.common.labelOrID)' is \(size) to touch, under the minimum of \(minimums.joined(separator: " and ")); a finger or a switch user misses it: make its touch area at least that large"
      )
    }
  }
}
