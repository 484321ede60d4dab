import Playback
import ScreenReader

/// What the quiz needs from where it runs (a terminal with sound, or a test): a
/// place to show lines, answers, and a voice. The quiz decides what comes when.
public protocol QuizFrontEnd: AnyObject {
  /// Shows a line to the trainee.
  func show(_ line: QuizLine)
  /// The trainee's next answer, trimmed and not empty; nil at the end of input.
  func readAnswer(prompt: String) -> String?
  /// Says a step in full before returning; false when the trainee cut it off (Ctrl-C).
  func speak(_ step: Step) -> Bool
  /// The voices for what is played next: the readers' in the settings' language and rate,
  /// with voices for the languages the screen's text is in.
  func useVoices(_ settings: Course.Settings, for screen: Screen)
  /// Starts keeping what is said, for a WAV file of its own (`--wav-each`).
  func startClip()
  /// Writes what was kept since `startClip` as a file named `name`, when anything was said.
  func finishClip(named name: String)
  /// A line of a course's or exercise's file that cannot be played, reported where it is written.
  func report(_ diagnostic: Diagnostic)
}
