/// A line of the quiz as stretches of text, each with its tone; the front end
/// colours each tone its own way (or not at all, piped).
public struct QuizText: Sendable, Equatable, ExpressibleByStringLiteral {
  /// How a stretch stands out: the quiz's headings and right answers, asides, and mistakes.
  public enum Tone: Sendable, Equatable {
    case plain, note, dim, error
  }

  public struct Run: Sendable, Equatable {
    public var text: String
    public var tone: Tone
  }

  public var runs: [Run]

  public init(_ text: String, _ tone: Tone = .plain) {
    runs = text.isEmpty ? [] : [Run(text: text, tone: tone)]
  }

  public init(stringLiteral text: String) {
    self.init(text)
  }

  public static func note(_ text: String) -> QuizText { QuizText(text, .note) }
  public static func dim(_ text: String) -> QuizText { QuizText(text, .dim) }
  public static func error(_ text: String) -> QuizText { QuizText(text, .error) }

  public static func + (left: QuizText, right: QuizText) -> QuizText {
    var result = left
    result.runs += right.runs
    return result
  }

  /// The words without their tones.
  public var plain: String { runs.map(\.text).joined() }
}
