import ScreenReader

/// `expect [ios|android] "TEXT"`: what the last command made each reader say must match.
enum ExpectWord: ScriptWord {
  static let declaration = CommandDeclaration(
    "expect", argument: .quotedText, scope: .script, section: .script, usage: "expect [ios|android] \"TEXT\"",
    summary:
      "What the last command made each reader in play say must match TEXT (case, spacing and punctuation aside).",
    detail:
      "expect \"\" means silence; a '# comment' may follow the closing quote. With ios or android, only that screen reader is checked, and not when it is not in play.",
    example: "expect \"Subscribe, checked\"")

  static func parse(_ argument: ScriptParser.Argument) -> Result<ScriptCommand, ScriptParser.Failure> {
    ScriptParser.expectation(argument.head, argument.rest, offset: argument.offset)
  }
}
