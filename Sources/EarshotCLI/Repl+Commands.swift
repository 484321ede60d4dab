import Foundation
import Playback
import ScreenReader

/// How a line reaches the REPL's own commands (`ReplCommands`, one file each in
/// `ReplCommands/`): a line whose first word one of them declares goes to its
/// handler; everything else is the command language.
extension Repl {
  /// What a handler is given: the word as typed (`rate`, `exit`) and what followed it.
  struct Invocation {
    var word: String
    var argument: String
  }

  /// Whether the REPL goes on after a command.
  enum Outcome {
    case proceed, quit
  }

  /// Runs one line; false ends the REPL. A REPL command goes to its handler;
  /// everything else is the command language (gestures, `platform`, `expect`...).
  mutating func handle(_ line: String) -> Bool {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    let word = words[0].lowercased()
    let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
    guard let declaration = ReplCommandTable.declaration(for: word), declaration.scope == .repl,
      let handler = ReplCommands.handler(named: declaration.name)
    else {
      runScript(line)
      return true
    }
    return handler.run(Invocation(word: word, argument: argument), in: &self) == .proceed
  }
}
