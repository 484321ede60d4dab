import EarshotTestSupport
import Foundation
import Testing

/// Every fixture dump in Tests/Fixtures/import (each format, with its quirks)
/// imports, through the built earshot, to the approved scenario, and that
/// scenario reads on both screen readers as approved in Tests/Golden/imports.
/// A deliberate change is approved with `make golden` and reviewed in the diff.
/// (Two prints of one screen reading alike is checked in-process: ImportTests/SamePrintTests.)
@Suite struct ImportGoldenTests {
  @Test func everyFixtureImportsAndReadsAsApproved() throws {
    try GoldenFolder(
      approved: "Tests/Golden/imports", script: "scripts/golden-imports.sh", producer: "earshot import"
    ).check()
  }
}
