import Foundation
import ScreenReader
import Training

/// One trainee's progress as the trainer's page shows it: where they are, their score
/// per criterion so far, the seconds each exercise took, and how often they peeked.
struct ClassroomProgress: Sendable {
  var name: String
  var seed: UInt64
  var answered: Int
  var total: Int
  var finished: Bool
  /// Per criterion asked so far: (criterion, asked, criterion right, element right).
  var byCriterion: [String: QuizRecord.Tally]
  var seconds: [Double]
  var peeks: Int
  /// Seconds on the exercise now open, not yet answered.
  var secondsOnCurrent: Double?

  init(trainee: ClassroomTrainee, now: Date) {
    var record = trainee.record
    if let answer = trainee.answered { record.answers.append(answer) }
    name = trainee.name
    seed = trainee.seed
    answered = record.answers.count
    total = trainee.exerciseCount
    finished = trainee.isDone
    byCriterion = Dictionary(uniqueKeysWithValues: record.byCriterion.map { ($0.criterion.rawValue, $0.tally) })
    seconds = record.answers.compactMap(\.seconds)
    peeks = record.answers.filter(\.peeked).count
    if case .exercise = trainee.current, trainee.answered == nil {
      secondsOnCurrent = (now.timeIntervalSince(trainee.started)).rounded()
    }
  }
}
