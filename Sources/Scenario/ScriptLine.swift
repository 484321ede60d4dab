import ScreenReader

/// One line of a script, with where it was written.
public struct ScriptLine: Sendable, Hashable {
  public var text: String
  public var location: SourceLocation

  public init(text: String, location: SourceLocation) {
    self.text = text
    self.location = location
  }
}
