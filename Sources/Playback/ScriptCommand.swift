import ScreenReader

/// One line of Earshot's command language, as scripts and the REPL share it.
public enum ScriptCommand: Hashable, Sendable {
  /// A screen-reader command (`next`, `double tap`, `key tab`...), kept as typed.
  case engine(Command, typed: String)
  case platform(PlatformChoice)
  /// The last command's speech must match (ignoring case, spacing, hyphens and punctuation).
  case expect(String)
  /// The focused element's name must match.
  case expectFocus(String)
  /// Silence in the recording.
  case wait(milliseconds: Int)
  /// Narration in the narrator's voice.
  case say(String)
  case hints(Bool)
  /// TalkBack's "Element description order" verbosity setting.
  case talkBackOrder(TalkBackDescriptionOrder)
  /// The readers speak a shipped locale's words from here on (`locale de`).
  case locale(String)
}
