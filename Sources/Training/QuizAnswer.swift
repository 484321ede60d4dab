import Audit
import Foundation

/// Reading a trainee's answer: a number from the list, or a name (any case, a unique start is enough).
public enum QuizAnswer {
  public static func criterion(_ typed: String) -> Criterion? {
    let names = Criterion.allCases.map(\.rawValue)
    guard let index = choice(typed, among: names, aliases: ["keyboard": "External keyboard"]) else { return nil }
    return Criterion.allCases[index]
  }

  public static func element(_ typed: String, among choices: [ElementChoice]) -> ElementChoice? {
    // A name may be typed without its kind: "Country" for "Country (dropdown)".
    let bare = choices.map { choice in
      choice.name.hasSuffix(")")
        ? String(choice.name[..<(choice.name.lastIndex(of: "(") ?? choice.name.endIndex)]) : choice.name
    }.map { $0.trimmingCharacters(in: .whitespaces) }
    if let index = choice(typed, among: choices.map(\.name)) { return choices[index] }
    if let index = choice(typed, among: bare) { return choices[index] }
    return nil
  }

  /// The index chosen: "3" (1-based), or a name, exactly or by a start no other name shares.
  static func choice(_ typed: String, among names: [String], aliases: [String: String] = [:]) -> Int? {
    let text = typed.trimmingCharacters(in: .whitespaces).lowercased()
    guard !text.isEmpty else { return nil }
    if let number = Int(text) { return (1...names.count).contains(number) ? number - 1 : nil }
    let lowered = names.map { $0.lowercased() }
    if let exact = lowered.firstIndex(of: text) { return exact }
    if let alias = aliases[text], let index = names.firstIndex(of: alias) { return index }
    let starts = lowered.indices.filter { lowered[$0].hasPrefix(text) }
    return starts.count == 1 ? starts[0] : nil
  }
}
