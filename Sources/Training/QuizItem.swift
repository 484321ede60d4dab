import Scenario

/// What the quiz runs through, in order; a played item carries what its course step fixes.
public enum QuizItem: Sendable {
  case say(String)
  case note(String)
  /// An example to hear and read, with no question.
  case listen(LoadedScenario, Course.Settings)
  case exercise(Exercise, Course.Settings)
  /// Announcements to write down: the gestures (or the scenario's walk) on one reader.
  case dictation(LoadedScenario, gestures: [ScriptLine], Course.Settings)

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
