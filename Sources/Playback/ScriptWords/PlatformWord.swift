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

extension Player {
  /// `platform`: the readers in play from here on.
  mutating func choosePlatforms(_ newChoice: PlatformChoice) -> Step {
    switchPlatforms(to: newChoice)
    return Step(typed: "platform \(newChoice.rawValue)")
  }

  /// Changes platforms, each new session keeping focus on the same element.
  public mutating func switchPlatforms(to newChoice: PlatformChoice) {
    let template = sessions[0]
    sessions = newChoice.platforms.map { platform in
      if let existing = sessions.first(where: { $0.platform == platform }) { return existing }
      var session = template
      session.switchPlatform(to: platform)
      return session
    }
    let inPlay = Set(newChoice.platforms)
    lastSpeech = lastSpeech.filter { inPlay.contains($0.platform) }
    choice = newChoice
  }
}
