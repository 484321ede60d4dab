import EarshotTestSupport
import Foundation
import Scenario
import ScreenReader
import Testing
import Training

/// An exercise is held to its word: the broken variant fails its `fails:`
/// criterion and no other, the fixed variant nothing; `validate` says where not.
@Suite("Exercises are held to their word")
struct ExerciseCheckTests {
  static func problems(_ yaml: String) throws -> [Diagnostic] {
    let first = try ScenarioLoader.parse(text: yaml, file: "exercise.yaml")
    var all = [first]
    for variant in first.variants.dropFirst() {
      all.append(try ScenarioLoader.parse(text: yaml, file: "exercise.yaml", variant: variant.name))
    }
    return all.flatMap(ExerciseCheck.problems)
  }

  static let screen = """
    elements:
      - button: { id: submit, label: Submit }
      - checkbox: { id: terms, label: I agree }
    variants:

    """

  @Test func aBrokenVariantThatFailsNothingIsReportedWhereItIsNamed() throws {
    let problems = try Self.problems(
      Self.screen + "  broken: { fails: Role, patch: { submit: { label: Send } } }\n  fixed: {}\n")
    #expect(problems.count == 1)
    #expect(
      problems.first?.headline.hasPrefix(
        "exercise.yaml:5:3: error: variant 'broken' says it fails Role, but check finds no Role defect in it: it finds nothing"
      )
        == true, "\(problems.map(\.headline))")
  }

  @Test func aBrokenVariantThatFailsAnotherCriterionIsReportedOnThatElement() throws {
    let problems = try Self.problems(
      Self.screen + "  broken: { fails: Role, patch: { submit: { label: Submit button } } }\n  fixed: {}\n")
    let headlines = problems.map(\.headline)
    #expect(
      headlines.contains { $0.contains("says it fails Role, but check finds no Role defect in it: it finds only Name") }
    )
    #expect(
      headlines.contains {
        $0.hasPrefix("exercise.yaml:2:5: error: variant 'broken' should fail only Role but also fails Name")
      }, "\(headlines)")
  }

  @Test func aFixedVariantThatStillFailsIsReported() throws {
    let problems = try Self.problems(
      Self.screen
        + "  broken: { fails: State, patch: { terms: { exposes-state: false } } }\n"
        + "  fixed: { patch: { submit: { label: Submit button } } }\n")
    #expect(problems.map(\.headline).count == 1)
    #expect(
      problems.first?.headline.hasPrefix(
        "exercise.yaml:2:5: error: variant 'fixed' is the fixed one but still fails Name")
        == true, "\(problems.map(\.headline))")
  }

  @Test func anExerciseThatHoldsHasNoProblemAndAPlainScenarioIsNoExercise() throws {
    #expect(
      try Self.problems(
        Self.screen + "  broken: { fails: State, patch: { terms: { exposes-state: false } } }\n  fixed: {}\n"
      ).isEmpty)
    #expect(try Self.problems("elements: [ { button: Submit button } ]\n").isEmpty, "not an exercise: check's business")
  }

  /// A name that says the wrong thing ("Delete" on the button that archives) is a Name defect
  /// no rule can judge from the screen: the trainer does, and check holds the rest.
  @Test func aTrainerJudgedVariantIsHeldOnlyToWhatCheckCanJudge() throws {
    let misleading =
      "  broken: { fails: Name, judged-by: trainer, patch: { submit: { label: Delete } } }\n  fixed: {}\n"
    #expect(try Self.problems(Self.screen + misleading).isEmpty)
    // What check does judge still fails it: another criterion, and its own one, which it should not claim.
    let alsoState =
      "  broken: { fails: Name, judged-by: trainer, patch: { terms: { exposes-state: false } } }\n  fixed: {}\n"
    #expect(
      try Self.problems(Self.screen + alsoState).map(\.headline).contains {
        $0.hasPrefix("exercise.yaml:3:5: error: variant 'broken' should fail only Name but also fails State")
      })
    let seen =
      "  broken: { fails: Name, judged-by: trainer, patch: { submit: { label: Submit button } } }\n  fixed: {}\n"
    let claimed = try Self.problems(Self.screen + seen).map(\.headline)
    #expect(claimed.count == 1)
    #expect(
      claimed.first?.hasPrefix(
        "exercise.yaml:2:5: error: variant 'broken' says the trainer judges Name, but check finds it: the name 'Submit button' contains the role word"
      ) == true, "\(claimed)")
    let nothing = "  broken: { fails: Name, judged-by: trainer }\n  fixed: {}\n"
    #expect(
      try Self.problems(Self.screen + nothing).map(\.headline).first?.hasPrefix(
        "exercise.yaml:5:3: error: variant 'broken' is judged by the trainer but patches nothing") == true)
    // Without judged-by, the same misleading name is one check cannot find: validate says so.
    #expect(
      try Self.problems(Self.screen + misleading.replacingOccurrences(of: " judged-by: trainer,", with: "")).count == 1)
    // judged-by without fails: says nothing, and is a located error.
    #expect(throws: ScenarioError.self) {
      try ScenarioLoader.parse(text: Self.screen + "  broken: { judged-by: trainer }\n", file: "exercise.yaml")
    }
  }

  @Test func everyShippedExerciseHolds() throws {
    let folder = Repository.root.appendingPathComponent("scenarios")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
    var exercises = 0
    for file in files {
      for loaded in try ScenarioLoader.loadEachVariant(path: folder.appendingPathComponent(file).path) {
        if loaded.fails != nil { exercises += 1 }
        let problems = ExerciseCheck.problems(of: loaded)
        #expect(problems.isEmpty, "\(file): \(problems.map(\.headline))")
      }
    }
    #expect(exercises >= 12)
  }

  @Test func validateRefusesAnExerciseThatDoesNotFailItsCriterion() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("exercise.yaml")
    try (Self.screen + "  broken: { fails: Role, patch: { submit: { label: Send } } }\n  fixed: {}\n")
      .write(to: file, atomically: true, encoding: .utf8)
    let result = try PlayProcess.run(["validate", file.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("exercise.yaml:5:3: error: variant 'broken' says it fails Role"), "\(result.stderr)")
  }
}
