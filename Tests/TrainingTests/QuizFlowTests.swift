import Audit
import EarshotTestSupport
import Foundation
import Playback
import Scenario
import ScreenReader
import Testing
import Training

/// The quiz's flow in-process, as a trainee meets it: what is asked, how an answer
/// is judged and scored, a mistyped answer, a dictation, and the record written.
@Suite struct QuizFlowTests {
  static func exercise(_ name: String = "broken-no-state.yaml") throws -> Exercise {
    try #require(try Exercise.load(path: Repository.path("scenarios/\(name)")))
  }

  /// The number a trainee types for the element at fault (`culprit`) or for another.
  static func elementNumber(_ exercise: Exercise, culprit: Bool) throws -> String {
    let index = try #require(exercise.choices.firstIndex { exercise.culprits.contains($0.id) == culprit })
    return String(index + 1)
  }

  static func run(
    _ items: [QuizItem], _ frontEnd: ScriptedFrontEnd, listening: QuizListening = .read,
    record: QuizRecord = QuizRecord()
  ) -> Quiz {
    var quiz = Quiz(
      frontEnd: frontEnd, listening: listening, defaults: Course.Settings(), hintsEnabled: true, record: record)
    quiz.run(items)
    quiz.finish(audioSeconds: nil, wav: nil)
    return quiz
  }

  /// `--wav-each`: the narrator's words open the clip of what follows them, and the
  /// words after the last exercise have a clip of their own.
  @Test func eachClipHoldsTheNarrationBeforeIt() throws {
    let exercise = try Self.exercise()
    let frontEnd = ScriptedFrontEnd(typing: ["state", "1"])
    _ = Self.run(
      [.say("Listen closely."), .exercise(exercise, Course.Settings()), .say("That is all.")], frontEnd,
      listening: .wavFiles("unused"))
    #expect(frontEnd.clips.first == "exercise-1")
    #expect(frontEnd.clipContents["exercise-1"]?.first == "Listen closely.")
    #expect((frontEnd.clipContents["exercise-1"]?.count ?? 0) > 1, "the exercise's walk follows the narration")
    #expect(frontEnd.clipContents["narration-end"] == ["That is all."])
  }

  @Test func aRightAnswerIsScoredAndTheFixHeard() throws {
    let exercise = try Self.exercise()
    let frontEnd = ScriptedFrontEnd(typing: ["state", try Self.elementNumber(exercise, culprit: true)])
    let quiz = Self.run([.exercise(exercise, Course.Settings())], frontEnd)
    let answer = try #require(quiz.record.answers.first)
    #expect(answer.criterionRight && answer.elementRight)
    #expect(answer.answeredElement == "I accept the terms")
    #expect(quiz.record.finished)
    #expect(frontEnd.lines.contains("  Right: it fails State."))
    #expect(frontEnd.lines.contains("  Right element: I accept the terms."))
    #expect(frontEnd.lines.contains("Score: 1 of 1 criteria right, 1 of 1 elements right."))
    // The broken screen, then the fixed one, each heard line by line.
    let fixedAt = try #require(frontEnd.lines.firstIndex { $0.hasPrefix("The fixed version") })
    #expect(frontEnd.lines[fixedAt...].contains { $0.contains("I accept the terms, checked, button") })
    #expect(frontEnd.lines[..<fixedAt].contains { $0.contains("I accept the terms, button") })
    #expect(frontEnd.spoken.count > 4)
  }

  @Test func aWrongAnswerSaysWhatIsRightAndScoresNothing() throws {
    let exercise = try Self.exercise()
    let frontEnd = ScriptedFrontEnd(typing: ["1", try Self.elementNumber(exercise, culprit: false)])
    let quiz = Self.run([.exercise(exercise, Course.Settings())], frontEnd)
    let answer = try #require(quiz.record.answers.first)
    #expect(!answer.criterionRight && !answer.elementRight)
    #expect(frontEnd.lines.contains("  Not quite: it fails State (you said Name)."))
    #expect(frontEnd.lines.contains { $0.hasPrefix("  The element is I accept the terms (you said ") })
    #expect(frontEnd.lines.contains("Score: 0 of 1 criteria right, 0 of 1 elements right."))
  }

  @Test func aTypoIsRefusedWithTheNearestNameAndAskedAgain() throws {
    let exercise = try Self.exercise()
    let frontEnd = ScriptedFrontEnd(typing: ["sttae", "state", "Contniue", "I accept"])
    let quiz = Self.run([.exercise(exercise, Course.Settings())], frontEnd)
    #expect(
      frontEnd.lines.contains(
        "  answer with a number from 1 to 7 or a criterion's name; did you mean 'State'?"))
    #expect(frontEnd.lines.contains { $0.contains("or an element's name; did you mean 'Continue'?") })
    let answer = try #require(quiz.record.answers.first)
    #expect(answer.answeredCriterion == "State")
    #expect(answer.answeredElement == "I accept the terms")
  }

  @Test func aGestureExploresAndShowIsAPeekBothRecorded() throws {
    let exercise = try Self.exercise()
    let frontEnd = ScriptedFrontEnd(typing: ["next", "show", "state", "2"])
    let quiz = Self.run([.exercise(exercise, Course.Settings())], frontEnd, listening: .heard)
    let answer = try #require(quiz.record.answers.first)
    #expect(answer.gestures == ["next"])
    #expect(answer.peeked)
    // Heard, not shown: the gesture's words wait for 'show' or the answer.
    #expect(frontEnd.lines.contains("(heard)"))
  }

  @Test func quittingStopsTheQuizUnfinished() throws {
    let frontEnd = ScriptedFrontEnd(typing: ["quit"])
    let quiz = Self.run(
      [.exercise(try Self.exercise(), Course.Settings()), .exercise(try Self.exercise(), Course.Settings())], frontEnd)
    #expect(!quiz.record.finished)
    #expect(quiz.record.answers.isEmpty)
    #expect(frontEnd.lines.contains("(quiz stopped after 0 of 2 exercises)"))
    #expect(frontEnd.lines.contains("No exercise answered."))
  }

  @Test func aDictationIsScoredWordByWord() throws {
    let scenario = try Fixtures.shippedScenario("checkbox.yaml")
    let gestures = ["next", "next"].map {
      ScriptLine(text: $0, location: SourceLocation(file: "t", line: 1, column: 1))
    }
    let frontEnd = ScriptedFrontEnd([.whatWasSaid, .typed("something else entirely")])
    let quiz = Self.run(
      [.dictation(scenario, gestures: gestures, Course.Settings(platform: "android", rate: 300))], frontEnd,
      listening: .heard)
    #expect(quiz.record.dictations.count == 2)
    let (right, wrong) = (quiz.record.dictations[0], quiz.record.dictations[1])
    #expect(right.reader == "TalkBack" && right.rate == 300)
    #expect(right.score.errors == 0)
    #expect(wrong.score.errors > 0 && wrong.typed == "something else entirely")
    #expect(frontEnd.lines.contains("  Word for word."))
    #expect(frontEnd.lines.contains { $0.hasPrefix("  Said:      ") && $0.contains(wrong.said) })
    #expect(frontEnd.lines.contains { $0.hasPrefix("Dictation: \(wrong.score.errors) of ") })
    // One reader at the step's rate, heard before each is typed.
    #expect(frontEnd.voices.last?.rate == 300)
    #expect(frontEnd.lines.contains { $0.hasPrefix("Dictation") && $0.contains("TalkBack at 300 words a minute") })
  }

  @Test func aDictationWithoutSoundIsSkippedNotAsked() throws {
    let scenario = try Fixtures.shippedScenario("checkbox.yaml")
    let frontEnd = ScriptedFrontEnd(typing: [])
    let quiz = Self.run([.dictation(scenario, gestures: [], Course.Settings())], frontEnd, listening: .read)
    #expect(quiz.record.dictations.isEmpty)
    #expect(quiz.record.finished)
    #expect(frontEnd.lines.contains { $0.hasPrefix("  (skipped: a dictation needs sound") })
  }

  @Test func eachExerciseIsAClipOfItsOwnForWavEach() throws {
    let exercise = try Self.exercise()
    let frontEnd = ScriptedFrontEnd(typing: ["next", "state", "1"])
    _ = Self.run([.exercise(exercise, Course.Settings())], frontEnd, listening: .wavFiles("clips"))
    #expect(frontEnd.clips == ["exercise-1", "exercise-1-gesture-1", "exercise-1-fixed"])
  }

  @Test func aCourseStepsNarrationAndNotesComeInOrder() throws {
    let frontEnd = ScriptedFrontEnd(typing: ["state", "2"])
    let quiz = Self.run(
      [.say("Listen for the state."), .note("Ten minutes."), .exercise(try Self.exercise(), Course.Settings())],
      frontEnd)
    #expect(Array(frontEnd.lines.prefix(2)) == ["(narrator) Listen for the state.", "Trainer's note: Ten minutes."])
    // The narrator is heard; a trainer's note never is.
    #expect(frontEnd.spoken.first?.narration == "Listen for the state.")
    #expect(quiz.record.answers.count == 1)
  }

  @Test func twoRunsRecordedInOneFolderKeepBothRecords() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try QuizRecordFolder.prepare(folder.path)
    let exercise = try Self.exercise()
    var paths: [String] = []
    for answers in [["state", "1"], ["name", "1"]] {
      let record = QuizRecord(trainee: "Kim", date: "2026-11-26T09:12:00.250Z")
      let quiz = Self.run([.exercise(exercise, Course.Settings())], ScriptedFrontEnd(typing: answers), record: record)
      paths.append(try QuizRecordFolder.write(quiz.record, in: folder.path))
    }
    #expect(Set(paths).count == 2)
    let read = try QuizRecordFolder.read(folder.path)
    #expect(read.records.map(\.record.criterionScore).sorted() == [0, 1])
    #expect(read.records.allSatisfy { $0.record.trainee == "Kim" && $0.record.listening == "read" })
  }

  @Test func aCourseExerciseWithNothingToAskIsReportedWhereItIsWritten() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "title: Plain\nelements:\n  - button: OK\n".write(
      to: folder.appendingPathComponent("plain.yaml"), atomically: true, encoding: .utf8)
    let file = folder.appendingPathComponent("course.yaml").path
    let course = try CourseLoader.parse(
      text: "course: C\nsteps:\n  - say: Hello\n  - exercise: plain.yaml\n", file: file)
    let error = #expect(throws: ScenarioError.self) { try QuizItem.items(of: course) }
    let diagnostic = try #require(error?.diagnostics.first)
    #expect(diagnostic.location?.line == 4 && diagnostic.location?.column == 15)
    #expect(diagnostic.message.hasSuffix("plain.yaml has no broken variant ('fails:'); nothing to ask"))
  }
}
