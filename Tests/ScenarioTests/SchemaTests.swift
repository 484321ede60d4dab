import EarshotTestSupport
import Foundation
import Scenario
import Testing

/// scenarios/schema.json is generated from the key declarations, and every shipped
/// scenario is valid against it, as an editor would check it.
@Suite struct SchemaTests {
  @Test func theCommittedSchemaIsTheGeneratedOne() throws {
    let committed = try String(contentsOfFile: Repository.path("scenarios/schema.json"), encoding: .utf8)
    let generated = ScenarioSchema.json
    guard committed != generated else { return }
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
    let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
    let was = line < old.count ? old[line].trimmingCharacters(in: .whitespaces) : "(end of file)"
    let now = line < new.count ? new[line].trimmingCharacters(in: .whitespaces) : "(end of file)"
    Issue.record(
      """
      scenarios/schema.json is out of date with the key declarations (line \(line + 1): committed \(was), generated \(now)).
      Regenerate it: scripts/update-reference.sh (or swift run earshot schema > scenarios/schema.json)
      """)
  }

  @Test func theSchemaIsStable() {
    #expect(ScenarioSchema.json == ScenarioSchema.json)
  }

  @Test func everyShippedScenarioPointsEditorsAtTheSchema() throws {
    for file in try Repository.scenarios() {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      let firstLine = text.split(separator: "\n", maxSplits: 1).first.map(String.init)
      #expect(firstLine == "# yaml-language-server: $schema=schema.json", "\(file)")
    }
  }

  @Test func everyShippedScenarioIsValidAgainstTheSchema() throws {
    let files = try Repository.scenarios()
    #expect(!files.isEmpty)
    let outcome = try SchemaValidator.validate(files)
    #expect(outcome.status == 0, "\(outcome.lines.joined(separator: "\n"))\(outcome.errorOutput)")
    #expect(outcome.lines == files.map { $0 + ": valid" }, "\(outcome.errorOutput)")
  }

  /// The validation is real: mistakes a schema can see are refused, and what the
  /// loader accepts (label shorthand, sibling keys, yes/no, a block script) passes.
  @Test func theSchemaRefusesWhatTheLoaderRefuses() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases: [(name: String, yaml: String, valid: Bool)] = [
      (
        "accepted",
        """
        title: Checkout
        elements:
          - heading: Shipping
          - checkbox: Save address
            checked: yes
          - checkbox: { label: Gift wrap, disabled: true, ios: { accessibilityHint: Wraps it } }
          - dropdown: { label: Country, options: [Canada, Mexico], selected: Canada, android: { widget: spinner } }
          - date-picker: { label: Birthday, value: 1990-11-05 }
          - time-picker: { label: Alarm, value: 07:30 }
          - text-field:
            placeholder: Email
          - button: { label: Delete, opens: confirm, announce: { text: Gone, politeness: assertive } }
        modals:
          confirm: { kind: alert, title: "Sure?", elements: [ { button: { label: OK, closes: true } } ] }
        script: |
          next
          expect "Shipping, heading"
        """, true
      ),
      ("unknown key", "elements:\n  - checkbox: { lable: Save }\n", false),
      ("unknown kind", "elements:\n  - buton: OK\n", false),
      ("two kinds", "elements:\n  - button: OK\n    checkbox: Save\n", false),
      ("unknown sibling", "elements:\n  - button: OK\n    colour: red\n", false),
      ("not a flag", "elements:\n  - switch: { label: Wi-Fi, on: maybe }\n", false),
      ("bad date", "elements:\n  - date-picker: { label: Day, value: 1990-13-01 }\n", false),
      ("bad time", "elements:\n  - time-picker: { label: Alarm, value: \"25:00\" }\n", false),
      ("unknown widget", "elements:\n  - dropdown: { label: C, options: [a], android: { widget: spiner } }\n", false),
      ("unknown modal kind", "elements: []\nmodals:\n  m: { kind: popover, elements: [] }\n", false),
      ("modal without kind", "elements: []\nmodals:\n  m: { elements: [] }\n", false),
      ("no elements", "title: x\n", false),
      ("unknown top-level key", "titel: x\nelements: []\n", false),
      ("options as a map", "elements:\n  - picker: { label: P, options: { a: b } }\n", false),
    ]
    var files: [String] = []
    for (index, item) in cases.enumerated() {
      let file = folder.appendingPathComponent("case\(index).yaml").path
      try Data(item.yaml.utf8).write(to: URL(fileURLWithPath: file))
      files.append(file)
    }
    let outcome = try SchemaValidator.validate(files)
    #expect(outcome.status == 1, "python3 with jsonschema and PyYAML must run: \(outcome.errorOutput)")
    for (index, item) in cases.enumerated() {
      let valid = outcome.lines.contains(files[index] + ": valid")
      let reported = outcome.lines.contains { $0.hasPrefix(files[index] + ": ") }
      #expect(reported, "\(item.name): no verdict")
      #expect(valid == item.valid, "\(item.name): \(outcome.lines.filter { $0.hasPrefix(files[index]) })")
      // The loader agrees with the schema.
      let loads = (try? ScenarioLoader.parse(text: item.yaml, file: "x.yaml")) != nil
      #expect(loads == item.valid, "\(item.name): the loader \(loads ? "accepts" : "refuses") it")
    }
  }

  @Test func theSchemaNamesEveryKindAndEveryKey() throws {
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(ScenarioSchema.json.utf8)) as? [String: Any])
    let definitions = try #require(schema["definitions"] as? [String: Any])
    for name in [
      "heading", "text", "button", "checkbox", "switch", "radio-group", "text-field", "list", "dropdown", "picker",
      "date-picker", "time-picker",
    ] {
      let element = try #require(definitions["\(name)-element"] as? [String: Any], "\(name)")
      let properties = try #require(element["properties"] as? [String: Any])
      #expect(properties[name] != nil)
      for common in ["id", "label", "hint", "disabled", "grouped", "ios", "android", "opens", "closes", "announce"] {
        #expect(properties[common] != nil, "\(name) lacks \(common)")
      }
    }
    let dropdown = try #require((definitions["dropdown-properties"] as? [String: Any])?["properties"] as? [String: Any])
    #expect(Set(dropdown.keys).isSuperset(of: ["options", "selected", "placeholder", "moves-focus", "dismiss-button"]))
  }
}
