import LineEditing
import ScreenReader

/// `help` and `help COMMAND`: the command list, or one command's help (`ReplHelp`).
enum HelpCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "help", argument: .helpTopic, needsArgument: false, scope: .repl, section: .session, usage: "help [COMMAND]",
    summary: "This list, or one command's help.",
    detail: "'help swipe right' says what a gesture does on each platform.")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.help(invocation.argument)
    return .proceed
  }
}

extension Repl {
  /// `help` and `help COMMAND`.
  func help(_ topic: String) {
    if topic.isEmpty {
      print(ReplHelp.text(columns: interactive ? LineEditor.terminalColumns() : nil))
    } else if let help = ReplHelp.help(for: topic) {
      print(ReplHelp.fitted(help, columns: interactive ? LineEditor.terminalColumns() : nil))
    } else {
      let suggestion = Suggestion.didYouMean(topic, among: ReplHelp.topics)
      error("no help on '\(topic)'" + (suggestion.isEmpty ? "; 'help' lists every command" : suggestion))
    }
  }
}
