import Audit
import Scenario
import ScreenReader

/// Holds an exercise to its word: its broken variant fails the criterion its
/// `fails:` names and no other, and its fixed variant fails nothing, as `check`
/// finds them. A broken variant `judged-by: trainer` fails what no rule judges: it is
/// held to failing nothing check finds, its own criterion included.
/// `validate` reports each way a file falls short, located.
public enum ExerciseCheck {
  /// What is wrong with one variant of an exercise file (nothing for a scenario that is no exercise).
  public static func problems(of loaded: LoadedScenario) -> [Diagnostic] {
    let isExercise = loaded.fails != nil || loaded.variants.contains { $0.fails != nil }
    guard isExercise else { return [] }
    let findings = Auditor.audit(loaded.screen)
    let name = loaded.variant.map { "variant '\($0.name)'" } ?? "the scenario"
    let place = loaded.variant?.location
    func listed(_ findings: [Finding]) -> String {
      findings.map { "\($0.criterion.rawValue) (\($0.rule))" }.joined(separator: ", ")
    }
    guard let fails = loaded.fails else {
      return findings.map { finding in
        diagnostic(
          at: finding.location ?? place, file: loaded.file,
          "\(name) is the fixed one but still fails \(finding.criterion.rawValue): \(finding.message) (\(finding.rule))",
          suggestion: "fix that too, so the trainee hears a screen that passes every check")
      }
    }
    var problems: [Diagnostic] = []
    if loaded.variant?.judgedBy == .trainer {
      // The trainer judges what no rule sees; a defect check does see is held to it, so the key cannot hide one.
      if let own = findings.first(where: { $0.criterion.rawValue == fails }) {
        problems.append(
          diagnostic(
            at: own.location ?? place, file: loaded.file,
            "\(name) says the trainer judges \(fails), but check finds it: \(own.message) (\(own.rule))",
            suggestion: "drop 'judged-by: trainer', so that validate holds the exercise to what check finds"))
      }
      if loaded.variant?.patchedIDs.isEmpty ?? true {
        problems.append(
          diagnostic(
            at: place, file: loaded.file,
            "\(name) is judged by the trainer but patches nothing, so no element is the answer to 'which element?'",
            suggestion: "patch the element it breaks, e.g. 'patch: { send: { label: Submit } }'"))
      }
    } else if !findings.contains(where: { $0.criterion.rawValue == fails }) {
      let found = findings.isEmpty ? "it finds nothing" : "it finds only \(listed(findings))"
      problems.append(
        diagnostic(
          at: place, file: loaded.file,
          "\(name) says it fails \(fails), but check finds no \(fails) defect in it: \(found)",
          suggestion:
            "make the broken variant break \(fails) (earshot check \(loaded.file) shows what it fails), or name the criterion it does fail"
        ))
    }
    for finding in findings where finding.criterion.rawValue != fails {
      problems.append(
        diagnostic(
          at: finding.location ?? place, file: loaded.file,
          "\(name) should fail only \(fails) but also fails \(finding.criterion.rawValue): \(finding.message) (\(finding.rule))",
          suggestion: "an exercise breaks one criterion, so the trainee's answer is not ambiguous; fix this one"))
    }
    return problems
  }

  /// Located where given, else on the file.
  static func diagnostic(at place: SourceLocation?, file: String, _ message: String, suggestion: String) -> Diagnostic {
    guard let place else { return Diagnostic(file: file, message, suggestion: suggestion) }
    return Diagnostic(at: place, message, suggestion: suggestion)
  }
}
