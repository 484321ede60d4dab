import ScreenReader

/// Everything wrong with a scenario file, all at once, each located.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  public init(_ diagnostic: Diagnostic) {
    self.diagnostics = [diagnostic]
  }

  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
