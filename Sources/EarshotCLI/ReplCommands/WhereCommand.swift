import Rendering
import ScreenReader

/// `where`: the focused element described again, without moving.
enum WhereCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "where", scope: .repl, section: .session, summary: "Describe the focused element again.")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.describeFocus()
    return .proceed
  }
}

extension Repl {
  /// `where`: the focused element described again, without moving.
  mutating func describeFocus() {
    settleReading()
    let focus = focusUtterances()
    emit(textHidden ? ["  " + style.dim(hiddenSpeech)] : renderer.render(focus.results))
    last = focus
    lastGesture = nil
    speak(focus.segments)
  }
}
