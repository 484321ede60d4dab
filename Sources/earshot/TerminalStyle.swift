import Foundation
import ScreenReader

/// Colour for the terminal: each part of an utterance coloured by its kind,
/// plain when output is not a terminal or NO_COLOR is set.
struct TerminalStyle {
  let enabled: Bool

  static func detect() -> TerminalStyle {
    let environment = ProcessInfo.processInfo.environment
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return TerminalStyle(enabled: isatty(STDOUT_FILENO) == 1 && !noColor && environment["TERM"] != "dumb")
  }

  static func code(for kind: SpeechPart.Kind) -> String {
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

  func paint(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func colour(_ utterance: Utterance) -> String {
    utterance.parts.map { paint($0.text, Self.code(for: $0.kind)) }.joined(separator: ", ")
  }

  func dim(_ text: String) -> String { paint(text, "2") }
  func error(_ text: String) -> String { paint(text, "31") }
}
