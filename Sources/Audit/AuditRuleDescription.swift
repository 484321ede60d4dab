import ScreenReader

/// What a rule is, for `earshot check --rules`, the docs and the example tests.
public struct AuditRuleDescription: Sendable {
  public var identifier: String
  public var criterion: Criterion
  public var summary: String
  public var triggering: [String]
  public var nonTriggering: [String]

  public init(
    _ identifier: String, _ criterion: Criterion, _ summary: String, triggering: [String], nonTriggering: [String]
  ) {
    self.identifier = identifier
    self.criterion = criterion
    self.summary = summary
    self.triggering = triggering
    self.nonTriggering = nonTriggering
  }
}
