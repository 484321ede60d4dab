import Files
import Foundation
import Playback
import Scenario
import ScreenReader
import Training

/// `earshot serve --course FILE`: one course run for a room. Each trainee joins with a
/// name and the class code, hears the course in an order of their own (a seed per
/// trainee), and answers in their browser; the trainer's page follows every trainee.
/// An actor: requests arrive on many threads, the class is one state.
public actor Classroom {
  public nonisolated let course: Course
  nonisolated let items: [QuizItem]
  /// What a trainee types to join: keeps strangers on the network out.
  public nonisolated let classCode: String
  /// The last part of the trainer's page address: a trainee cannot guess it.
  public nonisolated let trainerKey: String
  let recordFolder: String?
  /// The criteria the course's exercises fail, in the guidance's order: the trainer's columns.
  nonisolated let askedCriteria: [String]
  var trainees: [String: ClassroomTrainee] = [:]
  /// Joining order, for the trainer's table.
  var joined: [String] = []
  let clock: @Sendable () -> Date
  let seeds: @Sendable () -> UInt64

  /// The longest name a trainee may give.
  static let longestName = 60
  /// Wrong class codes the room takes in a minute before it stops checking codes for the
  /// rest of that minute: a person mistyping never meets it, while a stranger guessing a
  /// four-letter code (36^4) would need weeks, not seconds.
  static let wrongCodesPerMinute = 30
  /// When each wrong code of the last minute came.
  var wrongCodeTimes: [Date] = []

  public init(
    course: Course, items: [QuizItem], classCode: String, trainerKey: String, recordFolder: String?,
    clock: @escaping @Sendable () -> Date = Date.init,
    seeds: @escaping @Sendable () -> UInt64 = { UInt64.random(in: 1...999_999) }
  ) {
    self.course = course
    self.items = items
    let asked = Set(
      items.compactMap { item -> Criterion? in
        if case .exercise(let exercise, _) = item { return exercise.criterion }
        return nil
      })
    askedCriteria = Criterion.allCases.filter(asked.contains).map(\.rawValue)
    self.classCode = classCode
    self.trainerKey = trainerKey
    self.recordFolder = recordFolder
    self.clock = clock
    self.seeds = seeds
  }

  /// A new random code of `length` characters a person can read out and type (no 0/O, 1/l).
  public static func newCode(length: Int) -> String {
    let alphabet = Array("23456789abcdefghjkmnpqrstuvwxyz")
    var generator = SystemRandomNumberGenerator()
    return String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
  }

  /// A trainee joins: a name and the class code. Returns the browser's token.
  func join(name: String, code: String) throws(ClassroomError) -> String {
    let now = clock()
    wrongCodeTimes.removeAll { now.timeIntervalSince($0) >= 60 }
    guard wrongCodeTimes.count < Self.wrongCodesPerMinute else { throw .tooManyWrongCodes }
    guard code.trimmingCharacters(in: .whitespaces).lowercased() == classCode.lowercased() else {
      wrongCodeTimes.append(now)
      throw .wrongCode
    }
    let cleaned = String(
      name.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.map(Character.init)
    ).trimmingCharacters(in: .whitespaces)
    guard !cleaned.isEmpty, cleaned.count <= Self.longestName else { throw .noName }
    let token = Self.newCode(length: 32)
    let seed = seeds()
    let stamp = ISO8601DateFormatter()
    stamp.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    var record = QuizRecord(course: course.title, seed: seed, trainee: cleaned, date: stamp.string(from: clock()))
    record.platform = course.settings.platform ?? PlatformChoice.both.rawValue
    record.locale = course.settings.locale
    record.rate = course.settings.rate
    record.listening = "heard in the browser"
    var trainee = ClassroomTrainee(
      token: token, name: cleaned, seed: seed, items: CourseOrder.arranged(items, seed: seed), record: record,
      now: clock())
    settle(&trainee)
    trainees[token] = trainee
    joined.append(token)
    return token
  }

  func trainee(_ token: String?) throws(ClassroomError) -> ClassroomTrainee {
    guard let token, let trainee = trainees[token] else { throw .notJoined }
    return trainee
  }

  /// Steps past what a trainee's page does not show: the trainer's notes, and dictations
  /// (written down at a terminal: `earshot quiz`).
  func settle(_ trainee: inout ClassroomTrainee) {
    while let item = trainee.current {
      switch item {
      case .note, .dictation: trainee.position += 1
      default: return
      }
    }
    finishIfDone(&trainee)
  }

  /// The page a trainee sees now.
  func view(_ token: String?) throws(ClassroomError) -> (name: String, view: ClassroomView) {
    let trainee = try trainee(token)
    return (trainee.name, Self.view(of: trainee))
  }

  static func view(of trainee: ClassroomTrainee) -> ClassroomView {
    guard let item = trainee.current else {
      return .finished(summary: trainee.record.summaryLines, recordPath: trainee.recordPath)
    }
    switch item {
    case .say(let text), .note(let text): return .narration(text)
    case .listen(let scenario, let fixed):
      return .listen(
        title: scenario.screen.title, about: scenario.about,
        transcript: ClassroomSpeech.walk(scenario, fixed).flatMap(\.transcriptLines))
    case .dictation: return .narration("")
    case .exercise(let exercise, let fixed):
      let number = trainee.exerciseNumbers[trainee.position] ?? 0
      guard let answer = trainee.answered else {
        return .exercise(
          .init(
            number: number, total: trainee.exerciseCount, title: exercise.broken.screen.title,
            criteria: Criterion.allCases.map(\.rawValue), elements: exercise.choices.map(\.name),
            transcript: trainee.peeked
              ? ClassroomSpeech.walk(exercise.broken, fixed).flatMap(\.transcriptLines) : nil))
      }
      return .explained(
        .init(
          number: number, total: trainee.exerciseCount, title: exercise.broken.screen.title, answer: answer,
          transcript: ClassroomSpeech.walk(exercise.broken, fixed).flatMap(\.transcriptLines),
          explanation: exercise.broken.variant?.explain, findings: exercise.findings.map(\.description),
          fixedAbout: exercise.fixed?.about,
          fixedTranscript: exercise.fixed.map { ClassroomSpeech.walk($0, fixed).flatMap(\.transcriptLines) }))
    }
  }

  /// Continue past narration, an example, or an explained exercise.
  func advance(_ token: String?) throws(ClassroomError) {
    var trainee = try trainee(token)
    if case .exercise = trainee.current, trainee.answered == nil {
      throw .notNow("Answer this exercise first: which criterion fails, and which element causes it.")
    }
    if let answer = trainee.answered { trainee.record.answers.append(answer) }
    trainee.answered = nil
    trainee.peeked = false
    trainee.position += 1
    trainee.started = clock()
    settle(&trainee)
    trainees[trainee.token] = trainee
  }

  /// The trainee reads what was said before answering: recorded as a peek.
  func peek(_ token: String?) throws(ClassroomError) {
    var trainee = try trainee(token)
    guard case .exercise = trainee.current, trainee.answered == nil else { return }
    trainee.peeked = true
    trainees[trainee.token] = trainee
  }

  /// The trainee's answer: a criterion and an element, by their place in the lists shown.
  func answer(_ token: String?, criterion: Int?, element: Int?) throws(ClassroomError) {
    var trainee = try trainee(token)
    guard case .exercise(let exercise, _) = trainee.current, trainee.answered == nil else {
      throw .notNow("There is no question to answer on this page now.")
    }
    guard let criterion, Criterion.allCases.indices.contains(criterion), let element,
      exercise.choices.indices.contains(element)
    else { throw .notNow("Choose a criterion and an element, then send the answer.") }
    let chosenCriterion = Criterion.allCases[criterion]
    let chosenElement = exercise.choices[element]
    var answer = QuizRecord.Answer(
      file: exercise.file, title: exercise.broken.screen.title, criterion: exercise.criterion.rawValue,
      answeredCriterion: chosenCriterion.rawValue, criterionRight: chosenCriterion == exercise.criterion,
      elements: exercise.culpritNames, answeredElement: chosenElement.name,
      elementRight: exercise.culprits.contains(chosenElement.id), peeked: trainee.peeked, gestures: [])
    let seconds = (clock().timeIntervalSince(trainee.started) * 10).rounded() / 10
    answer.seconds = seconds
    trainee.seconds.append(seconds)
    trainee.answered = answer
    trainees[trainee.token] = trainee
  }

  /// The trainee leaves before the end: what they answered is written as an unfinished record.
  func leave(_ token: String?) throws(ClassroomError) {
    var trainee = try trainee(token)
    if let answer = trainee.answered { trainee.record.answers.append(answer) }
    trainee.answered = nil
    trainee.position = trainee.items.count
    writeRecord(&trainee, finished: false)
    trainees[trainee.token] = trainee
  }

  func finishIfDone(_ trainee: inout ClassroomTrainee) {
    guard trainee.isDone, trainee.recordPath == nil else { return }
    writeRecord(&trainee, finished: true)
  }

  /// The record written as a new file in the record folder: never over another
  /// (QuizRecordFolder). A folder that cannot take it (gone, full) does not lose it: it
  /// goes to the state folder's quiz-records, as the terminal quiz keeps one.
  func writeRecord(_ trainee: inout ClassroomTrainee, finished: Bool) {
    trainee.record.finished = finished
    guard trainee.recordPath == nil, let recordFolder else { return }
    if let path = try? QuizRecordFolder.write(trainee.record, in: recordFolder) {
      trainee.recordPath = path
    } else if let folder = try? RecoveryFolder.create("quiz-records") {
      trainee.recordPath = try? QuizRecordFolder.write(trainee.record, in: folder)
    }
  }

  /// What the trainee's player plays now: the narrator, the example's walk, the
  /// exercise's walk, or (`fixed`) the fixed version after an answer.
  func speech(_ token: String?, fixed: Bool) throws(ClassroomError) -> [Step] {
    let trainee = try trainee(token)
    switch trainee.current {
    case .say(let text): return [ClassroomSpeech.narration(text)]
    case .listen(let scenario, let settings): return ClassroomSpeech.walk(scenario, settings)
    case .exercise(let exercise, let settings):
      if fixed {
        guard trainee.answered != nil, let version = exercise.fixed else { return [] }
        return ClassroomSpeech.walk(version, settings)
      }
      return ClassroomSpeech.walk(exercise.broken, settings)
    default: return []
    }
  }

  /// Every trainee's progress, for the trainer, in the order they joined.
  func progress() -> [ClassroomProgress] {
    joined.compactMap { trainees[$0] }.map { ClassroomProgress(trainee: $0, now: clock()) }
  }
}
