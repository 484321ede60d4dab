import ScreenReader

/// One check of a success criterion. Each rule lives in its own file with
/// examples that trigger it and examples that do not; the examples are its tests
/// and its documentation.
public protocol AuditRule: Sendable {
  static var identifier: String { get }
  static var criterion: Criterion { get }
  /// What the rule looks for, in one sentence.
  static var summary: String { get }
  /// Scenario snippets (YAML) that must produce a finding of this rule.
  static var triggering: [String] { get }
  /// Scenario snippets that must not.
  static var nonTriggering: [String] { get }

  init()
  func findings(in scene: AuditScene) -> [Finding]
}

extension AuditRule {
  func finding(_ component: any Component, platforms: [Platform] = Platform.allCases, _ message: String) -> Finding {
    Finding(
      rule: Self.identifier, criterion: Self.criterion, location: component.common.location, platforms: platforms,
      message: message)
  }

  func finding(_ modal: ModalDefinition, _ message: String) -> Finding {
    Finding(rule: Self.identifier, criterion: Self.criterion, location: modal.location, message: message)
  }
}
