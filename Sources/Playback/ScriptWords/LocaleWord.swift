import ScreenReader

/// `locale LANG`: the readers' language from here on.
enum LocaleWord: ScriptWord {
  static let declaration = CommandDeclaration(
    "locale", argument: .locale, scope: .script, section: .session, usage: "locale LANG",
    summary: "The readers' language from here on: " + WordTables.locales.joined(separator: ", ")
      + " (docs/languages.md).",
    example: "locale de")

  static func parse(_ argument: ScriptParser.Argument) -> Result<ScriptCommand, ScriptParser.Failure> {
    let rest = argument.rest
    guard let locale = WordTables.locale(matching: rest) else {
      return .failure(
        ScriptParser.Failure(
          message: "'locale' takes one of " + WordTables.locales.joined(separator: ", ")
            + Suggestion.didYouMean(rest, among: WordTables.locales) + " (docs/languages.md)", offset: argument.offset))
    }
    return .success(.locale(locale))
  }
}

extension Player {
  /// `locale`: every reader in play speaks the locale's words from here on.
  mutating func switchLocale(to locale: String) -> Step {
    for index in sessions.indices { sessions[index].setLocale(locale) }
    return Step(typed: "locale \(locale)")
  }
}
