import Audit
import EarshotTestSupport
import Foundation
import ScreenReader
import Testing
import Training

/// A trainer's folder of records: each run a new file, none replaced, read back
/// into each trainee's progress and the class's.
@Suite struct QuizRecordFolderTests {
  static func run(_ trainee: String?, date: String, answers: [(Criterion, Bool)]) -> QuizRecord {
    var record = QuizRecord(course: "Course", trainee: trainee, date: date)
    record.finished = true
    record.answers = answers.map { criterion, right in
      QuizRecord.Answer(
        file: "x.yaml", title: nil, criterion: criterion.rawValue,
        answeredCriterion: right ? criterion.rawValue : "Name", criterionRight: right, elements: ["A"],
        answeredElement: "A", elementRight: true, peeked: false, gestures: [])
    }
    return record
  }

  @Test func twoRunsOfOneTraineeInTheSameMinuteKeepTwoFiles() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try QuizRecordFolder.prepare(folder.path)
    let first = Self.run("Ana López", date: "2026-11-24T09:12:03Z", answers: [(.state, false)])
    let second = Self.run("Ana López", date: "2026-11-24T09:12:40Z", answers: [(.state, true)])
    let paths = [
      try QuizRecordFolder.write(first, in: folder.path), try QuizRecordFolder.write(second, in: folder.path),
    ]
    #expect(
      paths.map { URL(fileURLWithPath: $0).lastPathComponent } == [
        "2026-11-24T0912-ana-lópez.json", "2026-11-24T0912-ana-lópez-2.json",
      ])
    let read = try QuizRecordFolder.read(folder.path)
    #expect(read.records.map(\.record.criterionScore) == [0, 1])
    #expect(read.skipped.isEmpty)
  }

  @Test func aFileIsNotAFolderOfRecords() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("results.json")
    try Data("{}".utf8).write(to: file)
    #expect(throws: QuizRecordFolder.Failure.self) { try QuizRecordFolder.prepare(file.path) }
    // Not yet there, but named like a file: most likely the old '--record results.json'.
    #expect(throws: QuizRecordFolder.Failure.self) {
      try QuizRecordFolder.prepare(folder.appendingPathComponent("new.json").path)
    }
    // A stray file in the folder is skipped and said, not fatal.
    let read = try QuizRecordFolder.read(folder.path)
    #expect(read.records.isEmpty && read.skipped.count == 1)
  }

  @Test func theSummaryFollowsEachTraineeRunByRunAndAddsUpTheClass() {
    let summary = QuizSummary(records: [
      Self.run("Ana", date: "2026-11-24T09:00:00Z", answers: [(.state, false), (.state, false), (.focus, true)]),
      Self.run("Ben", date: "2026-11-24T10:00:00Z", answers: [(.state, true)]),
      Self.run("Ana", date: "2026-11-26T09:00:00Z", answers: [(.state, true), (.state, true)]),
    ])
    #expect(summary.trainees.map(\.name) == ["Ana", "Ben"])
    let lines = summary.lines
    #expect(lines.first == "3 runs by 2 trainees.")
    #expect(lines.contains("  2026-11-24 09:00  Course  (both readers): 1/3 criteria, 3/3 elements"))
    // State: none of two, then two of two; Focus asked in the first run only.
    #expect(lines.contains { $0.hasPrefix("    State") && $0.hasSuffix("0/2  2/2") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("    Focus") && $0.hasSuffix("1/1  -") }, "\(lines)")
    // The class: Ana's last run asking State (2/2) and Ben's (1/1).
    #expect(lines.contains { $0.hasPrefix("  State") && $0.hasSuffix("3/3 criterion, 3/3 element") }, "\(lines)")
  }
}
