import EarshotTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `earshot check` as a user or a CI job runs it: folders, --locale, --variant,
/// --platform, and the four formats, with exit 0 / 1 / 2.
@Suite("check command")
struct CheckCommandTests {
  @Test func aFolderChecksEveryScenarioInIt() throws {
    let result = try PlayProcess.run(["check", "scenarios/"])
    #expect(result.status == 1, "the broken variants fail: \(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Repository.root.appendingPathComponent("scenarios").path
    )
    .filter { $0.hasSuffix(".yaml") }
    #expect(files.count > 20)
    for file in files {
      #expect(result.stdout.contains("scenarios/\(file)"), "\(file) is checked")
    }
  }

  @Test func germanScreensAreQuotedInGerman() throws {
    let file = "Tests/Fixtures/audit-screens/defect-role-word-de.yaml"
    let own = try PlayProcess.run(["check", file])
    #expect(own.status == 1)
    #expect(own.stdout.contains("VoiceOver: 'Weiter Taste, Taste'; TalkBack: 'Weiter Taste, Schaltfläche'"))
    // --locale quotes an English screen in German.
    let english = try PlayProcess.run(["check", "scenarios/broken-role-in-label.yaml", "--locale", "de"])
    #expect(english.stdout.contains("VoiceOver: 'Submit button, Taste'"), "\(english.stdout)")
    let unknown = try PlayProcess.run(["check", file, "--locale", "xx"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("--locale: no word tables for 'xx'"))
  }

  @Test func variantAndPlatformNarrowWhatIsChecked() throws {
    let fixed = try PlayProcess.run(["check", "scenarios/broken-role-in-label.yaml", "--variant", "fixed"])
    #expect(fixed.status == 0)
    #expect(fixed.stdout == "scenarios/broken-role-in-label.yaml (variant 'fixed'): no findings\n")
    let file = "Tests/Fixtures/audit-screens/defect-placeholder-android-only.yaml"
    #expect(try PlayProcess.run(["check", file, "--platform", "ios"]).status == 0, "an Android-only defect")
    let android = try PlayProcess.run(["check", file, "--platform", "android"])
    #expect(android.status == 1)
    #expect(android.stdout.contains("[Name, Android only]"))
    let missing = try PlayProcess.run(["check", "scenarios/broken-role-in-label.yaml", "--variant", "mended"])
    #expect(missing.status == 2)
  }

  @Test func jsonSaysWhatWasFoundWhere() throws {
    let result = try PlayProcess.run([
      "check", "Tests/Fixtures/audit-screens/defect-keyboard-slider.yaml", "--format", "json",
    ])
    #expect(result.status == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let checked = try #require(json["checked"] as? [[String: Any]])
    let finding = try #require((checked.first?["findings"] as? [[String: Any]])?.first)
    #expect(finding["criterion"] as? String == "External keyboard")
    #expect(finding["element"] as? String == "volume")
    #expect(finding["platforms"] as? [String] == ["android"])
    #expect(finding["line"] as? Int == 7)
  }

  @Test func junitParsesWithOneCasePerRuleAndTheFailureLocated() throws {
    let result = try PlayProcess.run(["check", "scenarios/broken-role-in-label.yaml", "--format", "junit"])
    #expect(result.status == 1)
    let document = try XMLDocument(data: Data(result.stdout.utf8))
    #expect(try document.nodes(forXPath: "/testsuites/testsuite").count == 2, "one suite per variant")
    let cases = try document.nodes(forXPath: "//testcase")
    let rules = try PlayProcess.run(["check", "--rules"]).stdout.split(separator: "\n").count
    #expect(rules >= 15)
    #expect(cases.count == 2 * rules)
    let failed = try document.nodes(forXPath: "//testcase[failure]")
    #expect(failed.count == 1)
    let element = try #require(failed.first as? XMLElement)
    #expect(element.attribute(forName: "name")?.stringValue == "role-word-in-name [Name]")
    #expect(element.attribute(forName: "file")?.stringValue == "scenarios/broken-role-in-label.yaml")
    #expect(element.attribute(forName: "line")?.stringValue == "8")
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "failures")?.stringValue == "1")
  }

  @Test func sarifValidatesAgainstTheSARIF210Schema() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad file.yaml")
    try "elements: [ { buton: OK } ]\n".write(to: bad, atomically: true, encoding: .utf8)
    let result = try PlayProcess.run([
      "check", "Tests/Fixtures/audit-screens", "scenarios/broken-drawer-no-dismiss.yaml", bad.path, "--format", "sarif",
    ])
    #expect(result.status == 2, "a file that does not load")
    let log = folder.appendingPathComponent("check.sarif")
    try Data(result.stdout.utf8).write(to: log)

    let python = Repository.root.appendingPathComponent(".build/sarif-venv/bin/python")
    try #require(
      FileManager.default.isExecutableFile(atPath: python.path),
      "the SARIF validator's venv is missing: scripts/install-deps.sh --test makes it")
    let validation = try ChildProcess.run(
      python, [Repository.root.appendingPathComponent("Tests/SARIF/validate_sarif.py").path, log.path])
    let (problems, summary) = (validation.standardError, validation.standardOutput)
    #expect(validation.status == 0, "SARIF schema errors:\n\(problems)")
    // The planted defects and the drawer exercise's broken variant.
    let planted = try FileManager.default.contentsOfDirectory(
      atPath: Repository.root.appendingPathComponent("Tests/Fixtures/audit-screens").path
    ).filter { $0.hasPrefix("defect-") }.count
    #expect(summary.hasPrefix("\(planted + 1) results"), "\(summary)")

    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let run = try #require((json["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notes.count == 1)
    let uri =
      (((notes.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"] as? [String: Any])?["uri"] as? String
    #expect(uri?.hasSuffix("bad%20file.yaml") == true, "a path is written as a URI")
  }
}
