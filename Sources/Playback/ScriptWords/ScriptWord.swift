import ScreenReader

/// A word of the script language, whole in one file (`ScriptWords/NAMEWord.swift`):
/// its declaration (argument kind, help), its parser, which turns what follows
/// the word into a `ScriptCommand`, and, as an extension of `Player` there, the
/// step that command makes (`Player.perform` calls it for the word's case).
/// Listed once in `ScriptCommands.words`, from which both the declarations the
/// command table holds and `ScriptParser`'s dispatch are made.
protocol ScriptWord: Sendable {
  /// How it is typed and explained; its scope is `.script`.
  static var declaration: CommandDeclaration { get }
  /// The command the rest of the line makes, or what is wrong with it (located in the line).
  static func parse(_ argument: ScriptParser.Argument) -> Result<ScriptCommand, ScriptParser.Failure>
}
