/// A small, runnable example a component carries with it, as SwiftLint's rules
/// carry theirs: a scenario snippet, the commands a user types, and what each
/// screen reader must say after the last one, with where that fact comes from.
///
/// One parameterised test runs every example of every registered kind on both
/// platforms; the kinds table of docs/scenario-format.md is made from each kind's
/// first example, so the documentation cannot drift from what Earshot says.
public struct ComponentExample: Sendable {
  /// The YAML of the example: the items of `elements:` (each line starting with
  /// `- `), or a whole scenario when it has its own `elements:` line (for modals).
  public var yaml: String
  /// The commands typed after the screen opens; what the last one makes each
  /// screen reader say is compared.
  public var commands: [String]
  /// What VoiceOver says after the last command; nil: not an iOS example.
  public var voiceOver: String?
  /// What TalkBack says after the last command; nil: not an Android example.
  public var talkBack: String?
  /// Whether usage hints are on (off by default, so the examples stay short).
  public var hints: Bool
  /// Where the facts come from (TalkBack's source, Apple's documentation, a recording).
  public var source: String

  public init(
    _ yaml: String, commands: [String] = ["first"], voiceOver: String?, talkBack: String?, hints: Bool = false,
    source: String
  ) {
    self.yaml = yaml
    self.commands = commands
    self.voiceOver = voiceOver
    self.talkBack = talkBack
    self.hints = hints
    self.source = source
  }

  /// The example as a complete scenario file.
  public var scenario: String {
    if yaml.hasPrefix("elements:") || yaml.contains("\nelements:") { return yaml }
    let items = yaml.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    return "title: Example\nelements:\n" + items.joined(separator: "\n") + "\n"
  }

  /// What the given platform must say, if the example is about it.
  public func expected(on platform: Platform) -> String? {
    platform == .ios ? voiceOver : talkBack
  }
}
