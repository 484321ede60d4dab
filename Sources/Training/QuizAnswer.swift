import Audit
import Foundation
import ScreenReader

/// Reading a trainee's answer: a number from the list, or a name (any case; a unique start
/// of the name, or of one of its words, is enough: "keyb" is External keyboard).
public enum QuizAnswer {
  public static func criterion(_ typed: String) -> Criterion? {
    let names = Criterion.allCases.map(\.rawValue)
    guard let index = choice(typed, among: names, byWord: true) else { return nil }
    return Criterion.allCases[index]
  }

  public static func element(_ typed: String, among choices: [ElementChoice]) -> ElementChoice? {
    if let index = choice(typed, among: choices.map(\.name)) { return choices[index] }
    if let index = choice(typed, among: bareNames(choices)) { return choices[index] }
    return nil
  }

  /// "; did you mean 'Name'?" for a mistyped criterion, or empty.
  public static func criterionSuggestion(_ typed: String) -> String {
    let names = Criterion.allCases.map(\.rawValue)
    // "keybaord" is near the word a name is answered by, not the whole name.
    let words = names.filter { $0.contains(" ") }.flatMap { $0.split(separator: " ").map(String.init) }
    return suggestion(typed, among: names + words)
  }

  /// "; did you mean 'Country'?" for a mistyped element, or empty.
  public static func elementSuggestion(_ typed: String, among choices: [ElementChoice]) -> String {
    suggestion(typed, among: bareNames(choices))
  }

  /// The nearest names; for a short word, also one with two neighbouring letters swapped
  /// ("nmae"), the commonest slip, which plain edit distance counts as two.
  static func suggestion(_ typed: String, among names: [String]) -> String {
    let text = typed.trimmingCharacters(in: .whitespaces)
    let near = Suggestion.didYouMean(text, among: names)
    guard near.isEmpty else { return near }
    let swapped = names.filter { isSwap(Array(text.lowercased()), Array($0.lowercased())) }
    return swapped.isEmpty
      ? "" : "; did you mean " + swapped.prefix(2).map { "'\($0)'" }.joined(separator: " or ") + "?"
  }

  static func isSwap(_ a: [Character], _ b: [Character]) -> Bool {
    guard a.count == b.count, a != b else { return false }
    let differing = a.indices.filter { a[$0] != b[$0] }
    return differing.count == 2 && differing[1] == differing[0] + 1 && a[differing[0]] == b[differing[1]]
      && a[differing[1]] == b[differing[0]]
  }

  /// A name may be typed without its place: "Country" for "Country (1 of 2)".
  static func bareNames(_ choices: [ElementChoice]) -> [String] {
    choices.map { choice in
      choice.name.hasSuffix(")")
        ? String(choice.name[..<(choice.name.lastIndex(of: "(") ?? choice.name.endIndex)]) : choice.name
    }.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The index chosen: "3" (1-based), or a name, exactly or by a start no other name
  /// shares; `byWord`: the start of any word of the name counts too.
  static func choice(_ typed: String, among names: [String], byWord: Bool = false) -> Int? {
    let text = typed.trimmingCharacters(in: .whitespaces).lowercased()
    guard !text.isEmpty else { return nil }
    if let number = Int(text) { return (1...max(1, names.count)).contains(number) ? number - 1 : nil }
    let lowered = names.map { $0.lowercased() }
    if let exact = lowered.firstIndex(of: text) { return exact }
    let starts = lowered.indices.filter { index in
      lowered[index].hasPrefix(text)
        || (byWord && lowered[index].split(separator: " ").contains { $0.hasPrefix(text) })
    }
    return starts.count == 1 ? starts[0] : nil
  }
}
