import EarshotTestSupport
import Foundation
import Import
import Testing

/// Merged and unmerged prints of one Compose screen, and idb's flat and nested
/// lists of one iOS screen, are the same screen: they import to the same elements,
/// as `earshot import` prints them.
@Suite struct SamePrintTests {
  func imported(_ name: String) throws -> String {
    let path = "Tests/Fixtures/import/\(name)"
    let text = try String(contentsOfFile: Repository.path(path), encoding: .utf8)
    return try ScreenImporter.importScreen(text: text, file: path).yaml
  }

  @Test(arguments: [
    ("settings.compose-merged.txt", "settings.compose-unmerged.log"), ("contact.idb.json", "contact.idb-nested.json"),
  ])
  func twoPrintsOfOneScreenReadAlike(first: String, second: String) throws {
    let elements = { (yaml: String) in
      yaml.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("  #") }
    }
    let (a, b) = (try imported(first), try imported(second))
    #expect(elements(a) == elements(b), "\(first) and \(second) import differently")
    #expect(elements(a).count > 20)
  }
}
