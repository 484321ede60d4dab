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

extension Player {
  /// `expect-focus`: each reader checked must have focus on the element named.
  func checkFocus(_ name: String, on only: Platform?) -> Step {
    var step = Step(typed: "expect-focus" + (only.map { " \($0.rawValue)" } ?? "") + " \(name)")
    step.expectation = .focus(name)
    let checked = sessions.filter { only == nil || $0.platform == only }
    step.expectationSkipped = checked.isEmpty
    for session in checked {
      let focused = session.focusedNode
      if focused.map({ !$0.answers(to: name) }) ?? true {
        step.failures.append(
          ExpectationFailure(platform: session.platform, expected: name, heard: focused?.displayName, kind: .focus))
      }
    }
    return step
  }
}
