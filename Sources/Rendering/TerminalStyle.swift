import Foundation
import ScreenReader

/// Colour for the terminal: each part of an utterance coloured by its kind,
/// plain when output is not a terminal or NO_COLOR is set.
public struct TerminalStyle {
  /// A stretch of text in one colour (nil: plain).
  public struct Run: Equatable {
    public var text: String
    public var code: String?

    public init(_ text: String, _ code: String? = nil) {
      self.text = text
      self.code = code
    }
  }

  public let enabled: Bool

  public init(enabled: Bool) {
    self.enabled = enabled
  }

  public static func detect() -> TerminalStyle {
    let environment = ProcessInfo.processInfo.environment
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return TerminalStyle(enabled: isatty(STDOUT_FILENO) == 1 && !noColor && environment["TERM"] != "dumb")
  }

  public static func code(for kind: SpeechPart.Kind) -> String {
    switch kind {
    case .name: "1"  // bold
    case .value: "36"  // cyan
    case .role: "35"  // magenta
    case .state: "33"  // yellow
    case .position, .collection: "34"  // blue
    case .hint, .actions: "2"  // dim
    case .window: "1;32"  // bold green
    case .announcement: "32"  // green
    }
  }

  public static let dimCode = "2"
  public static let errorCode = "31"
  public static let noteCode = "36"

  public func paint(_ text: String, _ code: String?) -> String {
    guard enabled, let code, !text.isEmpty else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  /// The utterance as it is printed: its parts joined as they are spoken, each in its kind's colour.
  public static func runs(_ utterance: Utterance) -> [Run] {
    var runs: [Run] = []
    for (index, part) in utterance.parts.enumerated() {
      if index > 0 { runs.append(Run(", ")) }
      runs.append(Run(part.text, code(for: part.kind)))
    }
    return runs
  }

  public func render(_ runs: [Run]) -> String {
    runs.map { paint($0.text, $0.code) }.joined()
  }

  public func colour(_ utterance: Utterance) -> String {
    render(Self.runs(utterance))
  }

  public func dim(_ text: String) -> String { paint(text, Self.dimCode) }
  public func error(_ text: String) -> String { paint(text, Self.errorCode) }
  public func note(_ text: String) -> String { paint(text, Self.noteCode) }

  /// Breaks runs into lines of at most `width` columns, at spaces where it can.
  public static func wrap(_ runs: [Run], width: Int) -> [[Run]] {
    let width = max(8, width)
    var lines: [[Run]] = [[]]
    var used = 0
    for run in runs {
      // Words keep the space that follows them, so joining lines loses nothing but line-end spaces.
      var words: [String] = []
      var current = ""
      for character in run.text {
        current.append(character)
        if character == " " {
          words.append(current)
          current = ""
        }
      }
      if !current.isEmpty { words.append(current) }
      for var word in words {
        // Columns, not characters: a kana or kanji takes two.
        let visible = DisplayWidth.of(word.last == " " ? String(word.dropLast()) : word)
        if used + visible > width, used > 0 {
          trimTrailingSpace(&lines[lines.count - 1])
          lines.append([])
          used = 0
        }
        while DisplayWidth.of(word) > width {  // a word wider than the column: cut it
          let head = DisplayWidth.prefix(of: word, width: width)
          lines[lines.count - 1].append(Run(head, run.code))
          lines.append([])
          word = String(word.dropFirst(head.count))
        }
        lines[lines.count - 1].append(Run(word, run.code))
        used += DisplayWidth.of(word)
      }
    }
    trimTrailingSpace(&lines[lines.count - 1])
    return lines
  }

  public static func trimTrailingSpace(_ line: inout [Run]) {
    while let last = line.last, last.text.last == " " {
      let trimmed = String(last.text.dropLast())
      line.removeLast()
      if !trimmed.isEmpty {
        line.append(Run(trimmed, last.code))
        return
      }
    }
  }

  public static func visibleWidth(_ runs: [Run]) -> Int {
    runs.reduce(0) { $0 + DisplayWidth.of($1.text) }
  }
}
