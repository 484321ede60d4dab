import Diagnostics
import ScreenReader

/// One difference between what the approved scenario says and what the app says, on one reader,
/// with its place in the spec and in the dump.
public struct ComparisonFinding: Sendable {
  public enum Kind: String, Sendable, CaseIterable {
    case renamedLabel = "renamed-label"
    case lostRole = "lost-role"
    case changedRole = "changed-role"
    case lostState = "lost-state"
    case changedState = "changed-state"
    case changedValue = "changed-value"
    case changedSpeech = "changed-speech"
    case missingElement = "missing-element"
    case extraStop = "extra-stop"
    case reorderedPair = "reordered-pair"

    /// What the finding means, for SARIF's rule descriptions and `--report json`.
    public var summary: String {
      switch self {
      case .renamedLabel: "The app names an element otherwise than the approved spec."
      case .lostRole: "The app's element says no role word where the spec's does."
      case .changedRole: "The app's element says another role word than the spec's."
      case .lostState: "The app's element says no state where the spec's does."
      case .changedState: "The app's element says another state than the spec's."
      case .changedValue: "The app's element says another value than the spec's."
      case .changedSpeech: "The app's element is read otherwise than the spec's."
      case .missingElement: "An element of the approved spec is not in the app."
      case .extraStop: "The app has a stop the approved spec does not."
      case .reorderedPair: "Two elements are read in the other order than the spec's."
      }
    }
  }

  public var kind: Kind
  public var platform: Platform
  /// The spec's element id (the app's when the spec has none).
  public var elementID: String
  public var message: String
  /// What the spec's stop says, and what the app's does; nil where there is none.
  public var expected: String?
  public var heard: String?
  public var specLocation: SourceLocation?
  public var appLocation: SourceLocation?

  /// The lines of a golden diff: `- spec`, `+ app`.
  public var detail: [String] {
    [expected.map { "- \($0)" }, heard.map { "+ \($0)" }].compactMap { $0 }
  }
}
