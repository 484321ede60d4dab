import ScreenReader

/// Every command of Earshot's command language, declared once: the screen
/// reader's (ScreenReader's `EngineCommands`) and the script language's
/// (`ScriptCommands`), what a script may hold. The parsers and `play --help`
/// read it; the REPL adds its own commands (EarshotCLI's `ReplCommandTable`,
/// which help, completion, suggestions and docs/repl.md read).
public enum CommandTable {
  public static let all: [CommandDeclaration] = EngineCommands.all + ScriptCommands.all

  /// Each word (name or alias) to the declaration it calls, built once.
  static let declarationsByWord = CommandDeclaration.index(all)

  /// The declaration a word calls, by its name or an alias (any case).
  public static func declaration(for word: String) -> CommandDeclaration? {
    declarationsByWord[word.lowercased()]
  }

  /// Every whole command a user can type (declared, with aliases, and the gestures), for "did you mean".
  public static let spellings: [String] = all.flatMap(\.words) + Gesture.all.map(\.spelling)

  /// First words that start some command: a line starting with another word is no command.
  public static let headWords = Set(spellings.compactMap { $0.split(separator: " ").first.map(String.init) })

  /// Every command's name (aliases aside), in declaration order.
  public static var names: [String] { all.map(\.name) }

  /// The commands a scope allows, in declaration order.
  public static func declarations(in scope: CommandDeclaration.Scope) -> [CommandDeclaration] {
    all.filter { $0.scope == scope }
  }

  /// What a script may hold, for messages about lines that are not commands.
  public static let whatAScriptHolds: String = {
    let words = declarations(in: .script).map(\.name)
    let listed = words.dropLast().joined(separator: ", ") + (words.count > 1 ? " and " : "") + (words.last ?? "")
    return "a script holds screen-reader commands and gestures, \(listed) (docs/scenario-format.md)"
  }()
}
