import ScreenReader

/// One line of Earshot's command language, as scripts and the REPL share it.
public enum ScriptCommand: Hashable, Sendable {
  /// A screen-reader command (`next`, `double tap`, `key tab`...), kept as typed;
  /// `times` repeats it (`next 3`).
  case engine(Command, typed: String, times: Int = 1)
  case platform(PlatformChoice)
  /// The last command's speech must match (ignoring case, spacing, hyphens and
  /// punctuation): on every platform in play, or only on `on` (`expect ios "..."`).
  case expect(String, on: Platform? = nil)
  /// The focused element must be the one named (by spoken name, visible label or id).
  case expectFocus(String, on: Platform? = nil)
  /// Silence in the recording.
  case wait(milliseconds: Int)
  /// Narration in the narrator's voice.
  case say(String)
  case hints(Bool)
  /// TalkBack's "Element description order" verbosity setting.
  case talkBackOrder(TalkBackDescriptionOrder)
  /// The readers speak a shipped locale's words from here on (`locale de`).
  case locale(String)
  /// The reader of that version speaks from here on (`reader talkback-12`).
  case reader(ReaderVersion)
}
