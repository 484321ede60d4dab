import ScreenReader

/// Parses YAML text into located `PropertyValue`s, within `InputLimits`.
///
/// Scalars stay the text the user typed: the scenario decoder decides what they
/// mean from the key, so `on: false` and `value: 07:30` mean what they look like.
///
/// Values are composed from the parser's events with an explicit stack (no
/// recursion), and the limits are checked as each event arrives: a file nested
/// thousands of levels deep stops at the first level too many, and an alias bomb
/// stops as soon as its expansion would pass the value budget, before anything
/// is expanded (an alias shares its anchor's value).
public struct YAMLReader {
  let file: String

  public init(file: String) {
    self.file = file
  }

  /// The value of the file's one document (nil for an empty file), and the
  /// non-fatal problems met on the way (a key given twice).
  public func read(_ text: String) throws(ScenarioError) -> (root: PropertyValue?, diagnostics: [Diagnostic]) {
    var composer = YAMLComposer(file: file)
    let stream = YAMLEventStream(text: text, file: file)
    var documents = 0
    while true {
      let event: YAMLEvent
      do {
        event = try stream.next()
      } catch {
        throw ScenarioError(Self.diagnostic(for: error, text: text))
      }
      switch event {
      case .streamStart, .documentEnd:
        continue
      case .streamEnd:
        return (composer.root, composer.diagnostics)
      case .documentStart(let location):
        documents += 1
        if documents > 1 {
          throw ScenarioError(
            Diagnostic(
              at: location,
              "a second YAML document starts here ('---'); a scenario file holds one screen: remove the '---' line or move this screen to a file of its own"
            ))
        }
      default:
        try composer.take(event)
      }
    }
  }

  /// A syntax error in the user's words: libyaml's finding, then what to do.
  static func diagnostic(for error: YAMLEventStream.SyntaxError, text: String) -> Diagnostic {
    if error.problem.contains("nesting level") {
      return Diagnostic(at: error.location, YAMLComposer.tooDeepMessage)
    }
    var message = "YAML syntax: \(error.problem)"
    if let context = error.context, let contextLocation = error.contextLocation {
      message +=
        contextLocation.line == error.location.line
        ? " (\(context))" : " (\(context) from line \(contextLocation.line))"
    }
    message += "; " + advice(for: error, text: text)
    return Diagnostic(at: error.location, message)
  }

  /// libyaml's problem texts, and what to tell a designer for each.
  static let adviceByProblem: [(problem: String, advice: String)] = [
    (
      "mapping values are not allowed",
      "a ': ' inside a value starts a map where none can be; put the text in quotes (label: \"Note: read this\") or fix the indentation"
    ),
    (
      "could not find expected ':'",
      "a key has no ':' after it, or a quoted text runs on; write 'key: value' and close every quote"
    ),
    ("unexpected end of", "something opened is never closed: add the closing quote, ']' or '}'"),
    (
      "did not find expected key",
      "this line does not line up with the keys above it; indent it like the other keys of its map"
    ),
    (
      "did not find expected '-' indicator",
      "this line does not line up with the '- ' items above it; indent it like them"
    ),
    ("expected ',' or ']'", "a '[' list is not closed or its items are not separated by commas; end it with ']'"),
    ("expected ',' or '}'", "a '{' map is not closed or its entries are not separated by commas; end it with '}'"),
    ("did not find expected node content", "a value is missing here; give it, or remove the stray ',' or bracket"),
    ("unknown escape character", "'\\' starts an escape in double quotes; use single quotes or write '\\\\'"),
    ("control characters are not allowed", "remove the control character; a scenario is plain text"),
    (
      "block sequence entries are not allowed",
      "a '- ' list cannot follow a value on the same line; start it on the next line, indented"
    ),
    (
      "alphabetic or numeric character",
      "'&' and '*' must be followed by an anchor name; put text that starts with them in quotes"
    ),
  ]

  static func advice(for error: YAMLEventStream.SyntaxError, text: String) -> String {
    let problem = error.problem
    if problem.contains("cannot start any token") || problem.contains("tab character") {
      switch character(at: error.location, in: text) {
      case "\t": return "a tab cannot indent YAML; indent with spaces"
      case let character?:
        return "'\(character)' cannot start a value; put the text in quotes, e.g. label: \"\(character)home\""
      case nil: return "put the text in quotes"
      }
    }
    if let match = adviceByProblem.first(where: { problem.contains($0.problem) }) {
      return match.advice
    }
    return "check the indentation and that every ':' has a space after it"
  }

  /// The character at a 1-based line and column.
  static func character(at location: SourceLocation, in text: String) -> Character? {
    var line = 1
    var column = 1
    for scalar in text.unicodeScalars {
      if line == location.line && column == location.column { return Character(scalar) }
      if line > location.line { return nil }
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return nil
  }
}
