import Rendering
import ScreenReader

/// `repeat`: the last thing said, shown and spoken again.
enum RepeatCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "repeat", scope: .repl, section: .session, summary: "Show and say the last thing again.")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.repeatLast()
    return .proceed
  }
}

extension Repl {
  /// `repeat`: the last thing said, shown and spoken again.
  mutating func repeatLast() {
    guard let last else { return note("nothing said yet") }
    settleReading()
    if textHidden {
      print("  " + style.dim(hiddenSpeech))
    } else {
      if let narration = last.narration { print("  " + style.dim("(narrator) ") + narration) }
      if !last.results.isEmpty { emit(renderer.render(last.results)) }
    }
    speak(last.segments)
  }
}
