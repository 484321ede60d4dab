import ScreenReader

/// `reader VERSION`: the reader version that speaks from here on.
enum ReaderWord: ScriptWord {
  static let declaration = CommandDeclaration(
    "reader", argument: .readerVersion, scope: .script, section: .session, usage: "reader VERSION",
    summary: "The reader version to speak as from here on: " + ReaderVersion.all.map(\.id).joined(separator: ", ")
      + " (the latest of each reader is the default).",
    example: "reader talkback-12")

  static func parse(_ argument: ScriptParser.Argument) -> Result<ScriptCommand, ScriptParser.Failure> {
    let rest = argument.rest
    let known = ReaderVersion.all.map(\.id)
    guard let version = ReaderVersion.named(rest) else {
      return .failure(
        ScriptParser.Failure(
          message: "'reader' takes one of " + known.joined(separator: ", ") + Suggestion.didYouMean(rest, among: known)
            + " (docs/scenario-format.md)", offset: argument.offset))
    }
    return .success(.reader(version))
  }
}

extension Player {
  /// `reader`: that reader speaks as this version from here on.
  mutating func switchReader(to version: ReaderVersion) -> Step {
    for index in sessions.indices { sessions[index].setReaderVersion(version) }
    return Step(typed: "reader \(version.id)")
  }
}
