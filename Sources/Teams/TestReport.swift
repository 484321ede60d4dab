import ScreenReader

/// What a run checked, one case per expectation or golden file, for CI servers
/// to show in their own UI (JUnit XML, TAP, JSON).
public struct TestReport: Sendable {
  public struct Case: Sendable {
    public enum Outcome: Sendable, Hashable {
      case passed
      /// What did not hold, and the lines that show it (expected/heard, a diff).
      case failed(message: String, detail: [String])
      /// Not checked: the expectation names a screen reader not in play.
      case skipped(String)
      /// Bad input: the check could not run.
      case error(message: String)
    }

    /// What was checked, as the script or the command line says it.
    public var name: String
    /// The scenario (or folder) the case belongs to: a JUnit test suite.
    public var suite: String
    public var location: SourceLocation?
    public var outcome: Outcome

    public init(name: String, suite: String, location: SourceLocation?, outcome: Outcome) {
      self.name = name
      self.suite = suite
      self.location = location
      self.outcome = outcome
    }
  }

  public var cases: [Case] = []

  public init(cases: [Case] = []) {
    self.cases = cases
  }

  /// Suites in the order they first appear.
  public var suites: [(name: String, cases: [Case])] {
    var order: [String] = []
    var bySuite: [String: [Case]] = [:]
    for item in cases {
      if bySuite[item.suite] == nil { order.append(item.suite) }
      bySuite[item.suite, default: []].append(item)
    }
    return order.map { ($0, bySuite[$0] ?? []) }
  }
}
