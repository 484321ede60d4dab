import ScreenReader

/// Runs every rule over a screen and returns the findings in file order.
public enum Auditor {
  public static let rules: [any AuditRule.Type] = [
    RoleWordInNameRule.self,
    PlaceholderAsNameRule.self,
    PlaceholderRepeatsLabelRule.self,
    NoRoleWordRule.self,
    MissingNameRule.self,
    UngroupedLabelRule.self,
    HiddenStateRule.self,
    ModalDoesNotConfineFocusRule.self,
    FocusNotReturnedRule.self,
    PopupTakesNoFocusRule.self,
    NoWayToDismissRule.self,
    KeyboardSkipsControlRule.self,
    HiddenControlRule.self,
    DuplicateNameRule.self,
    UnclearLinkRule.self,
    FieldTextHiddenRule.self,
    RedundantDescriptionRule.self,
    IdentifierAsNameRule.self,
    LabelNotInNameRule.self,
    RoleContradictsBehaviourRule.self,
    TextNotHeadingRule.self,
    NoHeadingRule.self,
    HiddenInformationRule.self,
    TouchTargetSizeRule.self,
  ]

  /// Every finding, with speech quoted in `locale` (a shipped locale; nil: the screen's own, else English).
  public static func audit(_ screen: Screen, locale: String? = nil) -> [Finding] {
    let scene = AuditScene(screen: screen, locale: locale)
    let findings = rules.flatMap { $0.findings(in: scene) }
    return findings.sorted {
      ($0.location?.line ?? 0, $0.location?.column ?? 0, $0.rule) < (
        $1.location?.line ?? 0, $1.location?.column ?? 0, $1.rule
      )
    }
  }
}
