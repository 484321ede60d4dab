import Audit
import Rendering
import ScreenReader

/// `check`: the success criteria the screen fails, with where (the REPL's; the
/// command line's `earshot check` is EarshotCommands' `CheckCommand`).
enum CheckCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "check", scope: .repl, section: .session,
    summary: "List the success criteria this scenario fails (Name, Grouping, State, Focus...), with where.")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    if !repl.heldBack("check", reveals: "what the screen fails and where: the answer") { repl.checkScreen() }
    return .proceed
  }
}

extension Repl {
  /// `check`: the success criteria the screen fails, with where.
  func checkScreen() {
    let findings = Auditor.audit(loaded.screen, locale: player.locale)
    if findings.isEmpty { note("no findings: every success-criteria check passes") }
    for finding in findings { print("  " + style.error(finding.description)) }
  }
}
