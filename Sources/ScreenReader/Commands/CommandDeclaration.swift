/// One command of Earshot's command language, declared once: the words that
/// call it, what follows them, where it may be typed, and its help. The engine
/// parser, the script parser, the REPL's dispatch, `help`, Tab completion,
/// suggestions, `play --help` and the docs' command list all read these.
public struct CommandDeclaration: Sendable {
  /// Where a command may be typed.
  public enum Scope: String, Sendable, CaseIterable {
    /// A screen-reader command the readers run: in scripts and the REPL.
    case engine
    /// A word of the script language (expect, wait, platform...): in scripts and the REPL.
    case script
    /// A command of the REPL alone (why, tree, record...): refused in a script.
    case repl
  }

  /// What follows the command's word(s): drives parsing, completion and usage.
  public enum Argument: Sendable, Hashable {
    case none
    /// An optional count that repeats the command (`next 3`).
    case count
    /// An element's name, label or id (Tab completes those in reach).
    case elementName
    /// A custom action or link of the focused element.
    case actionName
    /// A key of an external keyboard, optionally followed by a count.
    case keyName
    /// Free text, quotes optional.
    case text
    /// Text in quotes, optionally after ios or android (`expect`).
    case quotedText
    case duration
    case onOff
    case platformChoice
    case locale
    /// A reader version (`talkback-12`, `voiceover-ios18`).
    case readerVersion
    case talkBackOrder
    /// A scenario file (Tab completes paths).
    case scenarioFile
    /// A WAV file to write.
    case wavFile
    case voiceName
    case number
    case variantName
    case helpTopic
  }

  /// How `help` groups commands.
  public enum Section: String, Sendable, CaseIterable {
    case screenReader = "Screen reader"
    case script = "Scripts and checks"
    case session = "Session"
    case training = "Training"
    case sound = "Sound and recording"
  }

  /// The word a user types (or the first words, for a gesture-like name).
  public var name: String
  /// Other words that mean the same (`prev`, `exit`).
  public var aliases: [String]
  public var argument: Argument
  /// Whether the word alone does nothing: completion then adds a space after it.
  public var needsArgument: Bool
  public var scope: Scope
  public var section: Section
  /// How it is typed, for help: `touch NAME`, `platform ios|android|both`.
  public var usage: String
  /// One line for the help list.
  public var summary: String
  /// More for `help COMMAND`, with an example.
  public var detail: String
  /// A whole line that shows its use, for "needs a name, e.g. ..." messages.
  public var example: String
  /// The screen-reader command an engine declaration makes from what follows its
  /// word (already checked by its argument kind); nil when that names nothing.
  public var engineCommand: (@Sendable (String) -> Command?)?

  public init(
    _ name: String, aliases: [String] = [], argument: Argument = .none, needsArgument: Bool? = nil,
    scope: Scope, section: Section, usage: String? = nil, summary: String, detail: String = "",
    example: String? = nil, engineCommand: (@Sendable (String) -> Command?)? = nil
  ) {
    self.name = name
    self.aliases = aliases
    self.argument = argument
    self.needsArgument = needsArgument ?? ![.none, .count].contains(argument)
    self.scope = scope
    self.section = section
    self.usage = usage ?? name
    self.summary = summary
    self.detail = detail
    self.example = example ?? usage ?? name
    self.engineCommand = engineCommand
  }

  /// Every word that calls it.
  public var words: [String] { [name] + aliases }

  /// Each word of `declarations` to the declaration it calls; where two declare
  /// the same word, the first wins, as a scan in declaration order would.
  public static func index(_ declarations: [CommandDeclaration]) -> [String: CommandDeclaration] {
    var index: [String: CommandDeclaration] = [:]
    for declaration in declarations {
      for word in declaration.words where index[word] == nil { index[word] = declaration }
    }
    return index
  }

  /// Whether a script may hold it.
  public var isAllowedInScripts: Bool { scope != .repl }

  /// The gestures that make this command, per reader (`VoiceOver: swipe right`),
  /// for help; empty for commands no gesture makes.
  public var gestureNames: [(reader: ReaderKind, gestures: [String])] {
    guard argument == .none || argument == .count, let command = engineCommand?("") else { return [] }
    return ReaderKind.allCases.compactMap { reader in
      let gestures = Gesture.all.filter { $0.command(for: reader) == command }.map(\.spelling)
      return gestures.isEmpty ? nil : (reader, gestures)
    }
  }
}
