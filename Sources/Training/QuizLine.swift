import Playback
import ScreenReader

/// One thing the quiz shows the trainee, for the front end to print its own way.
public enum QuizLine: Sendable {
  /// A line as it is.
  case text(QuizText)
  /// Prose (the narrator, a note, an explanation) after `lead`: wrapped at a terminal's width,
  /// each later line indented by `indent`.
  case prose(QuizText, lead: QuizText, indent: Int)
  /// What was said, step by step; `echo`: each step's command first.
  case transcript([Step], echo: Bool)
  /// Where each word said of an element comes from, on each reader, as `why` shows it.
  case why([Step.PlatformResult])
  /// Said but not shown (heard, or `silent`: nothing can be heard); 'show' prints it.
  case speechHidden(silent: Bool)
}
