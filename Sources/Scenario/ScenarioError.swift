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

extension ScenarioError {
  /// Errors as every file reports them (in file order, each once, at most a hundred):
  /// for other files read the same way, such as courses.
  public init(ordering diagnostics: [Diagnostic]) {
    self.init(ScenarioDecoder.ordered(diagnostics))
  }
}
