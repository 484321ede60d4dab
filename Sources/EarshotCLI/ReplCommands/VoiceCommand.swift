import ScreenReader
import Speech

/// `voice` lists the voices; `voice [ios|android] NAME` changes one.
enum VoiceCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "voice", aliases: ["voices"], argument: .voiceName, needsArgument: false, scope: .repl, section: .sound,
    usage: "voice [ios|android] NAME", summary: "Change the speaking voice ('voice' alone lists them).",
    detail: "Without ios/android, it changes the voice of the screen reader(s) in play.", example: "voice en-us")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.setVoice(invocation.argument)
    return .proceed
  }
}

extension Repl {
  /// `voice` lists; `voice NAME` sets the voice of the screen reader(s) in play;
  /// `voice ios NAME` / `voice android NAME` sets one.
  mutating func setVoice(_ argument: String) {
    guard let library = voices, !library.voices.isEmpty else {
      return error("no voices found (voices/ is missing next to Earshot)")
    }
    let names = library.names
    guard !argument.isEmpty else {
      print("  voices: " + names.joined(separator: ", "))
      return note("VoiceOver speaks with \(cast.voiceOver.name), TalkBack with \(cast.talkBack.name)")
    }
    var targets = player.sessions.map(\.platform)
    var name = argument
    let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
    if words.count == 2, let platform = Platform(userInput: words[0]) {
      targets = [platform]
      name = words[1]
    }
    guard let voice = library.voice(named: name) else {
      let suggestion = Suggestion.didYouMean(name, among: names)
      return error(
        "no voice named '\(name)'" + (suggestion.isEmpty ? "; voices: " + names.joined(separator: ", ") : suggestion))
    }
    for platform in targets {
      if platform == .ios { castInEnglish.voiceOver = voice } else { castInEnglish.talkBack = voice }
    }
    // The new voice speaks the locale's language and the app's, as the old one did.
    deriveVoices(locale: player.locale, freshSettings: targets)
    note(
      targets.map(\.screenReaderName).joined(separator: " and ")
        + " now speak\(targets.count == 1 ? "s" : "") with \(voice.name)")
  }
}
