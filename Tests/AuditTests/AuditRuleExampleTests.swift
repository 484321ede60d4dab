import Audit
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
    Auditor.audit(try ScenarioLoader.parse(text: yaml, file: "example.yaml").screen)
  }

  @Test(arguments: rules)
  func examples(rule identifier: String) throws {
    let rule = try #require(Auditor.rules.first { $0.identifier == identifier })
    #expect(!rule.triggering.isEmpty && !rule.nonTriggering.isEmpty, "every rule carries both kinds of example")
    for example in rule.triggering {
      let found = try Self.findings(example)
      #expect(found.contains { $0.rule == identifier && $0.criterion == rule.criterion }, "should trigger: \(example)")
      #expect(found.allSatisfy { $0.location != nil }, "findings point at the file")
    }
    for example in rule.nonTriggering {
      #expect(try Self.findings(example).isEmpty, "should not trigger anything: \(example)")
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

  /// Broken variants are flagged with the criterion they say they fail; the others are clean.
  @Test(arguments: files)
  func audit(file: String) throws {
    let loaded = try ScenarioLoader.load(path: Self.folder.appendingPathComponent(file).path)
    let findings = Auditor.audit(loaded.screen)
    if let fails = loaded.fails {
      #expect(
        findings.contains { $0.criterion.rawValue == fails },
        "\(file) fails \(fails); found \(findings.map(\.description))")
    } else {
      #expect(findings.isEmpty, "\(file) should be clean: \(findings.map(\.description))")
    }
  }
}
