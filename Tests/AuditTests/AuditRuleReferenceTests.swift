import Audit
import EarshotTestSupport
import Foundation
import Testing

/// docs/checks.md's rules section is the one the rules make.
@Suite("The rules' documentation")
struct AuditRuleReferenceTests {
  @Test func theRulesSectionIsTheGeneratedOne() throws {
    let text = try String(contentsOf: Repository.root.appendingPathComponent("docs/checks.md"), encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- checks:begin -->\n"), "the checks:begin marker is missing")
    let end = try #require(text.range(of: "<!-- checks:end -->"), "the checks:end marker is missing")
    #expect(
      String(text[begin.upperBound..<end.lowerBound]) == AuditRuleReference.markdown,
      "docs/checks.md's rules are out of date with the rules' examples; run scripts/update-reference.sh")
  }

  @Test func everyRuleIsDocumentedWithItsExamples() {
    let markdown = AuditRuleReference.markdown
    for rule in Auditor.rules {
      #expect(markdown.contains("### \(rule.identifier)\n"))
      for example in rule.triggering + rule.nonTriggering { #expect(markdown.contains(example)) }
    }
  }
}
