import Rendering
import ScreenReader

/// `why`: which property or rule produced each part of the last utterance.
enum WhyCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "why", scope: .repl, section: .session,
    summary: "Explain which property or rule produced each part of the last utterance.",
    detail: "e.g. 'Subscribe' name from the visible label, 'not checked' state from the checked state.")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    if !repl.heldBack("why", reveals: "what was said, word by word") { repl.explainLast() }
    return .proceed
  }
}

extension Repl {
  /// `why`: which property or rule produced each part of the last utterance.
  func explainLast() {
    guard let last, last.results.contains(where: { !$0.events.utterances.isEmpty }) else {
      return note("nothing said yet: try 'next', then 'why'")
    }
    // A reader speaking as an older version says so: its words are that version's.
    var versions: [Platform: String] = [:]
    for session in player.sessions where session.reader.version != ReaderVersion.latest(session.reader.kind) {
      versions[session.platform] = "\(session.reader.version.name), \(session.reader.version.source)"
    }
    // The toolkit the scenario named for the element: its differences are in the sources below.
    for session in player.sessions {
      if let toolkit = session.focusedNode?.toolkit, let version = versions[session.platform] {
        versions[session.platform] = version + "; built with \(toolkit.displayName) (toolkit: \(toolkit.rawValue))"
      } else if let toolkit = session.focusedNode?.toolkit {
        versions[session.platform] = "built with \(toolkit.displayName) (toolkit: \(toolkit.rawValue))"
      }
    }
    print(WhyRenderer.render(typed: last.typed, results: last.results, style: style, versions: versions))
  }
}
