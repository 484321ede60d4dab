import ScreenReader

/// `expect-focus [ios|android] NAME`: the focused element must be the one named.
enum ExpectFocusWord: ScriptWord {
  static let declaration = CommandDeclaration(
    "expect-focus", argument: .elementName, scope: .script, section: .script,
    usage: "expect-focus [ios|android] NAME",
    summary: "The focused element must be the one NAME names: its id, spoken name or visible label.",
    example: "expect-focus Continue")

  static func parse(_ argument: ScriptParser.Argument) -> Result<ScriptCommand, ScriptParser.Failure> {
    ScriptParser.expectation(argument.head, argument.rest, offset: argument.offset)
  }
}
