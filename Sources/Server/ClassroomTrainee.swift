import Foundation
import Training

/// One trainee in the classroom: who they are, the course in their own order (their
/// seed, written in their record), where they are in it, and what they answered.
struct ClassroomTrainee: Sendable {
  /// The cookie that says which trainee a browser is; never shown on any page.
  var token: String
  var name: String
  var seed: UInt64
  var items: [QuizItem]
  var position = 0
  var record: QuizRecord
  /// The answer to the exercise at `position`, once given: the page then explains it.
  var answered: QuizRecord.Answer?
  /// When the item at `position` was first shown.
  var started: Date
  /// Whether the trainee asked to read what was said before answering this exercise.
  var peeked = false
  /// Exercise numbers (1-based) in the trainee's order, by item position.
  var exerciseNumbers: [Int: Int] = [:]
  /// Where the record went when the trainee finished (or left).
  var recordPath: String?
  /// Seconds each answered exercise took, in the trainee's order.
  var seconds: [Double] = []

  init(token: String, name: String, seed: UInt64, items: [QuizItem], record: QuizRecord, now: Date) {
    self.token = token
    self.name = name
    self.seed = seed
    self.items = items
    self.record = record
    self.started = now
    var number = 0
    for (index, item) in items.enumerated() {
      if case .exercise = item {
        number += 1
        exerciseNumbers[index] = number
      }
    }
  }

  var exerciseCount: Int { exerciseNumbers.count }
  var isDone: Bool { position >= items.count }
  var current: QuizItem? { isDone ? nil : items[position] }

  /// How many exercises are behind the trainee (answered ones).
  var answeredCount: Int { record.answers.count }
}
