import EarshotTestSupport
import Foundation
import Scenario
import ScreenReader
import Testing

/// `variants:`: a broken and a fixed screen in one file, each a patch by id.
@Suite struct VariantTests {
  static let yaml = """
    title: Feedback
    elements:
      - heading: Send feedback
      - button: { id: submit, label: Submit }
    modals:
      confirm:
        kind: alert
        elements: [ { button: { label: OK, closes: true } } ]
    variants:
      broken:
        fails: Name
        about: The role twice.
        patch:
          submit: { label: Submit button }
          confirm: { confines-focus: false }
      fixed:
        about: The role once.
    """

  static func messages(_ text: String, variant: String? = nil) -> [String] {
    do {
      _ = try ScenarioLoader.parse(text: text, file: "v.yaml", variant: variant)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func theFirstVariantLoadsAndPatchesOnlyWhatItNames() throws {
    let broken = try ScenarioLoader.parse(text: Self.yaml, file: "v.yaml")
    #expect(broken.variant?.name == "broken")
    #expect(broken.variants.map(\.name) == ["broken", "fixed"])
    #expect(broken.fails == "Name" && broken.about == "The role twice.")
    #expect(broken.screen.components[1].common.label == "Submit button")
    #expect(broken.screen.components[0].common.label == "Send feedback")
    #expect(broken.screen.modals["confirm"]?.confinesFocus == false)
    #expect(broken.variant?.patchedIDs == ["submit", "confirm"])

    let fixed = try ScenarioLoader.parse(text: Self.yaml, file: "v.yaml", variant: "fixed")
    #expect(fixed.fails == nil && fixed.about == "The role once.")
    #expect(fixed.screen.components[1].common.label == "Submit")
    #expect(fixed.screen.modals["confirm"]?.confinesFocus == true)
    // The same ids in both, so switching keeps focus on the same element.
    #expect(fixed.screen.components.map(\.common.id) == broken.screen.components.map(\.common.id))
  }

  @Test func aPatchedValueIsLocatedWhereThePatchWritesIt() {
    let text = Self.yaml.replacingOccurrences(of: "{ label: Submit button }", with: "{ lable: Submit button }")
    #expect(
      Self.messages(text) == [
        "v.yaml:14:17: error: unknown key 'lable' in button; did you mean 'label'?"
      ])
  }

  @Test func mistakesInVariantsAreLocatedAndSayWhatToDo() {
    #expect(
      Self.messages(Self.yaml, variant: "fixd") == ["v.yaml:10:3: error: no variant 'fixd'; did you mean 'fixed'?"])
    let unknownID = Self.yaml.replacingOccurrences(of: "submit: { label", with: "sumbit: { label")
    #expect(
      Self.messages(unknownID) == [
        "v.yaml:14:7: error: variant 'broken' patches 'sumbit', which is no element or modal; did you mean 'submit'?"
      ])
    let wrongCriterion = Self.yaml.replacingOccurrences(of: "fails: Name", with: "fails: Naming")
    #expect(
      Self.messages(wrongCriterion) == [
        "v.yaml:11:12: error: 'fails' must be one of Name, Role, Grouping, State, Focus, Actions, External keyboard, not 'Naming'"
      ])
    let topFails = "fails: Name\n" + Self.yaml
    #expect(
      Self.messages(topFails).contains {
        $0.hasPrefix("v.yaml:1:8: error: with 'variants:', 'fails:' belongs to the broken variant")
      })
    let changesID = Self.yaml.replacingOccurrences(of: "{ label: Submit button }", with: "{ id: go }")
    #expect(Self.messages(changesID).contains { $0.contains("a patch cannot change an id") })
    #expect(
      Self.messages("elements: [ { button: OK } ]", variant: "fixed") == [
        "v.yaml:1:1: error: this scenario has no variants, so there is no 'fixed'; add 'variants:' (see docs/training.md)"
      ])
  }

  @Test func everyVariantLoadsForValidateAndCheck() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("v.yaml")
    try Self.yaml.write(to: file, atomically: true, encoding: .utf8)
    let all = try ScenarioLoader.loadEachVariant(path: file.path)
    #expect(all.map { $0.variant?.name } == ["broken", "fixed"])
  }
}
