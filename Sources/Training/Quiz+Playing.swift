import Playback
import Scenario
import ScreenReader

/// What the quiz plays: which readers, in which language and at what rate (the
/// quiz's settings, or what a course step fixes), each line heard before the next.
extension Quiz {
  /// The readers heard now.
  var platforms: [Platform] { settings.platformChoice.platforms }

  /// Takes a step's settings over the quiz's, and the voices for them.
  mutating func use(_ fixed: Course.Settings, on screen: Screen) {
    settings = fixed.over(defaults)
    frontEnd.useVoices(settings, for: screen)
  }

  /// " (fixed by the course: TalkBack, de, 350 words a minute)" when the step fixes any, else empty.
  func stepNote(_ fixed: Course.Settings) -> QuizText {
    var parts: [String] = []
    if let platform = fixed.platform {
      parts.append(
        (PlatformChoice(rawValue: platform) ?? .both).platforms.map(\.screenReaderName).joined(separator: " and "))
    }
    if let locale = fixed.locale { parts.append(locale) }
    if let rate = fixed.rate { parts.append("\(rate) words a minute") }
    return parts.isEmpty ? "" : .dim(" (\(parts.joined(separator: ", ")))")
  }

  /// A player on the readers heard now, in the locale.
  func newPlayer(_ screen: Screen) -> Player {
    let choice: PlatformChoice = platforms == [.android] ? .android : .ios
    var player = Player(screen: screen, platform: choice, locale: settings.locale)
    if !hintsEnabled { _ = try? player.run(.hints(false)) }
    return player
  }

  /// A walk played and, with `--wav-each`, written as one WAV file named `wav`.
  mutating func playWalk(_ lines: [Exercise.WalkLine], on player: inout Player, showing: Bool, wav: String) -> [Step] {
    guard case .wavFiles = listening else { return play(lines, on: &player, showing: showing) }
    // Narration said since the last clip is already being kept: it opens this one.
    if !clipOpen { frontEnd.startClip() }
    let steps = play(lines, on: &player, showing: showing)
    frontEnd.finishClip(named: wav)
    clipOpen = false
    return steps
  }

  /// What prints after a gesture when what is said is not shown.
  var unshown: QuizText { .dim(listening.unshownSpeech) }

  /// Plays script lines one by one, each heard before the next; shows each gesture, and what is said when `showing`.
  /// A line not heard (for a reader the quiz leaves out) runs in silence.
  mutating func play(_ lines: [Exercise.WalkLine], on player: inout Player, showing: Bool) -> [Step] {
    var steps: [Step] = []
    cutOff = false
    var skipped = false
    for walkLine in lines {
      let line = walkLine.line
      if cutOff {
        show(.dim("  (stopped)"))
        break
      }
      guard let (command, step) = run(line, on: &player, in: "exercise") else { continue }
      guard walkLine.heard else {
        skipped = true
        continue
      }
      if case .platform(let choice) = command {
        show(.dim("  (\(choice.platforms.map(\.screenReaderName).joined(separator: " and ")))"))
        if skipped {
          // The part for the other reader moved focus unheard: first hear where it is now.
          skipped = false
          let whereNow = Self.focusStep(player)
          steps.append(whereNow)
          show(QuizText("  > \(whereNow.typed)") + (showing ? "" : "  " + unshown))
          if showing { frontEnd.show(.transcript([whereNow], echo: false)) }
          speak(whereNow)
        }
        continue
      }
      steps.append(step)
      show(QuizText("  > \(line.text)") + (showing ? "" : "  " + unshown))
      if showing { frontEnd.show(.transcript([step], echo: false)) }
      speak(step)
    }
    return steps
  }

  /// A line of a course's or exercise's file run on the player; nil, said where it is
  /// written, when it cannot be (the file is at fault, not the trainee's answer).
  func run(_ line: ScriptLine, on player: inout Player, in what: String) -> (ScriptCommand, Step)? {
    do {
      let command = try ScriptParser.parse(line.text, platform: player.primaryPlatform).get()
      return (command, try player.run(command, typed: line.text))
    } catch {
      frontEnd.report(
        Diagnostic(
          at: line.location, "cannot play '\(line.text)' here (\(error))",
          suggestion: "skipped; the \(what) goes on without it"))
      return nil
    }
  }

  /// What each reader in play says of the element it is on, as `where` does in the REPL.
  static func focusStep(_ player: Player) -> Step {
    Step(
      typed: "where",
      results: player.sessions.map { session in
        Step.PlatformResult(
          platform: session.platform, events: session.describeFocus().map(ReaderEvent.utterance),
          focusedID: session.focusedNode?.id, focusedName: session.focusedNode?.displayName)
      })
  }

  /// Speaks a step in full; the next waits for it, unless the trainee cut it off.
  mutating func speak(_ step: Step) {
    if !frontEnd.speak(step) { cutOff = true }
  }
}
