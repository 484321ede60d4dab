import ScreenReader

/// One way a scenario fails a success criterion, where, and what to do.
public struct Finding: Sendable, Hashable, CustomStringConvertible {
  public var rule: String
  public var criterion: Criterion
  public var location: SourceLocation?
  /// The platforms it shows on (both, unless the defect is one platform's).
  public var platforms: [Platform]
  public var message: String
  /// The id of the element (or modal) it lands on.
  public var element: String?

  /// A finding of `rule` at `location`.
  public init(
    of rule: any AuditRule.Type, at location: SourceLocation?, element: String? = nil,
    platforms: [Platform] = Platform.allCases, message: String
  ) {
    self.rule = rule.identifier
    self.element = element
    self.criterion = rule.criterion
    self.location = location
    self.platforms = platforms
    self.message = message
  }

  /// `file:line:column: warning: [Name] message (rule)`, printed as every located
  /// problem is (`Diagnostic`); a defect of one platform's says so first:
  /// `[Name, Android only]`.
  public var diagnostic: Diagnostic {
    let only = platforms.count == 1 ? ", \(platforms[0].displayName) only" : ""
    return Diagnostic(.warning, at: location, "[\(criterion.rawValue)\(only)] \(message) (\(rule))")
  }

  public var description: String { diagnostic.description }
}
