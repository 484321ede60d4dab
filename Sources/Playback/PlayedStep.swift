import ScreenReader

/// One script line as played: where it was written and what it produced, in
/// the order the session ran (its index is the `step` of its timeline segments).
public struct PlayedStep: Sendable {
  public var index: Int
  public var location: SourceLocation?
  public var step: Step

  public init(index: Int, location: SourceLocation?, step: Step) {
    self.index = index
    self.location = location
    self.step = step
  }
}
