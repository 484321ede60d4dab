import EarshotTestSupport
import Foundation
import Testing

@testable import Training

/// The order a course is heard in: shuffled within each part by the trainee's seed,
/// and no narration naming an exercise's criterion before its answer (issue 35).
@Suite struct CourseOrderTests {
  func exercise(_ name: String) throws -> QuizItem {
    .exercise(try #require(try Exercise.load(path: Repository.path("scenarios/\(name).yaml"))), Course.Settings())
  }

  func sequence(_ items: [QuizItem]) -> [String] {
    items.map { item in
      switch item {
      case .say(let text): "say: \(text)"
      case .note(let text): "note: \(text)"
      case .exercise(let exercise, _): "exercise: \(exercise.criterion.rawValue)"
      case .listen: "listen"
      case .dictation: "dictation"
      }
    }
  }

  @Test func aLeadInThatNamesTheCriterionIsSaidAfterTheAnswersAndAListOfCriteriaStays() throws {
    let items: [QuizItem] = [
      .say("Name, role, state and focus are judged. Listen for the state of the check box. Then answer."),
      try exercise("broken-no-state"),
      .say("Good. The next screen is best judged with a keyboard."),
      try exercise("broken-keyboard-skips-checkbox"),
      .say("To sum up: the state must be said."),
    ]
    #expect(
      sequence(CourseOrder.arranged(items, seed: nil)) == [
        "say: Name, role, state and focus are judged. Then answer.",
        "exercise: State",
        "say: Good.",
        "exercise: External keyboard",
        "say: Listen for the state of the check box. The next screen is best judged with a keyboard.",
        "say: To sum up: the state must be said.",
      ])
  }

  @Test func eachPartIsShuffledBySeedWithItsLeadInsAndTheExamplesStayPut() throws {
    let listen = QuizItem.listen(
      try #require(try Exercise.load(path: Repository.path("scenarios/broken-no-state.yaml"))).broken, Course.Settings()
    )
    let items: [QuizItem] = [
      .say("Part one."), listen,
      .say("First."), try exercise("broken-no-state"),
      .say("Second."), try exercise("broken-checkbox-no-role"),
      .say("Third."), try exercise("broken-ungrouped-label"),
      .note("Part two."), try exercise("broken-modal-not-confined"),
    ]
    let written = sequence(CourseOrder.arranged(items, seed: nil))
    let orders = Set((1...12).map { sequence(CourseOrder.arranged(items, seed: UInt64($0))) })
    #expect(orders.count > 1, "twelve seeds, one order")
    for order in orders {
      #expect(Array(order.prefix(2)) == ["say: Part one.", "listen"])
      #expect(Array(order.suffix(2)) == ["note: Part two.", "exercise: Focus"])
      // Each exercise keeps its lead-in just before it.
      for (lead, criterion) in [("First.", "State"), ("Second.", "Role"), ("Third.", "Grouping")] {
        let at = try #require(order.firstIndex(of: "say: \(lead)"))
        #expect(order[at + 1] == "exercise: \(criterion)")
      }
      #expect(Set(order) == Set(written))
    }
    #expect(sequence(CourseOrder.arranged(items, seed: 5)) == sequence(CourseOrder.arranged(items, seed: 5)))
  }
}
