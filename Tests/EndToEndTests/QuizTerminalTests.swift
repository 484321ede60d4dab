import Audit
import EarshotTestSupport
import Foundation
import Scenario
import ScreenReader
import Testing
import Training

/// `earshot quiz` as a trainee meets it: the real binary in a tmux terminal,
/// the shipped course from its first word to its score, answered right and
/// wrong in every way a person answers (numbers, names, a gesture first, a
/// replay, a mistyped answer), then the score on screen and the JSON record.
@Suite(
  .enabled(if: ReplTerminal.isTmuxInstalled, "tmux is not installed: 'make test' installs it (apt-get install tmux)"))
struct QuizTerminalTests {
  static let course = Repository.path("courses/criteria-by-ear.yaml")

  /// How the test answers exercise `index`: the pattern runs through every kind of answer.
  enum Plan: CaseIterable {
    /// Right criterion by name, right element by number.
    case rightByName
    /// Wrong criterion by number, right element by name.
    case wrongCriterion
    /// A gesture and a replay first, then the right criterion by number and a wrong element.
    case exploreThenWrongElement
    /// A mistyped answer first, then both wrong.
    case bothWrong
  }

  @Test func aWholeCourseAnsweredRightAndWrong() async throws {
    let loaded = try CourseLoader.load(path: Self.course)
    // Asked in the order seed 3 gives (each part shuffled), the order the test answers in.
    let exercises = CourseOrder.arranged(try QuizItem.items(of: loaded), seed: 3).compactMap { item -> Exercise? in
      if case .exercise(let exercise, _) = item { return exercise }
      return nil
    }
    #expect(exercises.count == 15)
    let terminal = try ReplTerminal(width: 200, height: 50) { folder in
      [
        "quiz", Self.course, "--no-audio", "--seed", "3", "--record", folder.appendingPathComponent("records").path,
        "--trainee", "Kim",
      ]
    }
    try await terminal.waitFor(text: "Course: The seven success criteria, by ear")

    var expectedCriteria: [String: (asked: Int, criterion: Int, element: Int)] = [:]
    var right = (criterion: 0, element: 0)
    for (index, exercise) in exercises.enumerated() {
      let plan = Plan.allCases[index % Plan.allCases.count]
      try await terminal.waitFor(text: "What fails?", count: index + 1)
      try await terminal.waitForLastLine("answer>")
      let criteria = Criterion.allCases
      let rightNumber = (criteria.firstIndex(of: exercise.criterion) ?? 0) + 1
      let wrongNumber = rightNumber % criteria.count + 1
      let culprit = try #require(exercise.choices.firstIndex { exercise.culprits.contains($0.id) })
      let innocent = try #require(exercise.choices.firstIndex { !exercise.culprits.contains($0.id) })
      var criterionRight = false
      var elementRight = false
      switch plan {
      case .rightByName:
        try terminal.enter(exercise.criterion.rawValue.lowercased())
        criterionRight = true
      case .wrongCriterion:
        try terminal.enter("\(wrongNumber)")
      case .exploreThenWrongElement:
        try terminal.enter("replay")
        try await terminal.waitFor(text: "> replay", count: index / 4 + 1)
        try terminal.enter("next")
        try await terminal.waitFor(text: "(not heard: no sound; 'show' prints it)")
        try terminal.enter("\(rightNumber)")
        criterionRight = true
      case .bothWrong:
        try terminal.enter("banana")
        try await terminal.waitFor(text: "answer with a number from 1 to 7", count: index / 4 + 1)
        try terminal.enter("\(wrongNumber)")
      }
      try await terminal.waitFor(text: "Which element?", count: index + 1)
      try await terminal.waitForLastLine("answer>")
      switch plan {
      case .rightByName:
        try terminal.enter("\(culprit + 1)")
        elementRight = true
      case .wrongCriterion:
        // The name as the list gives it, without its kind.
        let name = exercise.choices[culprit].name
        try terminal.enter(
          String(name[..<(name.lastIndex(of: "(") ?? name.endIndex)]).trimmingCharacters(in: .whitespaces))
        elementRight = true
      case .exploreThenWrongElement, .bothWrong:
        try terminal.enter("\(innocent + 1)")
      }
      // The verdict, the explanation and the fixed version follow each answer.
      let verdict =
        criterionRight
        ? "Right: it fails \(exercise.criterion.rawValue)." : "Not quite: it fails \(exercise.criterion.rawValue)"
      try await terminal.waitFor(text: verdict)
      try await terminal.waitFor(text: "The fixed version", count: index + 1)
      var tally = expectedCriteria[exercise.criterion.rawValue] ?? (0, 0, 0)
      tally.asked += 1
      if criterionRight {
        tally.criterion += 1
        right.criterion += 1
      }
      if elementRight {
        tally.element += 1
        right.element += 1
      }
      expectedCriteria[exercise.criterion.rawValue] = tally
    }

    let score = "Score: \(right.criterion) of 15 criteria right, \(right.element) of 15 elements right."
    let lines = try await terminal.waitFor(text: score)
    #expect(try await terminal.waitForExit() == 0)
    for (criterion, tally) in expectedCriteria {
      #expect(
        lines.contains {
          $0.hasPrefix("  \(criterion)")
            && $0.hasSuffix(
              "\(tally.criterion)/\(tally.asked) criterion, \(tally.element)/\(tally.asked) element")
        }, "the score of \(criterion)")
    }
    // Nothing gave the answer away before it was given: no transcript line was printed before the first question.
    let beforeFirstQuestion = lines.prefix { !$0.hasPrefix("What fails?") }
    let exerciseStart = try #require(beforeFirstQuestion.lastIndex { $0.hasPrefix("Exercise 1 of 15") })
    let culprits = exercises[0].culpritNames
    #expect(beforeFirstQuestion[exerciseStart...].allSatisfy { line in !culprits.contains { line.contains($0) } })

    let data = try Data(
      contentsOf: try TrainingProcessTests.onlyRecord(in: terminal.directory.appendingPathComponent("records")))
    let record = try JSONDecoder().decode(QuizRecord.self, from: data)
    #expect(record.finished)
    #expect(record.course == "The seven success criteria, by ear")
    #expect(record.trainee == "Kim")
    #expect(record.answers.count == 15)
    #expect(record.criterionScore == right.criterion && record.elementScore == right.element)
    #expect(record.answers.map(\.criterion) == exercises.map(\.criterion.rawValue))
    #expect(record.answers[2].gestures == ["next"])
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let byCriterion = try #require(json["byCriterion"] as? [String: [String: Int]])
    for (criterion, tally) in expectedCriteria {
      #expect(
        byCriterion[criterion] == [
          "asked": tally.asked, "criterionRight": tally.criterion, "elementRight": tally.element,
        ])
    }
  }
}
