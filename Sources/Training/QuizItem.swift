import Scenario
import ScreenReader

/// What the quiz runs through, in order; a played item carries what its course step fixes.
public enum QuizItem: Sendable {
  case say(String)
  case note(String)
  /// An example to hear and read, with no question.
  case listen(LoadedScenario, Course.Settings)
  case exercise(Exercise, Course.Settings)
  /// Announcements to write down: the gestures (or the scenario's walk) on one reader.
  case dictation(LoadedScenario, gestures: [ScriptLine], Course.Settings)

  /// A course's steps as the quiz runs them, each scenario loaded; the first file that
  /// cannot be played stops it (an exercise without a broken variant is reported at its step).
  public static func items(of course: Course) throws(ScenarioError) -> [QuizItem] {
    var items: [QuizItem] = []
    for (step, fixed) in zip(course.steps, course.stepSettings) {
      switch step {
      case .say(let text): items.append(.say(text))
      case .note(let text): items.append(.note(text))
      case .listen(let path, _): items.append(.listen(try ScenarioLoader.load(path: path), fixed))
      case .dictation(let path, let gestures, _):
        items.append(.dictation(try ScenarioLoader.load(path: path), gestures: gestures, fixed))
      case .exercise(let path, let location):
        guard let exercise = try Exercise.load(path: path) else {
          throw ScenarioError(Diagnostic(at: location, "\(path) has no broken variant ('fails:'); nothing to ask"))
        }
        items.append(.exercise(exercise, fixed))
      }
    }
    return items
  }

  /// A course cut after its first `count` exercises.
  public static func firstExercises(_ items: [QuizItem], count: Int) -> [QuizItem] {
    var seen = 0
    var result: [QuizItem] = []
    for item in items {
      if case .exercise = item {
        guard seen < count else { break }
        seen += 1
      }
      result.append(item)
    }
    return result
  }
}
