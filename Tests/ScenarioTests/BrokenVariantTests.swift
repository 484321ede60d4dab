import EarshotTestSupport
import Foundation
import Scenario
import ScreenReader
import Testing

/// The training exercises in scenarios/: each a file with a broken variant (one
/// defect the seeds warn against, the criterion it fails, and an explanation) and
/// its fixed variant, with scripts whose expectations hold on both platforms.
@Suite struct BrokenVariantTests {
  /// Each defect, the file that shows it, the criterion it fails, and the seed family of its component.
  static let defects: [(file: String, criterion: String, family: String)] = [
    ("broken-role-in-label.yaml", "Name", "button"),
    ("broken-placeholder-label.yaml", "Name", "text field"),
    ("broken-text-opens-date.yaml", "Role", "date/time picker"),
    ("broken-checkbox-no-role.yaml", "Role", "checkbox"),
    ("broken-ungrouped-label.yaml", "Grouping", "picker/dropdown"),
    ("broken-date-label-ungrouped.yaml", "Grouping", "date/time picker"),
    ("broken-no-state.yaml", "State", "checkbox"),
    ("broken-filter-no-state.yaml", "State", "modal"),
    ("broken-modal-not-confined.yaml", "Focus", "modal"),
    ("broken-focus-not-returned.yaml", "Focus", "modal"),
    ("broken-list-focus-not-moved.yaml", "Focus", "picker/dropdown"),
    ("broken-drawer-no-dismiss.yaml", "Actions", "modal"),
    ("broken-time-sheet-no-dismiss.yaml", "Actions", "date/time picker"),
    ("broken-keyboard-skips-checkbox.yaml", "External keyboard", "checkbox"),
    ("broken-keyboard-skips-dropdown.yaml", "External keyboard", "picker/dropdown"),
    // Heard only by skimming: the rotor or reading controls on Headings, on Links.
    ("broken-heading-role-word.yaml", "Name", "heading"),
    ("broken-vague-links.yaml", "Name", "link"),
  ]

  @Test func everyShippedExerciseIsListed() throws {
    let shipped = try Repository.scenarios(matching: "broken-").map { URL(fileURLWithPath: $0).lastPathComponent }
    #expect(Set(Self.defects.map(\.file)) == Set(shipped))
  }

  @Test func everyCriterionHasTwoExercisesAndEveryFamilyOne() {
    for criterion in ScenarioVariant.criteria {
      #expect(Self.defects.filter { $0.criterion == criterion }.count >= 2, "\(criterion) needs two exercises")
    }
    for family in ["picker/dropdown", "checkbox", "modal", "date/time picker"] {
      #expect(Self.defects.contains { $0.family == family }, "no exercise on a \(family)")
    }
  }

  @Test("an exercise has a broken and a fixed variant and explains itself", arguments: defects.map(\.file))
  func explainsItself(_ file: String) throws {
    let path = Repository.path("scenarios/\(file)")
    let criterion = try #require(Self.defects.first { $0.file == file }?.criterion)
    let broken = try ScenarioLoader.load(path: path)
    #expect(broken.variants.map(\.name) == ["broken", "fixed"], "\(file): broken first, then fixed")
    #expect(broken.variant?.name == "broken", "\(file): the broken variant loads by default")
    #expect(broken.fails == criterion)
    #expect(broken.about?.isEmpty == false)
    let explanation = try #require(broken.variant?.explain)
    #expect(explanation.contains("Fix:"), "\(file): the explanation says how to fix it")
    #expect(explanation.contains("seed"), "\(file): the explanation names its guidance")
    let differing = Set(broken.variants.flatMap(\.patchedIDs))
    #expect(!differing.isEmpty, "\(file): the variants differ in some element")

    let fixed = try ScenarioLoader.load(path: path, variant: "fixed")
    #expect(fixed.fails == nil)
    for loaded in [broken, fixed] {
      let script = loaded.script.map(\.text)
      #expect(script.contains("platform ios") || script.contains("platform android"))
      #expect(script.filter { $0.hasPrefix("expect") }.count >= 2, "\(file): its scripts check what is heard")
    }
  }

  @Test("both variants' scripts hold", arguments: defects.map(\.file))
  func scriptHolds(_ file: String) throws {
    let earshot = try ChildProcess.earshot()
    for variant in ["broken", "fixed"] {
      let result = try ChildProcess.run(
        earshot, ["play", Repository.path("scenarios/\(file)"), "--variant", variant, "--no-audio"])
      #expect(result.status == 0, "\(file) (\(variant)):\n\(result.standardError)")
      #expect(result.standardOutput.contains("> expect"))
    }
  }
}
