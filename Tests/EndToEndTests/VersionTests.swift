import EarshotTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Which Earshot wrote a log, a report or a page: the release in VERSION and the commit
/// built, stamped at build time (never written by hand), the same everywhere it shows.
@Suite struct VersionTests {
  /// What `--version` must say for this checkout: VERSION, and git's HEAD (marked when
  /// tracked files differ from it), or `unknown` for a tree with no history.
  func expectedVersion() throws -> String {
    let release = try String(contentsOfFile: Repository.path("VERSION"), encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let git = URL(fileURLWithPath: "/usr/bin/git")
    let root = Repository.root.path
    let head = try ChildProcess.run(git, ["-c", "safe.directory=*", "-C", root, "rev-parse", "--short=12", "HEAD"])
    guard head.status == 0 else { return "\(release) (commit unknown)" }
    let changes = try ChildProcess.run(
      git, ["-c", "safe.directory=*", "-C", root, "status", "--porcelain", "--untracked-files=no"])
    let commit = head.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    return "\(release) (commit \(commit)\(changes.standardOutput.isEmpty ? "" : "-modified"))"
  }

  @Test func versionAndHelpSayTheReleaseAndTheCommitBuilt() throws {
    let expected = try expectedVersion()
    let version = try ChildProcess.run(try ChildProcess.earshot(), ["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == "earshot \(expected)\n")
    let help = try ChildProcess.run(try ChildProcess.earshot(), ["--help"])
    #expect(help.standardOutput.contains("Earshot \(expected)."), "\(help.standardOutput)")
  }

  /// A CI log's JUnit and SARIF files, and the session JSON, say which Earshot wrote them.
  @Test func reportsAndTheSessionJSONNameTheEarshotThatWroteThem() throws {
    let expected = try expectedVersion()
    let earshot = try ChildProcess.earshot()
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = Repository.path("scenarios/broken-ungrouped-label.yaml")

    let sarif = try ChildProcess.run(earshot, ["check", scenario, "--format", "sarif"])
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["version"] as? String == expected)
    #expect(driver["semanticVersion"] as? String == expected.components(separatedBy: " ").first)

    let junit = try ChildProcess.run(earshot, ["check", scenario, "--format", "junit"])
    let document = try XMLDocument(xmlString: junit.standardOutput)
    let values = try document.nodes(forXPath: "//testsuite/properties/property[@name='earshot.version']/@value")
    #expect(!values.isEmpty && values.allSatisfy { $0.stringValue == expected })

    let json = folder.appendingPathComponent("session.json").path
    let played = try ChildProcess.run(
      earshot, ["play", Repository.path("scenarios/checkbox.yaml"), "--no-audio", "--json", json])
    #expect(played.status == 0, "\(played.standardError)")
    let session = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
    #expect(session["earshot"] as? String == expected)

    let page = folder.appendingPathComponent("page.html").path
    let exported = try ChildProcess.run(
      earshot, ["export", Repository.path("scenarios/checkbox.yaml"), "--format", "html", "-o", page])
    #expect(exported.status == 0, "\(exported.standardError)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("<meta name=\"generator\" content=\"Earshot \(expected)\">"))
    #expect(html.contains("Made by Earshot \(expected) from"))
  }
}
