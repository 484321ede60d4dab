import EarshotTestSupport
import Foundation
import Server
import Testing
import Training

/// A class in real headless Chromiums, on a live server on loopback in this process:
/// three trainees at once, each in a browser of their own, joining, hearing and
/// answering by keyboard and mouse, and the trainer's page following them, with
/// axe-core finding nothing (Tests/Browser/check_classroom.py); then the records the
/// class wrote, read as `quiz --summary` reads them.
extension BrowserSuites {
  @Suite(.serialized) struct ClassroomBrowserTests {
    @Test func threeTraineesTakeTheCourseAtOnceWhileTheTrainerWatchesAndTheirRecordsAreKept() async throws {
      let folder = try Repository.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let records = folder.appendingPathComponent("records").path
      try QuizRecordFolder.prepare(records)
      let course = try CourseLoader.load(path: try ClassroomServerTests.course(in: folder))
      let seeds = SeedQueue([1, 2, 3])
      let classroom = Classroom(
        course: course, items: try QuizItem.items(of: course), classCode: Classroom.newCode(length: 6),
        trainerKey: Classroom.newCode(length: 20), recordFolder: records, seeds: { seeds.next() })
      let server = ClassroomServer(
        configuration: .init(folder: ".", port: 0), classroom: classroom, voices: try BrowserSuites.voices())
      // EARSHOT_SCREENSHOT=PATH keeps a picture of the trainer's page (docs/training.md's).
      let screenshot = ProcessInfo.processInfo.environment["EARSHOT_SCREENSHOT"].map { [$0] } ?? []
      let outcome = try await BrowserSuites.check(
        server.application(), script: "check_classroom.py", path: "/",
        arguments: ["/trainer/\(classroom.trainerKey)", classroom.classCode] + screenshot)
      #expect(outcome.status == 0, "\(outcome.problems)")
      #expect(outcome.summary.contains("three trainees finished"), "\(outcome.summary)")
      let (found, skipped) = try QuizRecordFolder.read(records)
      #expect(skipped.isEmpty)
      #expect(found.count == 3)
      #expect(found.allSatisfy { $0.record.finished && $0.record.answers.count == 3 })
      #expect(Set(found.compactMap(\.record.seed)) == [1, 2, 3])
      #expect(found.filter { $0.record.answers.contains(where: \.peeked) }.count == 1)
      let summary = QuizSummary(records: found.map(\.record)).lines.joined(separator: "\n")
      #expect(summary.contains("Ana Lopez") && summary.contains("Cy Diaz"), "\(summary)")
    }
  }
}
