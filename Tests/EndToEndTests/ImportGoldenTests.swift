import EarshotTestSupport
import Foundation
import Testing

/// Every fixture dump in Tests/Fixtures/import (each format, with its quirks)
/// imports, through the built earshot, to the approved scenario, and that
/// scenario reads on both screen readers as approved in Tests/Golden/imports.
/// A deliberate change is approved with `make golden` and reviewed in the diff.
@Suite struct ImportGoldenTests {
  @Test func everyFixtureImportsAndReadsAsApproved() throws {
    try GoldenFolder(
      approved: "Tests/Golden/imports", script: "scripts/golden-imports.sh", producer: "earshot import"
    ).check()
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
