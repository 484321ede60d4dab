import ScreenReader

/// Commands of the REPL alone: a script that holds one is refused, located, with
/// what a script may hold. The REPL's handlers (EarshotCLI's `Repl`) do the work.
public enum ReplCommands {
  public static let all: [CommandDeclaration] = [
    CommandDeclaration("repeat", scope: .repl, section: .session, summary: "Show and say the last thing again."),
    CommandDeclaration("where", scope: .repl, section: .session, summary: "Describe the focused element again."),
    CommandDeclaration(
      "tree", scope: .repl, section: .session, summary: "Show the accessibility tree as the screen reader sees it.",
      detail: "Marks focus (▸), modal boundaries, and elements hidden from the screen reader."),
    CommandDeclaration(
      "why", scope: .repl, section: .session,
      summary: "Explain which property or rule produced each part of the last utterance.",
      detail: "e.g. 'Subscribe' name from the visible label, 'not checked' state from the checked state."),
    CommandDeclaration(
      "check", scope: .repl, section: .session,
      summary: "List the success criteria this scenario fails (Name, Grouping, State, Focus...), with where."),
    CommandDeclaration(
      "load", argument: .scenarioFile, scope: .repl, section: .session, usage: "load FILE",
      summary: "Open another scenario (Tab completes paths).",
      detail: "Edits to the loaded file are picked up by themselves, even while you sit at the prompt.",
      example: "load scenarios/tour.yaml"),
    CommandDeclaration(
      "reload", scope: .repl, section: .session, summary: "Read this scenario again; focus and what you did are kept."),
    CommandDeclaration(
      "help", argument: .helpTopic, needsArgument: false, scope: .repl, section: .session, usage: "help [COMMAND]",
      summary: "This list, or one command's help.",
      detail: "'help swipe right' says what a gesture does on each platform."),
    CommandDeclaration(
      "quit", aliases: ["exit"], scope: .repl, section: .session, summary: "Leave (Ctrl-D works too)."),
    CommandDeclaration(
      "text", argument: .onOff, scope: .repl, section: .training, usage: "text on|off",
      summary: "Print what is said, or only speak it (ears only: the About line and the answer stay hidden too).",
      detail: "For training by ear; 'earshot --ears-only FILE' starts with text off. 'show' prints what is hidden.",
      example: "text off"),
    CommandDeclaration(
      "show", scope: .repl, section: .training,
      summary: "Print what text off hides: the last thing said, the About line and what the screen fails."),
    CommandDeclaration(
      "variant", argument: .variantName, needsArgument: false, scope: .repl, section: .training,
      usage: "variant [NAME]", summary: "Switch to another variant of the scenario (broken, fixed); focus stays.",
      detail: "'variant' alone lists them. e.g. variant fixed, then repeat the gesture to hear the difference.",
      example: "variant fixed"),
    CommandDeclaration(
      "earcons", argument: .onOff, scope: .repl, section: .sound, usage: "earcons on|off",
      summary: "Play earcons or not.", example: "earcons off"),
    CommandDeclaration(
      "mute", scope: .repl, section: .sound, summary: "Stop sound (text still prints). Ctrl-C cuts off speech."),
    CommandDeclaration("unmute", scope: .repl, section: .sound, summary: "Hear speech again."),
    CommandDeclaration(
      "voice", aliases: ["voices"], argument: .voiceName, needsArgument: false, scope: .repl, section: .sound,
      usage: "voice [ios|android] NAME", summary: "Change the speaking voice ('voice' alone lists them).",
      detail: "Without ios/android, it changes the voice of the screen reader(s) in play.", example: "voice en-us"),
    CommandDeclaration(
      "rate", argument: .number, scope: .repl, section: .sound, usage: "rate WPM",
      summary: "Speaking rate, 80-450 words per minute.", example: "rate 200"),
    CommandDeclaration(
      "pitch", argument: .number, scope: .repl, section: .sound, usage: "pitch N", summary: "Pitch, 0-100.",
      example: "pitch 50"),
    CommandDeclaration(
      "volume", argument: .number, scope: .repl, section: .sound, usage: "volume N", summary: "Volume, 0-200.",
      example: "volume 100"),
    CommandDeclaration(
      "record", argument: .wavFile, scope: .repl, section: .sound, usage: "record FILE.wav",
      summary: "Record what is heard to a new WAV file until 'stop'.",
      detail:
        "The file holds exactly what was heard: speech cut off is cut off in the file too. A file that exists is refused.",
      example: "record session.wav"),
    CommandDeclaration(
      "record!", argument: .wavFile, scope: .repl, section: .sound, usage: "record! FILE.wav",
      summary: "Record as 'record' does, replacing a file that exists.", example: "record! session.wav"),
    CommandDeclaration("stop", scope: .repl, section: .sound, summary: "Stop recording and save the file."),
    CommandDeclaration(
      "save", argument: .wavFile, scope: .repl, section: .sound, usage: "save FILE.wav",
      summary: "Save a recording whose own file could not be written elsewhere.", example: "save other.wav"),
  ]
}
