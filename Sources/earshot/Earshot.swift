import ArgumentParser

/// `earshot`: hear how mobile UI reads to VoiceOver and TalkBack.
@main
struct Earshot: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "earshot",
    abstract: "Hear how mobile UI reads to a screen reader: VoiceOver (iOS) and TalkBack (Android), aloud.",
    discussion: """
      With no subcommand, opens the REPL on a scenario (default: scenarios/tour.yaml).
      Type gestures such as 'next', 'double tap' or 'key tab' and hear the answer.
      """,
    subcommands: [ReplCommand.self, PlayCommand.self, ValidateCommand.self, VoicesCommand.self],
    defaultSubcommand: ReplCommand.self)
}
