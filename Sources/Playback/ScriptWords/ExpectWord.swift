import ScreenReader

/// `expect [ios|android] "TEXT"`: what the last command made each reader say must match.
enum ExpectWord: ScriptWord {
  static let declaration = CommandDeclaration(
    "expect", argument: .quotedText, scope: .script, section: .script, usage: "expect [ios|android] \"TEXT\"",
    summary:
      "What the last command made each reader in play say must match TEXT (case, spacing and punctuation aside).",
    detail:
      "TEXT is the whole of what was said, or its first utterance alone (what follows after a pause, a hint, is its own utterance). expect \"\" means silence; a '# comment' may follow the closing quote. With ios or android, only that screen reader is checked, and not when it is not in play.",
    example: "expect \"Subscribe, checked\"")

  static func parse(_ argument: ScriptParser.Argument) -> Result<ScriptCommand, ScriptParser.Failure> {
    ScriptParser.expectation(argument.head, argument.rest, offset: argument.offset)
  }
}

extension Player {
  /// `expect`: what the last command made each reader checked say must match;
  /// a mismatch is a failure in the step, not an error.
  func checkSpeech(_ expected: String, on only: Platform?) -> Step {
    var step = Step(typed: "expect" + (only.map { " \($0.rawValue)" } ?? "") + " \"\(expected)\"")
    step.expectation = .speech(expected)
    let checked = sessions.filter { only == nil || $0.platform == only }
    step.expectationSkipped = checked.isEmpty
    for session in checked {
      guard let heard = lastSpeech.first(where: { $0.platform == session.platform }) else {
        step.failures.append(
          ExpectationFailure(platform: session.platform, expected: expected, heard: nil, kind: .speech))
        continue
      }
      // The whole of what was said, or its first utterance alone (without the hint after the pause).
      let first = lastFirstUtterance[session.platform] ?? nil
      if !SpeechMatcher.matches(heard.text, expected: expected)
        && !(first.map { SpeechMatcher.matches($0, expected: expected) } ?? false)
      {
        step.failures.append(
          ExpectationFailure(platform: session.platform, expected: expected, heard: heard.text, kind: .speech))
      }
    }
    return step
  }
}
