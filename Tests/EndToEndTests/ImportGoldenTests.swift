import EarshotTestSupport
import Foundation
import Testing

/// Every fixture dump in Tests/Fixtures/import (each format, with its quirks)
/// imports, through the built earshot, to the approved scenario, and that
/// scenario reads on both screen readers as approved in Tests/Golden/imports.
/// A deliberate change is approved with `make golden` and reviewed in the diff.
@Suite struct ImportGoldenTests {
  @Test func everyFixtureImportsAndReadsAsApproved() throws {
    let root = Repository.root
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [root.appendingPathComponent("scripts/golden-imports.sh").path, folder.path]
    var environment = ProcessInfo.processInfo.environment
    environment["EARSHOT"] = try ChildProcess.earshot().path
    process.environment = environment
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let approvedFolder = root.appendingPathComponent("Tests/Golden/imports")
    let approved = try FileManager.default.contentsOfDirectory(atPath: approvedFolder.path).sorted()
    let produced = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(produced == approved, "a fixture was added or removed: run 'make golden' and review the diff")
    for name in approved where produced.contains(name) {
      let want = try String(contentsOf: approvedFolder.appendingPathComponent(name), encoding: .utf8)
      let got = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      guard want != got else { continue }
      let wantLines = want.split(separator: "\n", omittingEmptySubsequences: false)
      let gotLines = got.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(wantLines, gotLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
        ?? min(wantLines.count, gotLines.count)
      Issue.record(
        """
        Tests/Golden/imports/\(name):\(line + 1): differs from what earshot import now gives
          approved: \(line < wantLines.count ? String(wantLines[line]) : "(end of file)")
          now:      \(line < gotLines.count ? String(gotLines[line]) : "(end of file)")
        (if the change is meant, run 'make golden' and review the diff)
        """)
    }
  }

  /// Merged and unmerged prints of one Compose screen, and idb's flat and nested
  /// lists of one iOS screen, are the same screen: they must read the same.
  @Test func twoPrintsOfOneScreenReadAlike() throws {
    for (first, second) in [
      ("settings.compose-merged.txt", "settings.compose-unmerged.log"), ("contact.idb.json", "contact.idb-nested.json"),
    ] {
      let a = try PlayProcess.run(["import", "Tests/Fixtures/import/\(first)"])
      let b = try PlayProcess.run(["import", "Tests/Fixtures/import/\(second)"])
      #expect(a.status == 0 && b.status == 0)
      let elements = { (yaml: String) in
        yaml.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("  #") }
      }
      #expect(elements(a.stdout) == elements(b.stdout), "\(first) and \(second) import differently")
      #expect(elements(a.stdout).count > 20)
    }
  }
}
