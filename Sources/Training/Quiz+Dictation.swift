import Playback
import Scenario
import ScreenReader

/// A dictation step: each announcement is heard once, at the step's rate, on one
/// reader, and the trainee types what was said; scored by word error rate.
extension Quiz {
  /// Returns false when the trainee quit.
  mutating func dictate(_ scenario: LoadedScenario, gestures: [ScriptLine], fixed: Course.Settings) -> Bool {
    let platform = platforms[0]
    let reader = platform.screenReaderName
    let title = scenario.screen.title.map { ": '\($0)'" } ?? ""
    let speed = settings.rate.map { " at \($0) words a minute" } ?? ""
    show("")
    show(
      .note("Dictation\(title)") + QuizText(" — \(reader)\(speed). Hear each announcement, then type what was said.")
        + (platforms.count > 1 ? .dim(" (one reader: \(reader))") : ""))
    if listening == .read || listening == .notHeard {
      show(.dim("  (skipped: a dictation needs sound; --wav-each DIR writes each announcement as a WAV file)"))
      return true
    }
    show(.dim("  ('replay' hears it again, 'quit' stops; case and commas do not count)"))
    var player = Player(screen: scenario.screen, platform: platform == .ios ? .ios : .android, locale: settings.locale)
    if !hintsEnabled { _ = try? player.run(.hints(false)) }
    let lines =
      gestures.isEmpty
      ? Exercise.walk(of: scenario, on: [platform])
      : gestures.map { Exercise.WalkLine(line: $0, heard: true) }
    var count = 0
    for walkLine in lines {
      let line = walkLine.line
      guard let (command, step) = run(line, on: &player, in: "dictation") else { continue }
      if case .platform = command { continue }
      guard walkLine.heard else { continue }
      let said = step.results.filter { $0.platform == platform }.flatMap(\.events.utterances).map(\.text)
        .filter { !$0.isEmpty }.joined(separator: ", ")
      // Silence has nothing to write down; it is still a move the next announcement follows.
      guard !said.isEmpty else { continue }
      count += 1
      show(QuizText("  Announcement \(count) (\(line.text)):  ") + unshown)
      if case .wavFiles = listening { frontEnd.startClip() }
      speak(step)
      if case .wavFiles = listening { frontEnd.finishClip(named: "dictation-\(record.dictations.count + 1)") }
      var typed: String?
      while typed == nil {
        guard let answer = frontEnd.readAnswer(prompt: "type> ") else { return false }
        switch answer.lowercased() {
        case "quit", "exit": return false
        case "replay", "again":
          if case .wavFiles = listening {
            show(.dim("  (play the file again)"))
          } else {
            speak(step)
          }
        default: typed = answer
        }
      }
      let entry = QuizRecord.Dictation(
        file: scenario.file, reader: reader, rate: settings.rate, said: said, typed: typed ?? "")
      record.dictations.append(entry)
      let score = entry.score
      let verdict = "  \(score.errors) of \(score.words) words wrong (word error rate \(score.percent))"
      show(score.errors == 0 ? .note("  Word for word.") : .error(verdict))
      show(QuizText("  Said:      " + said))
      show(QuizText("  You typed: " + entry.typed))
    }
    return true
  }
}
