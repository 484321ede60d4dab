/// Turns a typed line into a `Command` for the given platform: intent names work
/// everywhere, gestures map per platform, and a gesture the platform lacks is an
/// error that names the platform's own way.
public enum CommandParser {
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// Where in the line the mistake starts, in characters.
    public var offset: Int = 0
    public var description: String { message }
  }

  /// Intent names (and the words that take an argument).
  public static let intentWords = [
    "next", "previous", "first", "last", "activate", "escape", "increment", "decrement",
    "long-press", "read-all", "read-from-here", "pause", "actions", "action", "touch", "key", "type",
  ]

  /// Every word a user can type to the engine, for completion and suggestions.
  public static var vocabulary: [String] {
    intentWords + Gesture.all.map(\.spelling)
  }

  /// nil when the line is not an engine command at all (the caller may know it).
  public static func parse(_ line: String, platform: Platform) -> Result<Command, Failure>? {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let head = words.first?.lowercased() else { return nil }
    let rest = words.dropFirst().joined(separator: " ")
    let simple: [String: Command] = [
      "next": .next, "previous": .previous, "prev": .previous, "first": .first, "last": .last,
      "activate": .activate, "escape": .escape, "increment": .increment, "decrement": .decrement,
      "long-press": .longPress, "read-all": .readAll, "read-from-here": .readFromHere, "pause": .pause,
      "actions": .actions,
    ]
    if let command = simple[head] {
      guard rest.isEmpty else {
        // `next 3` is parsed by the script parser; any other word is a mistake, not to be dropped.
        let offset = line.count - line.drop { $0.isWhitespace }.dropFirst(words[0].count).drop { $0.isWhitespace }.count
        let count = command.isRepeatable ? "; to repeat it, give a count: '\(head) 3'" : ""
        return .failure(Failure(message: "'\(head)' takes nothing after it, not '\(rest)'\(count)", offset: offset))
      }
      return .success(command)
    }
    switch head {
    case "action", "touch":
      guard !rest.isEmpty else {
        return .failure(
          Failure(message: "'\(head)' needs a name, e.g. '\(head) \(head == "touch" ? "Continue" : "Delete")'"))
      }
      return .success(head == "touch" ? .touch(rest) : .action(rest))
    case "type":
      // Quotes around the text are optional: type "Ada Lovelace" types Ada Lovelace.
      var text = rest
      if text.count >= 2, text.first == "\"", text.last == "\"" { text = String(text.dropFirst().dropLast()) }
      guard !text.isEmpty else { return .failure(Failure(message: "'type' needs text, e.g. 'type ada@example.com'")) }
      return .success(.type(text))
    case "key":
      let name = rest.lowercased()
      let keys = KeyboardKey.allCases.map(\.rawValue)
      guard !name.isEmpty else {
        return .failure(Failure(message: "'key' needs a key, e.g. 'key tab'; keys: " + keys.joined(separator: ", ")))
      }
      guard let key = KeyboardKey(rawValue: name) else {
        return .failure(
          Failure(
            message: "unknown key '\(rest)'" + Suggestion.didYouMean(name, among: keys) + "; keys: "
              + keys.joined(separator: ", ")))
      }
      return .success(.key(key))
    default:
      break
    }
    let spelled = words.joined(separator: " ").lowercased()
    if let gesture = Gesture.all.first(where: { $0.spelling == spelled }) {
      if let command = gesture.command(on: platform) {
        return .success(command)
      }
      let intent = ReaderKind.allCases.lazy.filter { $0 != platform.reader }.compactMap(gesture.command(for:)).first
      let equivalent = intent.map { Gesture.equivalent(of: $0, on: platform) } ?? "no gesture"
      return .failure(
        Failure(
          message:
            "\(platform.screenReaderName) has no '\(gesture.spelling)' gesture; to \(gesture.meaning) on \(platform.displayName) use \(equivalent)"
        ))
    }
    return nil
  }
}
