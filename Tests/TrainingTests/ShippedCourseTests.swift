import EarshotTestSupport
import Playback
import Scenario
import ScreenReader
import Testing
import Training

/// The shipped course on one reader only (`quiz --platform ios` or `android`):
/// every exercise still has something to hear, and what it says broken differs
/// from what it says fixed, so the question can be answered by ear on either.
@Suite struct ShippedCourseTests {
  /// Everything the readers say along a walk.
  static func spoken(_ lines: [Exercise.WalkLine], screen: Screen, platforms: [Platform], locale: String) throws
    -> [String]
  {
    var player = Player(screen: screen, platform: platforms == [.android] ? .android : .ios, locale: locale)
    var said: [String] = []
    var skipped = false
    for walkLine in lines {
      let command = try ScriptParser.parse(walkLine.line.text, platform: player.primaryPlatform).get()
      let step = try player.run(command, typed: walkLine.line.text)
      guard walkLine.heard else {
        skipped = true
        continue
      }
      if case .platform = command, skipped {
        // The quiz says where focus is when the other reader's part moved it unheard.
        skipped = false
        said += player.sessions.flatMap { $0.describeFocus().map(\.text) }
      }
      // What is heard: the words, and the earcons and focus moves that make a difference by ear.
      said += step.results.flatMap { result in result.events.map { "\($0)" } }
    }
    return said
  }

  @Test(arguments: [Platform.ios, .android], ["en", "de"])
  func everyExerciseIsHeardBrokenAndFixedOnEachReader(platform: Platform, locale: String) throws {
    let course = try CourseLoader.load(path: Repository.path("courses/criteria-by-ear.yaml"))
    var asked = 0
    for (step, fixed) in zip(course.steps, course.stepSettings) {
      guard case .exercise(let path, _) = step else { continue }
      // A step the course fixes to one reader (a defect only TalkBack has) plays there.
      let platforms = fixed.platform.flatMap { PlatformChoice(rawValue: $0)?.platforms } ?? [platform]
      let exercise = try #require(try Exercise.load(path: path))
      let fixedVariant = try #require(exercise.fixed)
      let broken = try Self.spoken(
        Exercise.walk(of: exercise.broken, on: platforms), screen: exercise.broken.screen, platforms: platforms,
        locale: locale)
      let repaired = try Self.spoken(
        Exercise.walk(of: fixedVariant, on: platforms), screen: fixedVariant.screen, platforms: platforms,
        locale: locale)
      #expect(!broken.isEmpty, "\(path) says nothing on \(platforms)")
      #expect(broken != repaired, "\(path) sounds the same broken and fixed on \(platforms) in \(locale)")
      asked += 1
    }
    #expect(asked == 15)
  }

  @Test func aWalkKeepsOnlyTheReadersAskedFor() throws {
    let exercise = try #require(try Exercise.load(path: Repository.path("scenarios/broken-no-state.yaml")))
    let android = Exercise.walk(of: exercise.broken, on: [.android])
    // The VoiceOver part runs unheard (the TalkBack part starts where it left focus); the TalkBack part is heard.
    #expect(android.first?.line.text == "platform ios")
    #expect(android.first?.heard == false)
    let heard = android.filter(\.heard).map(\.line.text)
    #expect(heard == ["platform android", "first", "next", "activate"])
    let both = Exercise.walk(of: exercise.broken, on: [.ios, .android])
    #expect(both.allSatisfy { $0.heard })
    #expect(both.map(\.line.text) == Exercise.walk(of: exercise.broken).map(\.text))
  }
}
