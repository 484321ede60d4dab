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

/// A text dump saved on Windows (a console or `adb logcat` there ends lines with "\r\n", older adb
/// with "\r\r\n") is the same dump: Swift reads "\r\n" as one character, which a split at "\n" misses.
@Suite struct LineEndingTests {
  @Test(arguments: [
    "login.xcuitest.txt", "onboarding.xcuitest.txt", "settings.compose-merged.txt", "settings.compose-unmerged.log",
    "login.compose-unmerged.txt",
  ])
  func windowsLineEndingsImportAsTheSameScreen(name: String) throws {
    let path = "Tests/Fixtures/import/\(name)"
    let text = try String(contentsOfFile: Repository.path(path), encoding: .utf8)
    let unix = try ScreenImporter.importScreen(text: text, file: path).yaml
    for ending in ["\r\n", "\r\r\n"] {
      let windows = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending)
      #expect(
        try ScreenImporter.importScreen(text: windows, file: path).yaml == unix,
        "\(name) with \(ending.debugDescription)")
    }
  }

  @Test func aCutLineIsStillFoundOnItsLine() throws {
    let text = "Element subtree:\r\n →Application, 0x1, pid: 7, label: 'Mail'\r\n    Button, 0x2, {{0.0, 0.0}, {10.0"
    #expect(throws: ImportError.self) { try ScreenImporter.importScreen(text: text, file: "cut.txt") }
    do {
      _ = try ScreenImporter.importScreen(text: text, file: "cut.txt")
    } catch {
      #expect(error.description.hasPrefix("cut.txt:3:5:"))
    }
  }
}
