import ScreenReader

/// A training session written by a trainer: exercises in order, with what the
/// narrator says between them and the trainer's own notes. `earshot quiz COURSE.yaml` runs it.
public struct Course: Sendable {
  public enum Step: Sendable, Equatable {
    /// Spoken by the narrator (and printed).
    case say(String)
    /// For the trainer: printed, never spoken.
    case note(String)
    /// A scenario with a broken variant; the path is resolved against the course's folder.
    case exercise(path: String, location: SourceLocation)
    /// A scenario heard as an example (its script, shown and spoken), with no question.
    case listen(path: String, location: SourceLocation)
  }

  public var file: String
  public var title: String
  public var about: String?
  public var steps: [Step]

  /// The exercise files, in order.
  public var exercisePaths: [String] {
    steps.compactMap { step in
      if case .exercise(let path, _) = step { return path }
      return nil
    }
  }

  /// Every scenario file the course plays, exercises and examples.
  public var scenarioPaths: [String] {
    steps.compactMap { step in
      switch step {
      case .exercise(let path, _), .listen(let path, _): path
      case .say, .note: nil
      }
    }
  }

  static let keys: [PropertyKey] = [
    PropertyKey("course", .string, "The course's title."),
    PropertyKey("about", .string, "What it teaches and how long it takes."),
    PropertyKey(
      "steps", .listOf([]),
      "In order: 'say: TEXT' (the narrator), 'note: TEXT' (for the trainer), 'listen: PATH' (an example) or 'exercise: PATH'."
    ),
  ]

  static let stepKinds = ["say", "note", "listen", "exercise"]
}
