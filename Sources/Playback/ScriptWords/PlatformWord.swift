import ScreenReader

/// `platform ios|android|both`: which screen reader(s) hear what follows.
enum PlatformWord: ScriptWord {
  static let declaration = CommandDeclaration(
    "platform", argument: .platformChoice, scope: .script, section: .session, usage: "platform ios|android|both",
    summary: "Switch screen reader; 'both' shows VoiceOver and TalkBack side by side.",
    detail:
      "With both, each command is spoken by VoiceOver's voice, then TalkBack's. A platform joining keeps focus on the same element.",
    example: "platform android")

  static func parse(_ argument: ScriptParser.Argument) -> Result<ScriptCommand, ScriptParser.Failure> {
    let rest = argument.rest
    guard
      let choice = PlatformChoice(rawValue: rest.lowercased())
        ?? Platform(userInput: rest).flatMap({ PlatformChoice(rawValue: $0.rawValue) })
    else {
      return .failure(
        ScriptParser.Failure(message: "'platform' takes ios, android or both, not '\(rest)'", offset: argument.offset))
    }
    return .success(.platform(choice))
  }
}
