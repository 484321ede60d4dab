import Audit
import ScreenReader

/// A folder of quiz records read together (`earshot quiz --summary DIR`): each
/// trainee's runs in order, how each criterion went run by run, and the class's
/// last runs per criterion.
public struct QuizSummary: Sendable {
  public struct Trainee: Sendable {
    public var name: String
    /// Oldest first.
    public var runs: [QuizRecord]

    /// Per criterion asked in any run: the tally of each run, nil where it was not asked.
    public var progress: [(criterion: Criterion, tallies: [QuizRecord.Tally?])] {
      Criterion.allCases.compactMap { criterion in
        let tallies = runs.map { run in run.byCriterion.first { $0.criterion == criterion }?.tally }
        return tallies.contains { $0 != nil } ? (criterion, tallies) : nil
      }
    }
  }

  public var trainees: [Trainee]
  public var runCount: Int

  /// Records as `QuizRecordFolder.read` gives them, oldest first; a record without a
  /// trainee is "(unnamed)".
  public init(records: [QuizRecord]) {
    var byName: [String: [QuizRecord]] = [:]
    for record in records { byName[record.trainee ?? Self.unnamed, default: []].append(record) }
    trainees = byName.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { Trainee(name: $0.key, runs: $0.value) }
    runCount = records.count
  }

  public static let unnamed = "(unnamed)"

  /// Per criterion, every trainee's last run that asked it, added up.
  public var classByCriterion: [(criterion: Criterion, tally: QuizRecord.Tally)] {
    Criterion.allCases.compactMap { criterion in
      var total = QuizRecord.Tally()
      for trainee in trainees {
        guard let last = trainee.runs.last(where: { run in run.byCriterion.contains { $0.criterion == criterion } }),
          let tally = last.byCriterion.first(where: { $0.criterion == criterion })?.tally
        else { continue }
        total.asked += tally.asked
        total.criterionRight += tally.criterionRight
        total.elementRight += tally.elementRight
      }
      return total.asked > 0 ? (criterion, total) : nil
    }
  }

  /// "2026-11-26 09:12" from the record's ISO date.
  public static func day(_ record: QuizRecord) -> String {
    guard let date = record.date, date.count >= 16 else { return record.date ?? "undated" }
    return date.prefix(10) + " " + date.dropFirst(11).prefix(5)
  }

  /// "9/15 criteria, 7/15 elements", with the dictation's word error rate, and "(stopped)" for a run left partway.
  public static func score(_ record: QuizRecord) -> String {
    var parts: [String] = []
    if !record.answers.isEmpty {
      parts.append(
        "\(record.criterionScore)/\(record.answers.count) criteria, \(record.elementScore)/\(record.answers.count) elements"
      )
    }
    if let dictation = record.dictationScore { parts.append("dictation \(dictation.percent) of words wrong") }
    if parts.isEmpty { parts.append("nothing answered") }
    return parts.joined(separator: ", ") + (record.finished ? "" : " (stopped)")
  }

  /// How a run was heard: "TalkBack, de, 350 wpm".
  public static func setting(_ record: QuizRecord) -> String {
    let readers =
      switch record.platform {
      case "ios": "VoiceOver"
      case "android": "TalkBack"
      default: "both readers"
      }
    return [
      readers, record.locale, record.rate.map { "\($0) wpm" }, record.listening.flatMap { $0 == "heard" ? nil : $0 },
    ]
    .compactMap { $0 }.joined(separator: ", ")
  }

  /// The text `--summary` prints.
  public var lines: [String] {
    guard runCount > 0 else { return ["No quiz records here yet: 'earshot quiz --record DIR' writes one per run."] }
    let width = Criterion.allCases.map(\.rawValue.count).max() ?? 0
    func padded(_ criterion: Criterion) -> String {
      criterion.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
    }
    var lines = [
      "\(runCount) run\(runCount == 1 ? "" : "s") by \(trainees.count) trainee\(trainees.count == 1 ? "" : "s")."
    ]
    for trainee in trainees {
      lines.append("")
      lines.append("\(trainee.name): \(trainee.runs.count) run\(trainee.runs.count == 1 ? "" : "s")")
      for run in trainee.runs {
        lines.append("  \(Self.day(run))  \(run.course ?? "a quiz")  (\(Self.setting(run))): \(Self.score(run))")
      }
      let progress = trainee.progress
      if !progress.isEmpty {
        lines.append("  criterion right, run by run:")
        for (criterion, tallies) in progress {
          let cells = tallies.map { $0.map { "\($0.criterionRight)/\($0.asked)" } ?? "-" }
          lines.append("    \(padded(criterion))  " + cells.joined(separator: "  "))
        }
      }
    }
    let byCriterion = classByCriterion
    if !byCriterion.isEmpty {
      lines.append("")
      lines.append("The class, each trainee's last run:")
      for (criterion, tally) in byCriterion {
        lines.append(
          "  \(padded(criterion))  \(tally.criterionRight)/\(tally.asked) criterion, \(tally.elementRight)/\(tally.asked) element"
        )
      }
    }
    return lines
  }
}
