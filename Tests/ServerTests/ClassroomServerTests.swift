import EarshotTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Training

@testable import Server

/// `earshot serve --course`'s server in process (HummingbirdTesting's router client):
/// joining with the class code, a trainee's page before and after an answer (nothing
/// before it gives the answer away), the trainer's progress, records written, and
/// what a trainee sends shown only escaped.
@Suite(.serialized) struct ClassroomServerTests {
  /// A course on three shipped exercises; the second lead-in names the criterion.
  static func course(in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("course.yaml").path
    let text = """
      course: Three check boxes
      steps:
        - note: For the trainer only.
        - say: Welcome. Listen to each screen, then answer.
        - exercise: \(Repository.path("scenarios/broken-no-state.yaml"))
        - say: Next, listen for whether the state is said. Then answer.
        - exercise: \(Repository.path("scenarios/broken-checkbox-no-role.yaml"))
        - exercise: \(Repository.path("scenarios/broken-ungrouped-label.yaml"))
        - say: That is all.
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static let ownPage: HTTPFields = [
    HeaderName.origin: "http://localhost", .contentType: "application/x-www-form-urlencoded",
  ]

  func classroom(_ folder: URL, records: String?, seeds: [UInt64] = [7, 8, 9]) throws -> Classroom {
    let course = try CourseLoader.load(path: try Self.course(in: folder))
    let queue = SeedQueue(seeds)
    return Classroom(
      course: course, items: try QuizItem.items(of: course), classCode: "abc234", trainerKey: "trainerkey1",
      recordFolder: records, seeds: { queue.next() })
  }

  func server(_ classroom: Classroom) -> ClassroomServer {
    ClassroomServer(configuration: .init(folder: ".", port: 8080), classroom: classroom, voices: nil)
  }

  /// Joins and returns the cookie.
  func join(_ client: some TestClientProtocol, name: String, code: String = "abc234") async throws -> String? {
    let body = "name=\(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")&code=\(code)"
    return try await client.execute(uri: "/join", method: .post, headers: Self.ownPage, body: ByteBuffer(string: body))
    { response in
      response.headers[.setCookie].map { String($0.split(separator: ";")[0]) }
    }
  }

  func page(_ client: some TestClientProtocol, cookie: String) async throws -> String {
    var headers = Self.ownPage
    headers[.cookie] = cookie
    return try await client.execute(uri: "/t", method: .get, headers: headers) { String(buffer: $0.body) }
  }

  func post(_ client: some TestClientProtocol, _ uri: String, cookie: String, body: String = "") async throws
    -> HTTPResponse.Status
  {
    var headers = Self.ownPage
    headers[.cookie] = cookie
    return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)) {
      $0.status
    }
  }

  @Test func aStrangerWithoutTheCodeGetsNoSeatAndAFormFromElsewhereIsRefused() async throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await server(try classroom(folder, records: nil)).application().test(.router) { client in
      #expect(try await join(client, name: "Eve", code: "guess1") == nil)
      try await client.execute(
        uri: "/join", method: .post, headers: Self.ownPage, body: ByteBuffer(string: "name=Eve&code=guess1")
      ) { response in
        #expect(response.status == .forbidden)
        #expect(
          String(buffer: response.body).contains("not this class&#39;s code")
            || String(buffer: response.body).contains("not this class"))
      }
      // Another site's form (its own Origin) cannot join or answer for anyone.
      var elsewhere = Self.ownPage
      elsewhere[HeaderName.origin] = "http://evil.example"
      try await client.execute(
        uri: "/join", method: .post, headers: elsewhere, body: ByteBuffer(string: "name=Eve&code=abc234")
      ) { #expect($0.status == .forbidden) }
      // The trainer's page needs its key.
      try await client.execute(uri: "/trainer/guess", method: .get, headers: Self.ownPage) {
        #expect($0.status == .notFound)
      }
    }
  }

  @Test func aStrangerGuessingCodesIsStoppedForAMinuteAndTheRoomCanJoinAgainAfterIt() async throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let now = LockedDate(Date(timeIntervalSince1970: 1_000_000))
    let course = try CourseLoader.load(path: try Self.course(in: folder))
    let classroom = Classroom(
      course: course, items: try QuizItem.items(of: course), classCode: "abc234", trainerKey: "trainerkey1",
      recordFolder: nil, clock: { now.value })
    try await server(classroom).application().test(.router) { client in
      for guess in 0..<Classroom.wrongCodesPerMinute {
        #expect(try await join(client, name: "Eve", code: "zz\(1000 + guess)") == nil)
      }
      // Over the limit, even the right code is not checked: guessing gains nothing.
      try await client.execute(
        uri: "/join", method: .post, headers: Self.ownPage, body: ByteBuffer(string: "name=Ann&code=abc234")
      ) { response in
        #expect(response.status == .tooManyRequests)
        #expect(String(buffer: response.body).contains("wait a minute"))
      }
      now.value += 61
      #expect(try await join(client, name: "Ann") != nil)
    }
  }

  @Test func beforeItsAnswerAnExercisePageNamesNeitherTheCriterionNorTheCulpritsKindNorTheFindings() async throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let classroom = try classroom(folder, records: nil)
    try await server(classroom).application().test(.router) { client in
      let cookie = try #require(try await join(client, name: "Ana"))
      var seen: [String] = []
      // Narration first (the trainer's note is never shown), then the first exercise.
      var text = try await page(client, cookie: cookie)
      #expect(!text.contains("For the trainer only"))
      while !text.contains("Exercise 1 of 3") {
        seen.append(text)
        #expect(try await post(client, "/t/next", cookie: cookie) == .seeOther)
        text = try await page(client, cookie: cookie)
      }
      // Reading what was said is a peek: the page then shows the transcript, still no answer.
      #expect(try await post(client, "/t/peek", cookie: cookie) == .seeOther)
      let question = try await page(client, cookie: cookie)
      seen.append(question)
      #expect(question.contains("recorded as a peek"))
      for page in seen {
        for leak in [
          "it fails", "fails:", ".yaml", "(checkbox)", "(button)", "(dropdown)", "(text)", "check&#39; finds", "Right:",
        ] {
          #expect(!page.contains(leak), "the page before the answer shows '\(leak)'")
        }
      }
      // Every criterion offered (all seven, the same on every exercise), elements by name only.
      #expect(question.components(separatedBy: "name=\"criterion\"").count - 1 == 7)
      #expect(question.contains(">1 Name</label>") && question.contains(">7 External keyboard</label>"))
      // The narration that names the State exercise's criterion is not said before its answer.
      let trainee = try await classroom.trainee(cookie.split(separator: "=")[1].description)
      let firstExercise = trainee.items.firstIndex { if case .exercise = $0 { true } else { false } } ?? 0
      let before = trainee.items[..<firstExercise].compactMap { if case .say(let t) = $0 { t } else { nil } }
      #expect(!before.joined().contains("state"), "\(before)")
      // An answer: the page then says right or not, the criterion, the element, and check's findings.
      let status = try await post(client, "/t/answer", cookie: cookie, body: "criterion=3&element=1")
      #expect(status == .seeOther)
      let explained = try await page(client, cookie: cookie)
      #expect(explained.contains("it fails "))
      #expect(explained.contains("What &#39;check&#39; finds") || explained.contains("What 'check' finds"))
    }
  }

  @Test func theTrainerSeesEachTraineesProgressAndTheRecordsAreWrittenForTheSummary() async throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let records = folder.appendingPathComponent("records").path
    try QuizRecordFolder.prepare(records)
    let classroom = try classroom(folder, records: records, seeds: [11, 12])
    try await server(classroom).application().test(.router) { client in
      let ana = try #require(try await join(client, name: "Ana"))
      let hostile = try #require(try await join(client, name: "<b>Bo</b>"))
      // Ana answers every exercise (State for each); Bo leaves after one.
      for _ in 0..<40 {
        let text = try await page(client, cookie: ana)
        if text.contains("The end of the course") { break }
        if text.contains("name=\"criterion\"") {
          _ = try await post(client, "/t/answer", cookie: ana, body: "criterion=3&element=0")
        } else {
          _ = try await post(client, "/t/next", cookie: ana)
        }
      }
      while !(try await page(client, cookie: hostile)).contains("name=\"criterion\"") {
        _ = try await post(client, "/t/next", cookie: hostile)
      }
      _ = try await post(client, "/t/peek", cookie: hostile)
      _ = try await post(client, "/t/answer", cookie: hostile, body: "criterion=0&element=0")
      let table = try await client.execute(uri: "/trainer/trainerkey1/progress", method: .get, headers: Self.ownPage) {
        String(buffer: $0.body)
      }
      #expect(table.contains("<th scope=\"row\">Ana</th><td>3 of 3, finished</td>"), "\(table)")
      #expect(table.contains("&lt;b&gt;Bo&lt;/b&gt;") && !table.contains("<b>Bo</b>"))
      #expect(table.contains("<th scope=\"col\">State</th>"))
      #expect(table.contains("1/1 criterion"), "State right once for Ana: \(table)")
      _ = try await post(client, "/t/leave", cookie: hostile)
    }
    let (found, skipped) = try QuizRecordFolder.read(records)
    #expect(skipped.isEmpty)
    let byName = Dictionary(uniqueKeysWithValues: found.map { ($0.record.trainee ?? "", $0.record) })
    let ana = try #require(byName["Ana"])
    #expect(ana.finished && ana.answers.count == 3 && ana.seed == 11)
    #expect(ana.answers.allSatisfy { $0.seconds != nil && !$0.peeked })
    let bo = try #require(byName["<b>Bo</b>"])
    #expect(!bo.finished && bo.answers.count == 1 && bo.answers[0].peeked && bo.seed == 12)
    // `quiz --summary` reads them as it reads the terminal quiz's.
    #expect(QuizSummary(records: found.map(\.record)).lines.joined(separator: "\n").contains("Ana"))
  }
}

/// Seeds handed out in turn, as each trainee joins.
final class SeedQueue: @unchecked Sendable {
  private let lock = NSLock()
  private var seeds: [UInt64]

  init(_ seeds: [UInt64]) { self.seeds = seeds }

  func next() -> UInt64 {
    lock.withLock { seeds.isEmpty ? 1 : seeds.removeFirst() }
  }
}

/// A clock a test moves by hand.
final class LockedDate: @unchecked Sendable {
  private let lock = NSLock()
  private var date: Date
  init(_ date: Date) { self.date = date }
  var value: Date {
    get { lock.withLock { date } }
    set { lock.withLock { date = newValue } }
  }
}
