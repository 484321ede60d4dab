import ScreenReader

/// Parses Earshot's command language. Engine commands and gestures come from the
/// ScreenReader parser; this adds the words scripts need (expect, wait, say...).
public enum ScriptParser {
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// Words of the script language beyond the engine's.
  public static let scriptWords = ["platform", "expect", "expect-focus", "wait", "say", "hints"]

  /// A line is blank or a comment when it says nothing to do.
  public static func isBlankOrComment(_ line: String) -> Bool {
    let trimmed = line.drop { $0.isWhitespace }
    return trimmed.isEmpty || trimmed.hasPrefix("#")
  }

  /// Parses one line for the given platform (gestures depend on it).
  /// `extraWords` are further commands the caller knows (the REPL's), for suggestions.
  public static func parse(_ line: String, platform: Platform, extraWords: [String] = []) -> Result<ScriptCommand, Failure> {
    let trimmed = String(line.drop { $0.isWhitespace }).trimmedTrailing
    let head = trimmed.prefix { !$0.isWhitespace }.lowercased()
    let rest = String(trimmed.dropFirst(head.count).drop { $0.isWhitespace })
    switch head {
    case "platform":
      guard let choice = PlatformChoice(rawValue: rest.lowercased()) ?? Platform(userInput: rest).flatMap({ PlatformChoice(rawValue: $0.rawValue) }) else {
        return .failure(Failure(message: "'platform' takes ios, android or both, not '\(rest)'"))
      }
      return .success(.platform(choice))
    case "expect":
      guard let text = quoted(rest) else {
        return .failure(Failure(message: "'expect' takes the expected speech in quotes, e.g. expect \"Subscribe, checked\""))
      }
      return .success(.expect(text))
    case "expect-focus":
      guard let text = quoted(rest) ?? (rest.isEmpty ? nil : rest) else {
        return .failure(Failure(message: "'expect-focus' takes the focused element's name, e.g. expect-focus Continue"))
      }
      return .success(.expectFocus(text))
    case "say":
      guard let text = quoted(rest) ?? (rest.isEmpty ? nil : rest) else {
        return .failure(Failure(message: "'say' takes the narration in quotes, e.g. say \"Now open the menu\""))
      }
      return .success(.say(text))
    case "wait":
      guard let milliseconds = duration(rest) else {
        return .failure(Failure(message: "'wait' takes a duration such as 500ms or 2s, not '\(rest)'"))
      }
      return .success(.wait(milliseconds: milliseconds))
    case "hints":
      switch rest.lowercased() {
      case "on": return .success(.hints(true))
      case "off": return .success(.hints(false))
      default: return .failure(Failure(message: "'hints' takes on or off"))
      }
    default:
      break
    }
    switch CommandParser.parse(trimmed, platform: platform) {
    case .success(let command)?:
      return .success(.engine(command, typed: trimmed))
    case .failure(let failure)?:
      return .failure(Failure(message: failure.message))
    case nil:
      let vocabulary = CommandParser.vocabulary + scriptWords + extraWords
      let suggestion = Suggestion.didYouMean(trimmed.lowercased(), among: vocabulary)
      return .failure(Failure(message: "unknown command '\(trimmed)'\(suggestion.isEmpty ? "; type 'help' for the list" : suggestion)"))
    }
  }

  /// The text between double quotes, if the argument is quoted.
  static func quoted(_ text: String) -> String? {
    guard text.count >= 2, text.first == "\"", text.last == "\"" else { return nil }
    return String(text.dropFirst().dropLast())
  }

  /// "500ms", "2s", "1.5s", "500".
  static func duration(_ text: String) -> Int? {
    let lowered = text.lowercased()
    if lowered.hasSuffix("ms"), let value = Int(lowered.dropLast(2)) { return value >= 0 ? value : nil }
    if lowered.hasSuffix("s"), let value = Double(lowered.dropLast()) { return value >= 0 ? Int(value * 1000) : nil }
    if let value = Int(lowered), value >= 0 { return value }
    return nil
  }
}

extension String {
  var trimmedTrailing: String {
    var text = self
    while text.last?.isWhitespace == true { text.removeLast() }
    return text
  }
}
