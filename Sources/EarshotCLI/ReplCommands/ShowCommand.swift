import Rendering
import ScreenReader

/// `show`: what text off keeps back.
enum ShowCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "show", scope: .repl, section: .training,
    summary: "Print what text off hides: the last thing said, the About line and what the screen fails.")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.show()
    return .proceed
  }
}

extension Repl {
  /// `show`: what text off keeps back — the About line, what a broken variant fails, and the last thing said.
  mutating func show() {
    revealed = true
    if let about = loaded.about { print(style.dim("  About: \(about)")) }
    if let fails = loaded.fails { print(style.dim("  Broken on purpose: fails \(fails)")) }
    if let variant = loaded.variant {
      print(style.dim("  Variant: \(variant.name) (of \(loaded.variants.map(\.name).joined(separator: ", ")))"))
    }
    if textHidden { for warning in loaded.warnings { print(style.dim("  " + warning.description)) } }
    guard let last else { return note("nothing said yet") }
    print(style.dim("  > \(last.typed)"))
    if let narration = last.narration { print("  " + style.dim("(narrator) ") + narration) }
    if !last.results.isEmpty { emit(renderer.render(last.results)) }
  }
}
