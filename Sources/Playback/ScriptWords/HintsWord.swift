import ScreenReader

/// `hints on|off`: usage hints spoken or not.
enum HintsWord: ScriptWord {
  static let declaration = CommandDeclaration(
    "hints", argument: .onOff, scope: .script, section: .session, usage: "hints on|off",
    summary: "Speak usage hints or not.", example: "hints off")

  static func parse(_ argument: ScriptParser.Argument) -> Result<ScriptCommand, ScriptParser.Failure> {
    switch argument.rest.lowercased() {
    case "on": return .success(.hints(true))
    case "off": return .success(.hints(false))
    default: return .failure(ScriptParser.Failure(message: "'hints' takes on or off", offset: argument.offset))
    }
  }
}

extension Player {
  /// `hints`: every reader in play speaks usage hints, or not.
  mutating func setHints(_ enabled: Bool) -> Step {
    for index in sessions.indices { sessions[index].hintsEnabled = enabled }
    return Step(typed: "hints \(enabled ? "on" : "off")")
  }
}
