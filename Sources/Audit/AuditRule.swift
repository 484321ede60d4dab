import ScreenReader

/// One check of a success criterion. Each rule lives in its own file with
/// examples that trigger it and examples that do not; the examples are its tests
/// and its documentation. A new rule is a new file and a line in `Auditor.rules`.
public protocol AuditRule: Sendable {
  /// Its name, criterion, one-sentence summary and examples.
  static var about: AuditRuleDescription { get }
  /// Every place in the scene that fails the rule.
  static func findings(in scene: AuditScene) -> [Finding]
}

extension AuditRule {
  public static var identifier: String { about.identifier }
  public static var criterion: Criterion { about.criterion }
  /// What the rule looks for, in one sentence.
  public static var summary: String { about.summary }
  /// Scenario snippets (YAML) that must produce a finding of this rule.
  public static var triggering: [String] { about.triggering }
  /// Scenario snippets that must not.
  public static var nonTriggering: [String] { about.nonTriggering }

  static func finding(_ component: any Component, platforms: [Platform] = Platform.allCases, _ message: String)
    -> Finding
  {
    Finding(
      of: Self.self, at: component.common.location, element: component.common.id, platforms: platforms,
      message: message)
  }

  static func finding(
    _ modal: ModalDefinition, platforms: [Platform] = Platform.allCases, _ message: String
  ) -> Finding {
    Finding(of: Self.self, at: modal.location, element: modal.id, platforms: platforms, message: message)
  }

  /// A finding for each modal without a quality it should have, saying `message` of it.
  static func findings(
    forModalsIn scene: AuditScene, lacking quality: KeyPath<ModalDefinition, Bool>,
    _ message: (ModalDefinition) -> String
  ) -> [Finding] {
    scene.modals.filter { !$0[keyPath: quality] }.map { finding($0, message($0)) }
  }

  /// A finding for each component of one kind that `check` has a message about (nil: nothing wrong).
  static func findings<Kind: Component>(
    for kind: Kind.Type, in scene: AuditScene, _ check: (Kind) -> String?
  ) -> [Finding] {
    scene.entries.compactMap { $0.component as? Kind }.compactMap { component in
      check(component).map { finding(component, $0) }
    }
  }

  /// A finding for each component of one kind without a quality it should have.
  static func findings<Kind: Component>(
    for kind: Kind.Type, in scene: AuditScene, lacking quality: KeyPath<Kind, Bool>, _ message: (Kind) -> String
  ) -> [Finding] {
    findings(for: kind, in: scene) { $0[keyPath: quality] ? nil : message($0) }
  }
}
