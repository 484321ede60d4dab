import EarshotTestSupport
import Foundation
import Scenario
import Testing
import Training

/// Course files: steps in order, paths from the course's folder, mistakes located.
@Suite struct CourseTests {
  static func messages(_ text: String, file: String = "courses/c.yaml") -> [String] {
    do {
      _ = try CourseLoader.parse(text: text, file: file)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func theShippedCourseCoversEveryExerciseInOrderWithNarration() throws {
    let course = try CourseLoader.load(path: Repository.path("courses/criteria-by-ear.yaml"))
    let shipped = try Repository.scenarios(matching: "broken-").map { URL(fileURLWithPath: $0).lastPathComponent }
    // The skimming exercises are asked by their own short course.
    let skimming = try CourseLoader.load(path: Repository.path("courses/skim-by-ear.yaml"))
    let asked = (course.exercisePaths + skimming.exercisePaths).map { URL(fileURLWithPath: $0).lastPathComponent }
    #expect(Set(asked) == Set(shipped))
    #expect(course.steps.first.map { if case .note = $0 { true } else { false } } == true)
    #expect(course.steps.filter { if case .say = $0 { true } else { false } }.count >= 15)
    #expect(CourseLoader.isCourse(path: Repository.path("courses/criteria-by-ear.yaml")))
    #expect(!CourseLoader.isCourse(path: Repository.path("scenarios/tour.yaml")))
  }

  /// The German course is the English one narrated in German: the same examples and
  /// exercises in the same order, each fixed to the same reader, and the readers in German.
  @Test func theGermanCourseAsksWhatTheEnglishOneAsks() throws {
    let english = try CourseLoader.load(path: Repository.path("courses/criteria-by-ear.yaml"))
    let german = try CourseLoader.load(path: Repository.path("courses/kriterien-nach-gehoer.yaml"))
    #expect(german.settings.locale == "de")
    #expect(german.scenarioPaths == english.scenarioPaths)
    func fixed(_ course: Course) -> [Course.Settings] {
      zip(course.steps, course.stepSettings).compactMap { step, settings in
        if case .say = step { return nil }
        if case .note = step { return nil }
        return Course.Settings(platform: settings.platform, locale: settings.locale, rate: settings.rate)
      }
    }
    #expect(fixed(german) == fixed(english))
    #expect(german.steps.filter { if case .say = $0 { true } else { false } }.count >= 15)
  }

  @Test func pathsAreReadFromTheCoursesFolder() {
    #expect(CourseLoader.resolve("../scenarios/x.yaml", from: "courses") == "scenarios/x.yaml")
    #expect(CourseLoader.resolve("x.yaml", from: "") == "x.yaml")
    #expect(CourseLoader.resolve("../x.yaml", from: "/a/b") == "/a/x.yaml")
    #expect(CourseLoader.resolve("/abs/x.yaml", from: "courses") == "/abs/x.yaml")
  }

  @Test func mistakesAreLocated() {
    #expect(
      Self.messages("course: T\nsteps:\n  - sya: Hello\n  - exercise: nowhere.yaml\n") == [
        "courses/c.yaml:3:5: error: unknown step 'sya'; did you mean 'say'?",
        "courses/c.yaml:4:15: error: no scenario file 'nowhere.yaml' (looked for courses/nowhere.yaml); paths are relative to the course",
      ])
    #expect(
      Self.messages("course: T\nsteps:\n  - say: Hello\n") == [
        "courses/c.yaml:3:3: error: the course has no exercise; add '- exercise: PATH' (or '- dictation: PATH')"
      ])
    #expect(Self.messages("steps: []\n").first?.contains("the course has no title") == true)
  }

  /// A step may fix the reader, the language and the rate it is heard in; a dictation
  /// may list its gestures. Each mistake in them is located.
  @Test func aStepFixesItsReaderLanguageAndRate() throws {
    let file = Repository.path("courses/c.yaml")
    let course = try CourseLoader.parse(
      text: """
        course: T
        platform: ios
        steps:
          - exercise: ../scenarios/broken-no-state.yaml
            platform: android
            locale: DE
            rate: 300
          - dictation: ../scenarios/checkbox.yaml
            gestures: [next, activate]
        """, file: file)
    #expect(course.settings.platform == "ios")
    #expect(
      course.stepSettings[0]
        == Course.Settings(
          platform: "android", locale: "de", rate: 300, rateLocation: course.stepSettings[0].rateLocation))
    #expect(course.stepSettings[0].rateLocation?.line == 7)
    guard case .dictation(let path, let gestures, _) = course.steps[1] else {
      Issue.record("the second step is not a dictation")
      return
    }
    #expect(path.hasSuffix("scenarios/checkbox.yaml"))
    #expect(gestures.map(\.text) == ["next", "activate"])
    #expect(course.scenarioPaths.count == 2)
    // Defaults under the command line, a step's own over both.
    #expect(Course.Settings(rate: 200).over(course.settings) == Course.Settings(platform: "ios", rate: 200))

    let mistakes = Self.messages(
      """
      course: T
      steps:
        - exercise: ../scenarios/broken-no-state.yaml
          platform: andriod
          locale: xx
          sped: 3
        - say: Hello
          rate: 300
        - dictation: ../scenarios/checkbox.yaml
          gestures: next
      """, file: file)
    #expect(
      mistakes.contains {
        $0.hasSuffix(
          "c.yaml:4:15: error: 'platform' must be one of ios, android, both, not 'andriod'; did you mean 'android'?")
      }, "\(mistakes)")
    #expect(mistakes.contains { $0.contains("c.yaml:5:13: error: no word tables for locale 'xx'") }, "\(mistakes)")
    #expect(
      mistakes.contains { $0.contains("c.yaml:6:5: error: unknown key 'sped' in the 'exercise' step") }, "\(mistakes)")
    #expect(mistakes.contains { $0.contains("c.yaml:8:5: error: unknown key 'rate' in the 'say' step") }, "\(mistakes)")
    #expect(mistakes.contains { $0.contains("c.yaml:10:15: error: 'gestures' is a list") }, "\(mistakes)")
  }
}
