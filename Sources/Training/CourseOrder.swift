import Foundation
import ScreenReader

/// The order one trainee hears a course in, with nothing said before an answer that
/// gives it away (issue 35: "the narration names the criterion before the exercise",
/// "the order never changes").
///
/// A course is read as parts: between two examples (`listen:`), dictations or notes,
/// the exercises in a row form a run, each led in by the narration just before it.
/// - With a seed, each run's exercises are shuffled, each with its lead-in: two
///   trainees side by side hear the same part in different orders, and the same seed
///   gives the same order again (it is written in the record).
/// - A lead-in sentence that names a criterion one of the run's exercises fails is
///   held back and said after the run's last answer. A sentence naming three or more
///   criteria is a list of them (the introduction's), not a clue, and stays.
/// Examples, notes and the narration around them stay where the trainer wrote them.
public enum CourseOrder {
  /// A list of this many criteria or more, named in one sentence, gives none of them away.
  static let listLength = 3

  public static func arranged(_ items: [QuizItem], seed: UInt64?) -> [QuizItem] {
    var generator = seed.map(SeededOrder.init(seed:))
    var result: [QuizItem] = []
    var pending: [QuizItem] = []
    var run: [Block] = []

    func closeRun() {
      guard !run.isEmpty else { return }
      if var shuffler = generator {
        run.shuffle(using: &shuffler)
        generator = shuffler
      }
      let criteria = Set(run.compactMap(\.criterion))
      var held: [String] = []
      for block in run {
        for text in block.lead {
          let (kept, leaking) = split(text, criteria: criteria)
          if !kept.isEmpty { result.append(.say(kept)) }
          if !leaking.isEmpty { held.append(leaking) }
        }
        result.append(block.exercise)
      }
      if !held.isEmpty { result.append(.say(held.joined(separator: " "))) }
      run = []
    }

    for item in items {
      switch item {
      case .say:
        pending.append(item)
      case .exercise:
        let lead = pending.compactMap { item -> String? in
          if case .say(let text) = item { return text }
          return nil
        }
        run.append(Block(lead: lead, exercise: item))
        pending = []
      case .listen, .dictation, .note:
        closeRun()
        result += pending
        pending = []
        result.append(item)
      }
    }
    closeRun()
    return result + pending
  }

  /// An exercise and the narration said just before it.
  struct Block {
    var lead: [String]
    var exercise: QuizItem

    var criterion: Criterion? {
      if case .exercise(let exercise, _) = exercise { return exercise.criterion }
      return nil
    }
  }

  /// The text's sentences that give none of `criteria` away, and those that do.
  static func split(_ text: String, criteria: Set<Criterion>) -> (kept: String, leaking: String) {
    var kept: [String] = []
    var leaking: [String] = []
    for sentence in sentences(text) {
      let named = Criterion.allCases.filter { names(sentence, $0) }
      if named.count < listLength, named.contains(where: criteria.contains) {
        leaking.append(sentence)
      } else {
        kept.append(sentence)
      }
    }
    return (kept.joined(separator: " "), leaking.joined(separator: " "))
  }

  /// Whether a sentence says the criterion's word, in any form ("names", "grouped", "focused").
  static func names(_ sentence: String, _ criterion: Criterion) -> Bool {
    let stem = stem(of: criterion)
    var word = ""
    for character in sentence.lowercased() + " " {
      if character.isLetter {
        word.append(character)
      } else {
        if word.hasPrefix(stem) { return true }
        word = ""
      }
    }
    return false
  }

  /// The criterion's last word without "-ing" or "-s": "External keyboard" is heard as
  /// "keyboard", "Grouping" as "group", "Actions" as "action".
  static func stem(of criterion: Criterion) -> String {
    var word = String(criterion.rawValue.lowercased().split(separator: " ").last ?? "")
    if word.hasSuffix("ing") { word.removeLast(3) } else if word.hasSuffix("s") { word.removeLast() }
    return word
  }

  /// A text's sentences, each ending at ".", "?" or "!" before a space or the end.
  static func sentences(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      current.append(character)
      let atEnd = index + 1 == characters.count || characters[index + 1].isWhitespace
      if ".?!".contains(character), atEnd {
        result.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        current = ""
      }
    }
    let rest = current.trimmingCharacters(in: .whitespacesAndNewlines)
    if !rest.isEmpty { result.append(rest) }
    return result
  }
}
