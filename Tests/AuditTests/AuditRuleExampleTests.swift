import Audit
import EarshotTestSupport
import Foundation
import Scenario
import ScreenReader
import Testing

/// Each rule's own examples: the triggering ones produce its finding, the
/// others do not (SwiftLint-style: the examples are the rule's tests and docs).
@Suite("Audit rules, by their examples")
struct AuditRuleExampleTests {
  static let rules: [String] = Auditor.rules.map { $0.identifier }

  static func findings(_ yaml: String) throws -> [Finding] {
    Auditor.audit(try ScenarioLoader.parse(text: AuditExample(yaml).text, file: "example.yaml").screen)
  }

  @Test(arguments: rules)
  func examples(rule identifier: String) throws {
    let rule = try #require(Auditor.rules.first { $0.identifier == identifier })
    #expect(!rule.triggering.isEmpty && !rule.nonTriggering.isEmpty, "every rule carries both kinds of example")
    for written in rule.triggering {
      let example = AuditExample(written)
      let found = try Self.findings(written)
      let own = found.filter { $0.rule == identifier && $0.criterion == rule.criterion }
      #expect(!own.isEmpty, "should trigger: \(written)")
      // The finding lands on the element the example marks with ↓, and nothing else is found.
      let mark = try #require(example.mark, "a triggering example marks its element with ↓: \(written)")
      #expect(
        own.contains { $0.location?.line == mark.line && $0.location?.column == mark.column },
        "\(identifier) should land on \(mark.line):\(mark.column) in: \(written); found \(own.map(\.description))")
      #expect(
        found.allSatisfy { example.marks($0.location.map { ($0.line, $0.column) }) },
        "only the marked element fails: \(found.map(\.description)) in \(written)")
    }
    for example in rule.nonTriggering {
      #expect(AuditExample(example).mark == nil, "a clean example marks nothing: \(example)")
      let found = try Self.findings(example)
      #expect(found.isEmpty, "should not trigger anything: \(example); found \(found.map(\.description))")
    }
  }

  @Test("Findings print as located warnings naming the criterion")
  func format() throws {
    let finding = try #require(try Self.findings("elements:\n  - button: Submit button\n").first)
    #expect(
      finding.description.hasPrefix(
        "example.yaml:2:5: warning: [Name] the name 'Submit button' contains the role word 'button'"))
  }
}

@Suite("Audit of the shipped scenarios")
struct ShippedScenarioAuditTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("scenarios")

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }
      .sorted()
  }

  /// Every variant is checked: a broken one is flagged with exactly the criterion it says
  /// it fails, each finding located on an element the variants differ in; a fixed one
  /// (and every scenario without variants) is clean.
  @Test(arguments: files)
  func audit(file: String) throws {
    let path = Self.folder.appendingPathComponent(file).path
    for loaded in try ScenarioLoader.loadEachVariant(path: path) {
      let findings = Auditor.audit(loaded.screen)
      let name = "\(file) (\(loaded.variant?.name ?? "no variants"))"
      guard let fails = loaded.fails else {
        #expect(findings.isEmpty, "\(name) should be clean: \(findings.map(\.description))")
        continue
      }
      #expect(!findings.isEmpty, "\(name) fails \(fails) but nothing is found")
      #expect(
        findings.allSatisfy { $0.criterion.rawValue == fails },
        "\(name) fails only \(fails); found \(findings.map(\.description))")
      let culprits = Set(loaded.variants.flatMap(\.patchedIDs))
      let places = Self.locations(of: culprits, in: loaded.screen)
      #expect(!places.isEmpty)
      for finding in findings {
        #expect(
          places.contains { $0.line == finding.location?.line && $0.column == finding.location?.column },
          "\(name): '\(finding.description)' is not on the element that causes it (\(culprits.sorted()))")
      }
    }
  }

  /// Where the elements and modals with these ids are written.
  static func locations(of ids: Set<String>, in screen: Screen) -> [ScreenReader.SourceLocation] {
    let components = screen.components + screen.modals.values.flatMap(\.components)
    return components.filter { ids.contains($0.common.id) }.compactMap(\.common.location)
      + screen.modals.values.filter { ids.contains($0.id) }.compactMap(\.location)
  }
}
