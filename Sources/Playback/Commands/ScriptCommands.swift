import ScreenReader

/// The script language's own words, beyond the screen-reader commands: what a
/// script checks, narrates and switches. One type each (`ScriptWords/`), with
/// its declaration and its parser: this list is the one line a new word adds.
/// `RegistryTests` fails when a word's file is missing from it.
public enum ScriptCommands {
  /// In the order `help`, `play --help` and docs/repl.md list them within a section.
  static let words: [any ScriptWord.Type] = [
    SayWord.self, WaitWord.self, ExpectWord.self, ExpectFocusWord.self, PlatformWord.self, HintsWord.self,
    TalkBackOrderWord.self, LocaleWord.self, ReaderWord.self,
  ]

  /// Their declarations, for the command table.
  public static let all: [CommandDeclaration] = words.map { $0.declaration }

  /// Each word's type by its declaration's name, built once.
  static let wordsByName: [String: any ScriptWord.Type] = Dictionary(
    words.map { ($0.declaration.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The word whose declaration is named `name` (not an alias).
  static func word(named name: String) -> (any ScriptWord.Type)? {
    wordsByName[name]
  }
}
