import EarshotTestSupport
import Foundation
import Import
import Scenario
import Testing

/// Dumps cut short or damaged anywhere: the import either gives a scenario that
/// loads, or refuses with a located error. It never crashes, and what it writes
/// is never a scenario Earshot cannot read.
@Suite struct ImportRobustnessTests {
  static let fixtures: [String] = {
    let folder = Repository.root.appendingPathComponent("Tests/Fixtures/import")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map {
      folder.appendingPathComponent($0).path
    }
  }()

  @Test(arguments: fixtures)
  func damagedDumpsLoadOrAreRefusedWithAPlace(path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let characters = Array(text)
    var generator = SystemRandomNumberGenerator()
    var variants: [String] = []
    for index in stride(from: 0, to: characters.count, by: max(1, characters.count / 60)) {
      variants.append(String(characters[..<index]))  // cut short
      var damaged = characters
      damaged[index] =
        ["'", "\"", "<", ">", "[", "]", "{", "}", ",", "\n", " ", "#", "x", "("].randomElement(
          using: &generator) ?? "x"
      variants.append(String(damaged))  // one character changed
    }
    for variant in variants {
      do {
        let result = try ScreenImporter.importScreen(text: variant, file: "dump")
        do {
          _ = try ScenarioLoader.parse(text: result.yaml, file: "imported.yaml")
        } catch {
          Issue.record("an import of a damaged \(path) does not load: \(error.description)\n\(result.yaml)")
        }
      } catch {
        // A file of no known format or with nothing in it has no one place to point at.
        let unlocated = error.message.hasPrefix("nothing to import") || error.location != nil
        #expect(unlocated, "\(error.description)")
      }
    }
  }

  /// The import fuzzer's first finding: a label starting "[" with a combining mark on it
  /// (one Character, "[͝") was written plain, and YAML read a flow list. YAML reads
  /// scalars, so every indicator is looked for scalar by scalar, wherever it is.
  @Test(arguments: [
    "[\u{35D}Settings]", "#\u{301} tag", "Wi-Fi:\u{301}", "Time: \u{301}now", "Sale #\u{301}1", "-\u{301}5",
  ])
  func labelsWhoseIndicatorCarriesACombiningMarkLoadAsWritten(label: String) throws {
    let dump = ImportSupport.uiautomator([
      ImportSupport.node(className: "android.widget.TextView", text: label, bounds: "[0,100][1080,200]")
    ])
    let (_, loaded) = try ImportSupport.load(dump)
    #expect(loaded.screen.components.map { $0.common.label } == [label])
  }
}
