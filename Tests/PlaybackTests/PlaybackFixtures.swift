import EarshotTestSupport
import Foundation
import Playback
import Recording
import Scenario
import ScreenReader
import Speech
import Testing

/// Shared set-up for the Playback tests: scenarios from text or from the
/// repository, the bundled voices, and scripts played into a recorder.
enum PlaybackFixtures {
  static func screen(_ yaml: String) throws -> Screen {
    try Fixtures.screen(yaml)
  }

  static func shippedScenario(_ name: String) throws -> LoadedScenario {
    try Fixtures.shippedScenario(name)
  }

  static func cast() throws -> VoiceCast {
    try VoiceCast(library: Fixtures.bundledVoices())
  }

  /// Parses script text the way `play` does: blank lines and comments skipped,
  /// gestures read for the platform in play.
  static func commands(_ script: String, platform: PlatformChoice) throws -> [ScriptCommand] {
    var current = platform.platforms[0]
    var commands: [ScriptCommand] = []
    for line in script.split(separator: "\n").map(String.init) where !ScriptParser.isBlankOrComment(line) {
      switch ScriptParser.parse(line, platform: current) {
      case .success(let command):
        if case .platform(let choice) = command { current = choice.platforms[0] }
        commands.append(command)
      case .failure(let failure):
        throw TestFailure("\(line): \(failure.message)")
      }
    }
    return commands
  }

  /// A played session: its steps and the recorder holding its sound.
  struct Session {
    var steps: [PlayedStep]
    var recorder: Recorder
  }

  static func play(_ script: String, on screen: Screen, platform: PlatformChoice) throws -> Session {
    let recorder = Recorder(engine: try SpeechEngine(), cast: try cast(), measuresParts: true)
    var player = Player(screen: screen, platform: platform)
    var steps: [PlayedStep] = []
    for (index, command) in try commands(script, platform: platform).enumerated() {
      let step = try player.run(command)
      steps.append(PlayedStep(index: index, location: nil, step: step))
      try recorder.append(Timeline.segments(for: step, index: index))
    }
    return Session(steps: steps, recorder: recorder)
  }

  /// The first sample louder than `threshold` at or after `start`, searching up to `limit` samples.
  static func firstLoudSample(in samples: [Int16], from start: Int, limit: Int, threshold: Int = 300) -> Int? {
    let lower = max(0, start)
    let upper = min(samples.count, start + limit)
    guard lower < upper else { return nil }
    return (lower..<upper).first { abs(Int(samples[$0])) > threshold }
  }
}
