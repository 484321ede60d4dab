import Audit
import Diagnostics
import Foundation
import ScreenReader

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
    /// Seconds from the exercise's start to the answer, when measured (the classroom).
    public var seconds: Double?

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

  /// One announcement written down in a dictation step.
  public struct Dictation: Codable, Sendable {
    public var file: String
    /// The reader heard: VoiceOver or TalkBack.
    public var reader: String
    /// Words per minute, when the step or the quiz set it.
    public var rate: Int?
    public var said: String
    public var typed: String
    public var score: WordErrorRate

    public init(file: String, reader: String, rate: Int?, said: String, typed: String) {
      self.file = file
      self.reader = reader
      self.rate = rate
      self.said = said
      self.typed = typed
      self.score = WordErrorRate.of(typed: typed, said: said)
    }
  }

  public struct Tally: Codable, Sendable, Equatable {
    public var asked = 0
    public var criterionRight = 0
    public var elementRight = 0
  }

  /// Who answered (`--trainee`).
  public var trainee: String?
  public var course: String?
  /// When the run started, ISO 8601 in UTC to the millisecond ("2026-11-26T09:12:00.250Z").
  public var date: String?
  public var seed: UInt64?
  /// How the quiz was heard: the readers (ios, android or both), their locale and rate,
  /// and how the trainee took it in (heard, read, wav files, or not heard: no sound).
  public var platform: String?
  public var locale: String?
  public var rate: Int?
  public var listening: String?
  public var answers: [Answer] = []
  public var dictations: [Dictation] = []
  /// Whether the trainee left before the last exercise.
  public var finished = false
  /// Seconds of speech and sound the session played, when measured (`--wav`).
  public var audioSeconds: Double?

  public init(course: String? = nil, seed: UInt64? = nil, trainee: String? = nil, date: String? = nil) {
    self.course = course
    self.seed = seed
    self.trainee = trainee
    self.date = date
  }

  /// Every dictated announcement together: words said and errors made.
  public var dictationScore: WordErrorRate? {
    guard !dictations.isEmpty else { return nil }
    return WordErrorRate(
      words: dictations.map(\.score.words).reduce(0, +), errors: dictations.map(\.score.errors).reduce(0, +))
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
    var lines: [String] = []
    if let dictation = dictationScore {
      lines.append(
        "Dictation: \(dictation.errors) of \(dictation.words) words wrong (word error rate \(dictation.percent)) "
          + "over \(dictations.count) announcement\(dictations.count == 1 ? "" : "s").")
    }
    guard !answers.isEmpty else { return (dictations.isEmpty ? ["No exercise answered."] : []) + lines }
    let width = Criterion.allCases.map(\.rawValue.count).max() ?? 0
    lines.insert(
      "Score: \(criterionScore) of \(answers.count) criteria right, \(elementScore) of \(answers.count) elements right.",
      at: 0)
    for (criterion, tally) in byCriterion {
      let name = criterion.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
      lines.append(
        "  \(name)  \(tally.criterionRight)/\(tally.asked) criterion, \(tally.elementRight)/\(tally.asked) element")
    }
    return lines
  }

  private enum CodingKeys: String, CodingKey {
    case trainee, course, date, seed, platform, locale, rate, listening
    case answers, dictations, finished, audioSeconds, score, byCriterion, dictation
  }

  struct Score: Codable {
    var exercises: Int
    var criteria: Int
    var elements: Int
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(trainee, forKey: .trainee)
    try container.encodeIfPresent(course, forKey: .course)
    try container.encodeIfPresent(date, forKey: .date)
    try container.encodeIfPresent(seed, forKey: .seed)
    try container.encodeIfPresent(platform, forKey: .platform)
    try container.encodeIfPresent(locale, forKey: .locale)
    try container.encodeIfPresent(rate, forKey: .rate)
    try container.encodeIfPresent(listening, forKey: .listening)
    try container.encode(finished, forKey: .finished)
    try container.encode(
      Score(exercises: answers.count, criteria: criterionScore, elements: elementScore), forKey: .score)
    try container.encode(
      Dictionary(uniqueKeysWithValues: byCriterion.map { ($0.criterion.rawValue, $0.tally) }), forKey: .byCriterion)
    try container.encodeIfPresent(audioSeconds, forKey: .audioSeconds)
    try container.encode(answers, forKey: .answers)
    if !dictations.isEmpty {
      try container.encode(dictations, forKey: .dictations)
      try container.encodeIfPresent(dictationScore, forKey: .dictation)
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    trainee = try container.decodeIfPresent(String.self, forKey: .trainee)
    course = try container.decodeIfPresent(String.self, forKey: .course)
    date = try container.decodeIfPresent(String.self, forKey: .date)
    seed = try container.decodeIfPresent(UInt64.self, forKey: .seed)
    platform = try container.decodeIfPresent(String.self, forKey: .platform)
    locale = try container.decodeIfPresent(String.self, forKey: .locale)
    rate = try container.decodeIfPresent(Int.self, forKey: .rate)
    listening = try container.decodeIfPresent(String.self, forKey: .listening)
    dictations = try container.decodeIfPresent([Dictation].self, forKey: .dictations) ?? []
    finished = try container.decode(Bool.self, forKey: .finished)
    audioSeconds = try container.decodeIfPresent(Double.self, forKey: .audioSeconds)
    answers = try container.decode([Answer].self, forKey: .answers)
  }

  /// Pretty JSON with sorted keys, ending with a newline.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return JSONText.escapingInvisibles(try encoder.encode(self)) + Data("\n".utf8)
  }
}
