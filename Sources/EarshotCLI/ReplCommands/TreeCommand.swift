import Rendering
import ScreenReader

/// `tree`: the accessibility tree of each reader in play.
enum TreeCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "tree", scope: .repl, section: .session, summary: "Show the accessibility tree as the screen reader sees it.",
    detail: "Marks focus (▸), modal boundaries, and elements hidden from the screen reader.")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    if !repl.heldBack("tree", reveals: "every element's name, role and state") { repl.showTree() }
    return .proceed
  }
}

extension Repl {
  /// `tree`: the accessibility tree of each reader in play.
  func showTree() {
    print(player.sessions.map { TreeRenderer.render($0, style: style) }.joined(separator: "\n"))
  }
}
