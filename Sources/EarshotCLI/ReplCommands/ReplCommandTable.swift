import Playback
import ScreenReader

/// Every command the REPL takes: the command language's (`CommandTable`: the
/// screen reader's and the script words) and its own (`ReplCommands`), in that
/// order. `help`, `help COMMAND`, Tab completion, "did you mean", the script's
/// "works only in the REPL" error and docs/repl.md (`earshot schema --commands`)
/// read it.
public enum ReplCommandTable {
  public static let all: [CommandDeclaration] = CommandTable.all + ReplCommands.all

  /// Each word (name or alias) to the declaration it calls, built once.
  static let declarationsByWord = CommandDeclaration.index(all)

  /// The declaration a word calls, by its name or an alias (any case).
  public static func declaration(for word: String) -> CommandDeclaration? {
    declarationsByWord[word.lowercased()]
  }

  /// The commands a scope allows, in declaration order.
  public static func declarations(in scope: CommandDeclaration.Scope) -> [CommandDeclaration] {
    all.filter { $0.scope == scope }
  }

  /// Every whole command a user can type (declared, with aliases, and the gestures), for "did you mean".
  public static let spellings: [String] = all.flatMap(\.words) + Gesture.all.map(\.spelling)

  /// First words that start some command: a line starting with another word is no command.
  public static let headWords = Set(spellings.compactMap { $0.split(separator: " ").first.map(String.init) })

  /// docs/repl.md's command list, as `scripts/update-reference.sh` writes it.
  public static var markdown: String { CommandTableText.markdown(of: all) }
}
