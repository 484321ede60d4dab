import Playback
import ScreenReader

/// What the REPL says when a line is wrong: the nearest commands, the elements
/// in reach, or the gesture the platform uses instead. Never fatal.
enum ReplMistakes {
  /// Every whole command a user can type (declared, with aliases, and the gestures), for "did you mean".
  static var commands: [String] { ReplCommandTable.spellings }

  /// First words that start some command.
  static var headWords: Set<String> { ReplCommandTable.headWords }

  /// The message for a line whose first word starts no command, or nil when it does.
  static func unknownCommand(_ line: String) -> String? {
    let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    guard let head = words.first, !headWords.contains(head) else { return nil }
    // The nearest whole command (a misspelt gesture), and the nearest first word (a misspelt verb).
    var suggestions = Suggestion.nearest(to: line.lowercased(), among: commands, limit: 1)
    for word in Suggestion.nearest(to: head, among: Array(headWords).sorted(), limit: 1)
    where !suggestions.contains(where: { $0 == word || $0.hasPrefix(word + " ") }) {
      suggestions.append(word)
    }
    let quoted = suggestions.map { "'\($0)'" }
    let hint =
      quoted.isEmpty
      ? "; type 'help' for the list, or press Tab" : "; did you mean " + quoted.joined(separator: " or ") + "?"
    return "unknown command '\(words.count > 1 ? head : line)'\(hint)"
  }

  /// With both platforms in play, a gesture only one of them has: say so, and
  /// name the intent that works on both. Nil when the line means the same on each.
  static func gestureOnOnePlatform(_ line: String, platforms: [Platform]) -> String? {
    guard platforms.count > 1 else { return nil }
    let parsed = platforms.map { CommandParser.parse(line, platform: $0) }
    var failures: [String] = []
    var intent: Command?
    for result in parsed {
      switch result {
      case .success(let command)?: intent = command
      case .failure(let failure)?: failures.append(failure.message)
      case nil: return nil
      }
    }
    guard !failures.isEmpty, let intent else { return nil }
    return failures.joined(separator: "; ") + "; with both screen readers, type '\(intent.spelling)' to do it on each"
  }

  /// Extra words when `touch NAME` found nothing near: the elements in reach.
  static func elementsInReach(_ session: ScreenReaderSession) -> String {
    let names = session.reachableNodes.map(\.displayName)
    guard !names.isEmpty else { return "" }
    let shown = names.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
    return "; in reach: " + shown + (names.count > 5 ? ", ... ('touch ' and Tab lists them all)" : "")
  }
}
