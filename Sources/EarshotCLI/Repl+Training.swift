import Playback
import Rendering
import Scenario
import ScreenReader

/// Training by ear: what ears only (`text off`) prints in place of speech and
/// holds back until `show`.
extension Repl {
  /// What prints in place of speech while text is off: that something was said, not what
  /// (and, with no sound, that it could not be heard either).
  var hiddenSpeech: String { Self.hiddenSpeech(silent: live == nil || muted) }

  static func hiddenSpeech(silent: Bool) -> String {
    silent ? "(not heard: no sound; 'show' prints it)" : "(heard; 'show' prints it)"
  }

  /// Said before anything else when ears only meets a session that cannot be heard.
  var earsOnlyWarning: String? {
    guard textHidden, let silentReason else { return nil }
    return "ears only, but nothing can be heard here (\(silentReason)): 'text on' prints what is said instead, "
      + "or 'record FILE.wav' saves it to play on a device with sound"
  }

  /// Ears only: a command that would print what was said, the tree or the findings
  /// waits until `show` has printed what was said, and says so. True when held back.
  mutating func heldBack(_ command: String, reveals what: String) -> Bool {
    guard textHidden, !revealed else { return false }
    note(
      "held back, ears only: '\(command)' would print \(what); 'show' prints what was said, "
        + "then '\(command)' answers until the next gesture ('text on' prints everything)")
    return true
  }

  /// A scenario's warnings (an ungrouped label...), or, ears only, that there are some:
  /// each one names an element and what is wrong with it, which is the answer.
  func warningLines(_ warnings: [Diagnostic]) -> [String] {
    guard textHidden else { return warnings.map { style.dim($0.description) } }
    guard !warnings.isEmpty else { return [] }
    let count = warnings.count == 1 ? "1 warning" : "\(warnings.count) warnings"
    return [
      style.dim(
        "(\(count) about the screen held back, ears only: 'show' prints \(warnings.count == 1 ? "it" : "them"))")
    ]
  }
}
