import ScreenReader

/// Parses Earshot's command language. Engine commands and gestures come from the
/// ScreenReader parser (declared in `EngineCommands`); a line starting with a word
/// scripts add (expect, wait, say...) goes to that word's own parser
/// (`ScriptWords/`, listed in `ScriptCommands`). The helpers below are theirs.
public enum ScriptParser {
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// Where in the line the mistake starts, in characters from the line's first
    /// non-blank character, so messages can point at the right column.
    public var offset: Int

    public init(message: String, offset: Int = 0) {
      self.message = message
      self.offset = offset
    }

    public var description: String { message }
  }

  /// The longest single `wait`: a recording is held in memory, and a typo such as
  /// `wait 5000s` should be an error rather than an hour of silence.
  public static let longestWaitMilliseconds = 60_000

  /// A line is blank or a comment when it says nothing to do.
  public static func isBlankOrComment(_ line: String) -> Bool {
    let trimmed = line.drop { $0.isWhitespace }
    return trimmed.isEmpty || trimmed.hasPrefix("#")
  }

  /// What follows a script word, as its parser reads it.
  public struct Argument {
    /// The word as typed, lowercased.
    public var head: String
    /// The rest of the line after the word and its spaces.
    public var rest: String
    /// Where `rest` starts in the line, for messages.
    public var offset: Int
  }

  /// What a script line may start with, for "did you mean": built once, as every
  /// unknown line is compared with all of it.
  static let scriptVocabulary = CommandParser.vocabulary + CommandTable.declarations(in: .script).map(\.name)

  /// Parses one line for the given platform (gestures depend on it).
  /// `extraWords` are further commands the caller knows (the REPL's), for suggestions.
  public static func parse(_ line: String, platform: Platform, extraWords: [String] = []) -> Result<
    ScriptCommand, Failure
  > {
    let trimmed = String(line.drop { $0.isWhitespace }).trimmedTrailing
    let head = trimmed.prefix { !$0.isWhitespace }.lowercased()
    let afterHead = trimmed.dropFirst(head.count)
    let rest = String(afterHead.drop { $0.isWhitespace })
    if let declaration = CommandTable.declaration(for: head), declaration.scope == .script,
      let word = ScriptCommands.word(named: declaration.name)
    {
      return word.parse(Argument(head: head, rest: rest, offset: trimmed.count - rest.count))
    }
    return engineCommand(trimmed, head: head, platform: platform, extraWords: extraWords)
  }

  /// The most a count may repeat a command (`next 3`): more is surely a typo.
  public static let largestCount = 100

  /// A screen-reader command, with an optional count after commands that repeat
  /// (`next 3`, `swipe right 2`, `key tab 4`).
  static func engineCommand(_ trimmed: String, head: String, platform: Platform, extraWords: [String]) -> Result<
    ScriptCommand, Failure
  > {
    let words = trimmed.split(whereSeparator: \.isWhitespace)
    if words.count > 1, let last = words.last, last.allSatisfy(\.isNumber) {
      let withoutCount = words.dropLast().joined(separator: " ")
      // Only a command that repeats takes a count: `touch Item 3` names an element.
      if case .success(let command)? = CommandParser.parse(withoutCount, platform: platform), command.isRepeatable {
        let countOffset = trimmed.count - last.count
        guard let times = Int(last), (1...largestCount).contains(times) else {
          return .failure(
            Failure(message: "a count is from 1 to \(largestCount), not \(last)", offset: countOffset))
        }
        return .success(.engine(command, typed: trimmed, times: times))
      }
    }
    switch CommandParser.parse(trimmed, platform: platform) {
    case .success(let command)?:
      return .success(.engine(command, typed: trimmed))
    case .failure(let failure)?:
      return .failure(Failure(message: failure.message, offset: failure.offset))
    case nil:
      let vocabulary = scriptVocabulary + extraWords
      var suggestion = Suggestion.didYouMean(trimmed.lowercased(), among: vocabulary)
      if suggestion.isEmpty { suggestion = Suggestion.didYouMean(head, among: vocabulary) }
      return .failure(
        Failure(
          message:
            "unknown command '\(trimmed)'\(suggestion.isEmpty ? "; \(CommandTable.whatAScriptHolds)" : suggestion)"))
    }
  }

  /// `expect [ios|android] "TEXT"` and `expect-focus [ios|android] NAME` (`ExpectWord`,
  /// `ExpectFocusWord`). A first word naming a screen reader limits the expectation to it.
  static func expectation(_ head: String, _ rest: String, offset: Int) -> Result<ScriptCommand, Failure> {
    let isFocus = head == "expect-focus"
    var text = rest
    var textOffset = offset
    var platform: Platform?
    let firstWord = rest.prefix { !$0.isWhitespace }
    if let named = Platform(userInput: String(firstWord)) {
      platform = named
      text = String(rest.dropFirst(firstWord.count).drop { $0.isWhitespace })
      textOffset = offset + rest.count - text.count
    } else if let misnamed = misnamedReader(firstWord, before: rest.dropFirst(firstWord.count)) {
      // `expect iso "..."`: a word before the quotes can only name a screen reader.
      let guess = Suggestion.nearest(to: misnamed, among: readerWords, limit: 1).first.map {
        " (did you mean '\($0)'?)"
      }
      return .failure(
        Failure(
          message:
            "'\(misnamed)' is not a screen reader\(guess ?? ""): '\(head)' takes ios or android, or nothing for both, before the quoted text",
          offset: offset))
    }
    let spelled = head + (platform.map { " \($0.rawValue)" } ?? "")
    let example =
      isFocus
      ? "e.g. \(spelled) Continue" : "e.g. \(spelled) \"Subscribe, checked\""
    let missing = Failure(
      message: isFocus
        ? "'\(spelled)' takes the focused element's name, label or id, \(example)"
        : "'\(spelled)' takes the expected speech in quotes, \(example)",
      offset: textOffset)
    return textArgument(text, offset: textOffset, allowsEmpty: !isFocus).flatMap { argument in
      guard let argument else { return .failure(missing) }
      return .success(isFocus ? .expectFocus(argument, on: platform) : .expect(argument, on: platform))
    }
  }

  /// The words that name a screen reader before an expectation's text.
  static let readerWords = ["ios", "android", "voiceover", "talkback"]

  /// The first word, when it stands alone before a quoted text and is no reader:
  /// `expect iso "Subscribe"`. A word run into the text (`expect Subscribe now`) is text.
  static func misnamedReader(_ word: Substring, before remainder: Substring) -> String? {
    guard !word.isEmpty, !word.contains(where: { openingQuotes.contains($0) || closingQuotes.contains($0) }),
      remainder.first?.isWhitespace == true,
      let next = remainder.drop(while: \.isWhitespace).first, openingQuotes.contains(next)
    else { return nil }
    return String(word)
  }

  static let openingQuotes: Set<Character> = ["\"", "\u{201C}"]
  static let closingQuotes: Set<Character> = ["\"", "\u{201D}"]

  /// The text argument of `expect`, `expect-focus` and `say`: in double quotes
  /// (straight or curly, as pasted from a document), optionally followed by a
  /// `# comment`, or else the bare rest of the line. nil when there is none.
  /// A closing quote is one followed by the end of the line or a comment, so the
  /// text itself may hold quotes: `expect "Say "hello" now"`.
  static func textArgument(_ text: String, offset: Int, allowsEmpty: Bool) -> Result<String?, Failure> {
    guard let first = text.first else { return .success(nil) }
    guard openingQuotes.contains(first) else { return .success(text) }
    let characters = Array(text)
    var index = 1
    while index < characters.count {
      if closingQuotes.contains(characters[index]) {
        let after = characters[(index + 1)...].drop { $0.isWhitespace }
        if after.isEmpty || after.first == "#" {
          let inner = String(characters[1..<index])
          // `expect "a" "b"`: two quoted texts, not one holding quotes.
          if let split = inner.firstIndex(where: { closingQuotes.contains($0) }),
            inner[inner.index(after: split)...].drop(while: \.isWhitespace).first.map(openingQuotes.contains) == true
          {
            return .failure(
              Failure(
                message: "two quoted texts; this takes one: put it all in one pair of quotes",
                offset: offset + inner.distance(from: inner.startIndex, to: split) + 2))
          }
          if inner.allSatisfy(\.isWhitespace) && !allowsEmpty { return .success(nil) }
          return .success(inner)
        }
      }
      index += 1
    }
    let hasLaterQuote = characters.dropFirst().contains { closingQuotes.contains($0) }
    let message =
      hasLaterQuote
      ? "only a '# comment' may follow the closing quote"
      : "the quoted text has no closing quote"
    return .failure(Failure(message: message, offset: offset))
  }

  /// "500ms", "500 ms", "2s", "1.5s", "500" (milliseconds), up to a minute.
  static func duration(_ text: String) -> Result<Int, Failure> {
    let lowered = text.lowercased().filter { !$0.isWhitespace }
    let value: Double?
    if lowered.hasSuffix("ms") {
      value = Double(lowered.dropLast(2))
    } else if lowered.hasSuffix("s") {
      value = Double(lowered.dropLast()).map { $0 * 1000 }
    } else {
      value = Double(lowered)
    }
    guard let value, value.isFinite, value >= 0, !lowered.contains(where: { $0.isLetter && !"ms".contains($0) }) else {
      return .failure(Failure(message: "'wait' takes a duration such as 500ms or 2s, not '\(text)'"))
    }
    guard value <= Double(longestWaitMilliseconds) else {
      return .failure(
        Failure(message: "'wait' takes at most \(longestWaitMilliseconds / 1000)s at a time, not '\(text)'"))
    }
    return .success(Int(value.rounded()))
  }
}

extension String {
  var trimmedTrailing: String {
    var text = self
    while text.last?.isWhitespace == true { text.removeLast() }
    return text
  }
}
