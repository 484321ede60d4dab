import EarshotTestSupport
import Foundation
import Scenario
import Testing

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
    #expect(Set(course.exercisePaths.map { URL(fileURLWithPath: $0).lastPathComponent }) == Set(shipped))
    #expect(course.steps.first.map { if case .note = $0 { true } else { false } } == true)
    #expect(course.steps.filter { if case .say = $0 { true } else { false } }.count >= 15)
    #expect(CourseLoader.isCourse(path: Repository.path("courses/criteria-by-ear.yaml")))
    #expect(!CourseLoader.isCourse(path: Repository.path("scenarios/tour.yaml")))
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
        "courses/c.yaml:3:5: error: unknown step 'sya'; a step is one of say, note, listen, exercise",
        "courses/c.yaml:4:15: error: no scenario file 'nowhere.yaml' (looked for courses/nowhere.yaml); paths are relative to the course",
      ])
    #expect(
      Self.messages("course: T\nsteps:\n  - say: Hello\n") == [
        "courses/c.yaml:3:3: error: the course has no exercise; add '- exercise: PATH'"
      ])
    #expect(Self.messages("steps: []\n").first?.contains("the course has no title") == true)
  }
}
