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
}
