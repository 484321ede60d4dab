/// Who tells that a broken variant fails its criterion: `earshot check` (the default),
/// or the trainer, for a defect no rule can judge from the screen (a name that says
/// the wrong thing, a reading order that misleads). `validate` holds a variant the
/// checker judges to its criterion; a trainer-judged one only to failing nothing else.
public enum ExerciseJudge: String, CaseIterable, Sendable, Hashable {
  case check
  case trainer
}
