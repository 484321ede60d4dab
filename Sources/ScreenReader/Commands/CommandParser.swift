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

  /// Intent names (and the words that take an argument), as declared.
  public static let intentWords: [String] = EngineCommands.all.map(\.name)

  /// Every word a user can type to the engine (aliases aside), for suggestions.
  public static let vocabulary: [String] = intentWords + Gesture.all.map(\.spelling)

  /// Each word (name or alias) to the engine declaration it calls: every typed line
  /// is looked up here, so it is built once instead of scanned.
  static let declarationsByWord = CommandDeclaration.index(EngineCommands.all)

  /// The engine declaration a word calls, by its name or an alias.
  public static func declaration(for word: String) -> CommandDeclaration? {
    declarationsByWord[word.lowercased()]
  }

  /// nil when the line is not an engine command at all (the caller may know it).
  public static func parse(_ line: String, platform: Platform) -> Result<Command, Failure>? {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let head = words.first?.lowercased() else { return nil }
    let rest = words.dropFirst().joined(separator: " ")
    // A name of two words (`next heading`, `rotor back`) before the first word alone.
    if words.count >= 2, let declaration = declaration(for: head + " " + words[1].lowercased()) {
      let afterTwo = words.dropFirst(2).joined(separator: " ")
      return parse(
        afterTwo, of: declaration, head: head + " " + words[1], line: line, firstWord: words[0] + " " + words[1])
    }
    if let declaration = declaration(for: head) {
      return parse(rest, of: declaration, head: head, line: line, firstWord: words[0])
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

  /// What follows an intent word, read by the declaration's argument kind.
  static func parse(
    _ rest: String, of declaration: CommandDeclaration, head: String, line: String, firstWord: String
  ) -> Result<Command, Failure> {
    let make = declaration.engineCommand ?? { _ in nil }
    switch declaration.argument {
    case .elementName, .actionName:
      guard !rest.isEmpty, let command = make(rest) else {
        return .failure(Failure(message: "'\(head)' needs a name, e.g. '\(declaration.example)'"))
      }
      return .success(command)
    case .text:
      // Quotes around the text are optional: type "Ada Lovelace" types Ada Lovelace.
      var text = rest
      if text.count >= 2, text.first == "\"", text.last == "\"" { text = String(text.dropFirst().dropLast()) }
      guard !text.isEmpty, let command = make(text) else {
        return .failure(Failure(message: "'\(head)' needs text, e.g. '\(declaration.example)'"))
      }
      return .success(command)
    case .keyName:
      let name = rest.lowercased()
      let keys = KeyboardKey.allCases.map(\.rawValue)
      guard !name.isEmpty else {
        return .failure(
          Failure(
            message: "'\(head)' needs a key, e.g. '\(declaration.example)'; keys: " + keys.joined(separator: ", ")))
      }
      guard let command = make(name) else {
        return .failure(
          Failure(
            message: "unknown key '\(rest)'" + Suggestion.didYouMean(name, among: keys) + "; keys: "
              + keys.joined(separator: ", ")))
      }
      return .success(command)
    default:
      guard let command = make(""), rest.isEmpty else {
        // `next 3` is parsed by the script parser; any other word is a mistake, not to be dropped.
        let offset =
          line.count - line.drop { $0.isWhitespace }.dropFirst(firstWord.count).drop { $0.isWhitespace }.count
        let repeats = declaration.argument == .count ? "; to repeat it, give a count: '\(head) 3'" : ""
        return .failure(Failure(message: "'\(head)' takes nothing after it, not '\(rest)'\(repeats)", offset: offset))
      }
      return .success(command)
    }
  }
}
