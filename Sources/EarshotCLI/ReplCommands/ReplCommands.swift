import ScreenReader

/// The REPL's own commands, one type each: the one list a new command joins.
/// A script that holds one is refused, located, with what a script may hold.
/// `RegistryTests` fails when a command file here is missing from the list.
public enum ReplCommands {
  /// In the order `help` and docs/repl.md list them within a section.
  static let handlers: [any ReplCommandHandler.Type] = [
    RepeatCommand.self, WhereCommand.self, TreeCommand.self, WhyCommand.self, CheckCommand.self, LoadCommand.self,
    ReloadCommand.self, HelpCommand.self, QuitCommand.self, TextCommand.self, ShowCommand.self, VariantCommand.self,
    EarconsCommand.self, MuteCommand.self, UnmuteCommand.self, VoiceCommand.self, RateCommand.self,
    PitchCommand.self, VolumeCommand.self, RecordCommand.self, RecordReplacingCommand.self, StopCommand.self,
    SaveCommand.self,
  ]

  /// Their declarations, for the command table.
  public static let all: [CommandDeclaration] = handlers.map { $0.declaration }

  /// Each command's handler by its declaration's name, built once.
  static let handlersByName: [String: any ReplCommandHandler.Type] = Dictionary(
    handlers.map { ($0.declaration.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The handler of the command named `name` (a declaration's name, not an alias).
  static func handler(named name: String) -> (any ReplCommandHandler.Type)? {
    handlersByName[name]
  }
}
