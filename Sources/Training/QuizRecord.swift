import Audit
import Foundation

/// What a trainee answered, exercise by exercise, and the score per criterion:
/// printed at the end of the quiz and written as JSON for the trainer (`--record`).
public struct QuizRecord: Codable, Sendable {
  public struct Answer: Codable, Sendable {
    public var file: String
    public var title: String?
    public var criterion: String
    public var answeredCriterion: String?
    public var criterionRight: Bool
    /// The element(s) that cause the defect.
    public var elements: [String]
    public var answeredElement: String?
    public var elementRight: Bool
    /// Whether the trainee printed the transcript (`show`) before answering.
    public var peeked: Bool
    /// Gestures the trainee made to explore before answering.
    public var gestures: [String]

    public init(
      file: String, title: String?, criterion: String, answeredCriterion: String?, criterionRight: Bool,
      elements: [String], answeredElement: String?, elementRight: Bool, peeked: Bool, gestures: [String]
    ) {
      self.file = file
      self.title = title
      self.criterion = criterion
      self.answeredCriterion = answeredCriterion
      self.criterionRight = criterionRight
      self.elements = elements
      self.answeredElement = answeredElement
      self.elementRight = elementRight
      self.peeked = peeked
      self.gestures = gestures
    }
  }

  public struct Tally: Codable, Sendable, Equatable {
    public var asked = 0
    public var criterionRight = 0
    public var elementRight = 0
  }

  public var course: String?
  public var seed: UInt64?
  public var answers: [Answer] = []
  /// Whether the trainee left before the last exercise.
  public var finished = false
  /// Seconds of speech and sound the session played, when measured (`--wav`).
  public var audioSeconds: Double?

  public init(course: String? = nil, seed: UInt64? = nil) {
    self.course = course
    self.seed = seed
  }

  public var criterionScore: Int { answers.filter(\.criterionRight).count }
  public var elementScore: Int { answers.filter(\.elementRight).count }

  /// Per criterion, in the guidance's order, only those asked.
  public var byCriterion: [(criterion: Criterion, tally: Tally)] {
    Criterion.allCases.compactMap { criterion in
      let asked = answers.filter { $0.criterion == criterion.rawValue }
      guard !asked.isEmpty else { return nil }
      return (
        criterion,
        Tally(
          asked: asked.count, criterionRight: asked.filter(\.criterionRight).count,
          elementRight: asked.filter(\.elementRight).count)
      )
    }
  }

  /// The summary lines printed at the end.
  public var summaryLines: [String] {
    guard !answers.isEmpty else { return ["No exercise answered."] }
    let width = Criterion.allCases.map(\.rawValue.count).max() ?? 0
    var lines = [
      "Score: \(criterionScore) of \(answers.count) criteria right, \(elementScore) of \(answers.count) elements right."
    ]
    for (criterion, tally) in byCriterion {
      let name = criterion.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
      lines.append(
        "  \(name)  \(tally.criterionRight)/\(tally.asked) criterion, \(tally.elementRight)/\(tally.asked) element")
    }
    return lines
  }

  private enum CodingKeys: String, CodingKey {
    case course, seed, answers, finished, audioSeconds, score, byCriterion
  }

  struct Score: Codable {
    var exercises: Int
    var criteria: Int
    var elements: Int
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(course, forKey: .course)
    try container.encodeIfPresent(seed, forKey: .seed)
    try container.encode(finished, forKey: .finished)
    try container.encode(
      Score(exercises: answers.count, criteria: criterionScore, elements: elementScore), forKey: .score)
    try container.encode(
      Dictionary(uniqueKeysWithValues: byCriterion.map { ($0.criterion.rawValue, $0.tally) }), forKey: .byCriterion)
    try container.encodeIfPresent(audioSeconds, forKey: .audioSeconds)
    try container.encode(answers, forKey: .answers)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    course = try container.decodeIfPresent(String.self, forKey: .course)
    seed = try container.decodeIfPresent(UInt64.self, forKey: .seed)
    finished = try container.decode(Bool.self, forKey: .finished)
    audioSeconds = try container.decodeIfPresent(Double.self, forKey: .audioSeconds)
    answers = try container.decode([Answer].self, forKey: .answers)
  }

  /// Pretty JSON with sorted keys, ending with a newline.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}
