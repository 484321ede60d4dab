import ScreenReader

/// `talkback-order ORDER`: TalkBack's element description order.
enum TalkBackOrderWord: ScriptWord {
  static let declaration = CommandDeclaration(
    "talkback-order", argument: .talkBackOrder, scope: .script, section: .session, usage: "talkback-order ORDER",
    summary: "TalkBack's element description order: "
      + TalkBackDescriptionOrder.allCases.map(\.rawValue).joined(separator: ", ") + " (the first is the default).",
    example: "talkback-order name-role-state")

  static func parse(_ argument: ScriptParser.Argument) -> Result<ScriptCommand, ScriptParser.Failure> {
    let rest = argument.rest
    guard let order = TalkBackDescriptionOrder(rawValue: rest.lowercased()) else {
      let orders = TalkBackDescriptionOrder.allCases.map(\.rawValue)
      return .failure(
        ScriptParser.Failure(
          message: "'talkback-order' takes " + orders.joined(separator: ", ")
            + Suggestion.didYouMean(rest.lowercased(), among: orders), offset: argument.offset))
    }
    return .success(.talkBackOrder(order))
  }
}

extension Player {
  /// `talkback-order`: the description order, kept by every session (TalkBack's reads it).
  mutating func setTalkBackOrder(_ order: TalkBackDescriptionOrder) -> Step {
    for index in sessions.indices { sessions[index].talkBackOrder = order }
    return Step(typed: "talkback-order \(order.rawValue)")
  }
}
