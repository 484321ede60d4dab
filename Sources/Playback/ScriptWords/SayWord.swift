import ScreenReader

/// `say "TEXT"`: narration in the narrator's voice.
enum SayWord: ScriptWord {
  static let declaration = CommandDeclaration(
    "say", argument: .quotedText, scope: .script, section: .script, usage: "say \"TEXT\"",
    summary: "Narration in the narrator's voice (for recordings).", example: "say \"Now open the menu\"")

  static func parse(_ argument: ScriptParser.Argument) -> Result<ScriptCommand, ScriptParser.Failure> {
    ScriptParser.textArgument(argument.rest, offset: argument.offset, allowsEmpty: false).flatMap { text in
      guard let text else {
        return .failure(
          ScriptParser.Failure(
            message: "'say' takes the narration in quotes, e.g. say \"Now open the menu\"", offset: argument.offset))
      }
      return .success(.say(text))
    }
  }
}

extension Player {
  /// `say`: a step of narration, in the narrator's voice.
  func narrate(_ text: String) -> Step {
    Step(typed: "say \"\(text)\"", narration: text)
  }
}
