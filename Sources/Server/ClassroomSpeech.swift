import Hummingbird
import Playback
import Scenario
import ScreenReader
import Training

/// What the classroom plays, as steps (for the transcript) and as Ogg Opus sent as it
/// is made (for the trainee's player), as the playground sends a reader's speech.
enum ClassroomSpeech {
  /// A scenario's walk as the quiz plays it: its script without expectations, on the
  /// readers the course step asks for; a line for a reader not heard runs unheard.
  static func walk(_ scenario: LoadedScenario, _ settings: Course.Settings) -> [Step] {
    let platforms =
      Exercise.ownPlatforms(of: scenario, asked: settings.platformChoice.platforms)
      ?? settings.platformChoice.platforms
    let choice: PlatformChoice = platforms == [.android] ? .android : .ios
    var player = Player(screen: scenario.screen, platform: choice, locale: settings.locale)
    var steps: [Step] = []
    for walkLine in Exercise.walk(of: scenario, on: platforms) {
      let text = walkLine.line.text
      guard case .success(let command) = ScriptParser.parse(text, platform: player.primaryPlatform),
        let step = try? player.run(command, typed: text)
      else { continue }
      if case .platform = command { continue }
      if walkLine.heard { steps.append(step) }
    }
    return steps
  }

  /// The narrator's words as a step (spoken in the narrator's voice).
  static func narration(_ text: String) -> Step {
    var player = Player(screen: Screen(title: nil, components: [], modals: [:]), platform: .ios)
    return (try? player.run(.say(text))) ?? Step(typed: "say", narration: text)
  }

  /// The steps spoken one after another, streamed as Ogg Opus.
  static func response(_ steps: [Step], voices: PlaygroundVoices) -> Response {
    Reply.speech(steps.enumerated().flatMap { Timeline.segments(for: $0.element, index: $0.offset) }, voices: voices)
  }
}
