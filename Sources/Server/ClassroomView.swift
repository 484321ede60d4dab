import Training

/// What a trainee's page shows now, made by the classroom and drawn by `ClassroomPage`.
/// Before an answer it holds nothing that gives the answer away: no criterion, no
/// file name, no finding, and the element choices by name only.
enum ClassroomView: Sendable {
  /// The narrator speaks (heard, and printed for who reads along).
  case narration(String)
  /// An example to hear, its transcript shown.
  case listen(title: String?, about: String?, transcript: [String])
  /// An exercise to hear and answer; `transcript` only after the trainee asked to read it (a peek).
  case exercise(Question)
  /// The exercise answered: right or not, why, what `check` finds, and the fixed version.
  case explained(Explanation)
  /// The end: the score, and where the record went.
  case finished(summary: [String], recordPath: String?)

  struct Question: Sendable {
    var number: Int
    var total: Int
    var title: String?
    var criteria: [String]
    var elements: [String]
    var transcript: [String]?
  }

  struct Explanation: Sendable {
    var number: Int
    var total: Int
    var title: String?
    var answer: QuizRecord.Answer
    var transcript: [String]
    var explanation: String?
    var findings: [String]
    var fixedAbout: String?
    var fixedTranscript: [String]?
  }
}
