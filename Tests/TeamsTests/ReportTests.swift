import EarshotTestSupport
import Foundation
import FoundationXML
import ScreenReader
import Teams
import Testing

/// The reports CI servers and review tools read, rendered in-process: JUnit, TAP
/// and JSON from one set of cases (each outcome located), and a check run as SARIF
/// with each finding at its file, line and column.
@Suite struct ReportTests {
  static let report = TestReport(cases: [
    .init(
      name: "expect \"Save, button\"", suite: "form.yaml",
      location: SourceLocation(file: "form.script", line: 2, column: 1),
      outcome: .passed),
    .init(
      name: "expect android \"Save\"", suite: "form.yaml",
      location: SourceLocation(file: "form.script", line: 3, column: 1),
      outcome: .skipped("that screen reader is not in play (--platform ios)")),
    .init(
      name: "expect \"Cancel & close\"", suite: "form.yaml",
      location: SourceLocation(file: "form.script", line: 5, column: 3),
      outcome: .failed(message: "VoiceOver said something else", detail: ["expected: Cancel", "heard: Save"])),
    .init(name: "load other.yaml", suite: "other.yaml", location: nil, outcome: .error(message: "no such file")),
  ])

  @Test func junitHasASuitePerScenarioAndEachCaseLocated() throws {
    let document = try XMLDocument(xmlString: JUnitReport.render(Self.report))
    #expect(try document.nodes(forXPath: "//testsuite").count == 2)
    #expect(try document.nodes(forXPath: "//testcase").count == 4)
    let failed = try #require(try document.nodes(forXPath: "//testcase[failure]").first as? XMLElement)
    #expect(failed.attribute(forName: "name")?.stringValue == "expect \"Cancel & close\"", "escaped and read back")
    #expect(failed.attribute(forName: "line")?.stringValue == "5")
    #expect(failed.stringValue?.contains("heard: Save") == true)
    #expect(try document.nodes(forXPath: "//testcase[skipped]").count == 1)
    #expect(try document.nodes(forXPath: "//testcase[error]").count == 1)
  }

  @Test func tapCountsEveryCaseAndSkipsTheReaderNotInPlay() {
    let lines = TAPReport.render(Self.report).split(separator: "\n").map(String.init)
    #expect(Array(lines.prefix(2)) == ["TAP version 13", "1..4"])
    #expect(lines[2] == "ok 1 - form.script:2:1: expect \"Save, button\"")
    #expect(lines[3].hasPrefix("ok 2 - ") && lines[3].contains("# SKIP"))
    #expect(lines.contains("not ok 3 - form.script:5:3: expect \"Cancel & close\""))
    #expect(lines.contains("not ok 4 - other.yaml: load other.yaml"))
  }

  @Test func jsonCountsOutcomesAndLocatesEachCase() throws {
    let object = try JSONSerialization.jsonObject(with: Data(JSONReport.render(Self.report).utf8))
    let root = try #require(object as? [String: Any])
    #expect(root["tests"] as? Int == 4)
    #expect(root["failures"] as? Int == 1)
    let cases = try #require(root["cases"] as? [[String: Any]])
    #expect(cases.map { $0["status"] as? String } == ["passed", "skipped", "failed", "error"])
    #expect(cases[2]["line"] as? Int == 5)
  }

  /// `earshot check --format sarif` on a broken exercise: each finding a result at its
  /// place in the scenario, each rule described once.
  @Test func aCheckRunAsSARIFLocatesEveryFinding() throws {
    var run = CheckRun(locale: nil, platforms: [.ios, .android])
    run.check([Repository.path("scenarios/broken-ungrouped-label.yaml")], variant: "broken")
    #expect(run.found)
    let object = try JSONSerialization.jsonObject(with: Data(CheckFormat.sarif.render(run).utf8))
    let root = try #require(object as? [String: Any])
    #expect(root["version"] as? String == "2.1.0")
    let sarifRun = try #require((root["runs"] as? [[String: Any]])?.first)
    let results = try #require(sarifRun["results"] as? [[String: Any]])
    let findings = run.checked.flatMap(\.findings)
    #expect(results.count == findings.count)
    let lines = results.compactMap {
      (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        .flatMap { ($0["region"] as? [String: Any])?["startLine"] as? Int }
    }
    #expect(lines == findings.compactMap { $0.location?.line })
  }
}
