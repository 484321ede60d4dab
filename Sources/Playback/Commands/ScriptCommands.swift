import ScreenReader

/// The script language's own words, beyond the screen-reader commands: what a
/// script checks, narrates and switches. `ScriptParser` reads what follows each.
public enum ScriptCommands {
  public static let all: [CommandDeclaration] = [
    CommandDeclaration(
      "say", argument: .quotedText, scope: .script, section: .script, usage: "say \"TEXT\"",
      summary: "Narration in the narrator's voice (for recordings).", example: "say \"Now open the menu\""),
    CommandDeclaration(
      "wait", argument: .duration, scope: .script, section: .script, usage: "wait 500ms",
      summary: "Silence in the recording (2s works too; at most 60s).", example: "wait 500ms"),
    CommandDeclaration(
      "expect", argument: .quotedText, scope: .script, section: .script, usage: "expect [ios|android] \"TEXT\"",
      summary:
        "What the last command made each reader in play say must match TEXT (case, spacing and punctuation aside).",
      detail:
        "expect \"\" means silence; a '# comment' may follow the closing quote. With ios or android, only that screen reader is checked, and not when it is not in play.",
      example: "expect \"Subscribe, checked\""),
    CommandDeclaration(
      "expect-focus", argument: .elementName, scope: .script, section: .script,
      usage: "expect-focus [ios|android] NAME",
      summary: "The focused element must be the one NAME names: its id, spoken name or visible label.",
      example: "expect-focus Continue"),
    CommandDeclaration(
      "platform", argument: .platformChoice, scope: .script, section: .session, usage: "platform ios|android|both",
      summary: "Switch screen reader; 'both' shows VoiceOver and TalkBack side by side.",
      detail:
        "With both, each command is spoken by VoiceOver's voice, then TalkBack's. A platform joining keeps focus on the same element.",
      example: "platform android"),
    CommandDeclaration(
      "hints", argument: .onOff, scope: .script, section: .session, usage: "hints on|off",
      summary: "Speak usage hints or not.", example: "hints off"),
    CommandDeclaration(
      "talkback-order", argument: .talkBackOrder, scope: .script, section: .session, usage: "talkback-order ORDER",
      summary: "TalkBack's element description order: "
        + TalkBackDescriptionOrder.allCases.map(\.rawValue).joined(separator: ", ") + " (the first is the default).",
      example: "talkback-order name-role-state"),
    CommandDeclaration(
      "locale", argument: .locale, scope: .script, section: .session, usage: "locale LANG",
      summary: "The readers' language from here on: " + WordTables.locales.joined(separator: ", ")
        + " (docs/languages.md).",
      example: "locale de"),
    CommandDeclaration(
      "reader", argument: .readerVersion, scope: .script, section: .session, usage: "reader VERSION",
      summary: "The reader version to speak as from here on: " + ReaderVersion.all.map(\.id).joined(separator: ", ")
        + " (the latest of each reader is the default).",
      example: "reader talkback-12"),
  ]
}
