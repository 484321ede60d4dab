import EarshotTestSupport
import Foundation
import Import
import Scenario
import ScreenReader
import Teams
import Testing

/// `earshot compare`: an app's dump checked against the approved scenario on both readers, as a
/// team's CI runs it; every difference a user would hear is a located finding.
@Suite struct ScreenComparisonTests {
  let specPath = Repository.path("Tests/Fixtures/compare/sign-in.yaml")

  func compare(_ dump: String) throws -> ScreenComparison {
    let path = Repository.path("Tests/Fixtures/compare/\(dump)")
    return try ScreenComparison.compare(
      spec: ScenarioLoader.load(path: specPath), dumpText: String(contentsOfFile: path, encoding: .utf8),
      dumpFile: path, platforms: [.ios, .android])
  }

  @Test func anAppThatRendersTheSpecPassesOnBothReaders() throws {
    let comparison = try compare("sign-in.approved.uiautomator.xml")
    #expect(comparison.findings.map(\.message) == [])
    #expect(!comparison.differs)
    // Every element of the spec was heard on each reader, matched by the dump's own id.
    for platform in [Platform.ios, .android] {
      let pairs = comparison.pairs.filter { $0.platform == platform }
      #expect(pairs.count == 7)
      #expect(pairs.allSatisfy { $0.matchedBy == "id" })
    }
  }

  @Test func eachChangeTheAppMadeIsFoundOnBothReadersAndLocatedInBothFiles() throws {
    let comparison = try compare("sign-in.shipped.uiautomator.xml")
    #expect(comparison.differs)
    for platform in [Platform.ios, .android] {
      let found = comparison.findings.filter { $0.platform == platform }
      func one(_ kind: ComparisonFinding.Kind, _ element: String) -> ComparisonFinding? {
        found.first { $0.kind == kind && $0.elementID == element }
      }
      let renamed = try #require(one(.renamedLabel, "remember"))
      #expect(renamed.message.contains("'Remember me'") && renamed.message.contains("'Keep me signed in'"))
      #expect(renamed.specLocation?.line == 16)
      #expect(renamed.appLocation?.file.hasSuffix("sign-in.shipped.uiautomator.xml") == true)
      #expect(one(.lostRole, "submit")?.specLocation?.line == 19)
      #expect(one(.lostState, "show_password")?.specLocation?.line == 25)
      // "Forgot password?" is gone and a banner is new: not one renamed into the other.
      #expect(one(.missingElement, "forgot")?.specLocation?.line == 21)
      #expect(one(.extraStop, "banner")?.appLocation != nil)
      #expect(!found.contains { $0.kind == .renamedLabel && $0.elementID == "forgot" })
      #expect(one(.reorderedPair, "password")?.detail.count == 2)
      // Nothing else: the unchanged title and the button's name are not findings.
      #expect(!found.contains { $0.elementID == "title" || $0.elementID == "email" })
    }
  }

  @Test func reportsCarryEveryFindingForCIServers() throws {
    let comparison = try compare("sign-in.shipped.uiautomator.xml")
    let junit = CompareReport.junit.render(comparison)
    #expect(junit.contains("<failure message=\"VoiceOver: renamed: the spec says 'Remember me'"))
    // One case per element on each reader; each with a finding fails, located at the spec's line.
    let failedElements = Set(comparison.findings.map { "\($0.platform)/\($0.elementID)" })
    #expect(junit.components(separatedBy: "<failure ").count - 1 == failedElements.count)
    let tap = CompareReport.tap.render(comparison)
    #expect(tap.contains("not ok") && tap.contains("1..\(comparison.pairs.count)"))
    let sarif = try #require(
      JSONSerialization.jsonObject(with: Data(CompareReport.sarif.render(comparison).utf8)) as? [String: Any])
    let results = (sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
    #expect(results?.count == comparison.findings.count)
    let json = try JSONSerialization.jsonObject(with: Data(CompareReport.json.render(comparison).utf8))
    #expect(json is [String: Any])
  }

  /// Any dump import reads can be compared: a scenario imported from a fixture of each format is
  /// what that dump says, so comparing the two finds nothing.
  @Test(arguments: [
    "login-en.flutter.txt", "login-en.react-native.snap", "checkout-en.espresso.txt",
    "inbox-en.accessibility-node-info.txt", "cart-en.maestro.json", "login-en.maestro-ios.json",
    // The formats import read before issue 37: every one is compared the same way.
    "konto-de.react-native.json", "checkout.uiautomator.xml", "cart.appium.xml", "radio-settings.appium-ios.xml",
    "contact.idb.json", "wallet.idb-nested.json", "login.xcuitest.txt", "login.compose-unmerged.txt",
    "settings.compose-merged.txt",
  ])
  func aDumpComparedWithItsOwnImportHasNoFindings(fixture: String) throws {
    let path = Repository.path("Tests/Fixtures/import/\(fixture)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let imported = try ScreenImporter.importScreen(text: text, file: path)
    let spec = try ScenarioLoader.parse(text: imported.yaml, file: "spec.yaml")
    let comparison = try ScreenComparison.compare(
      spec: spec, dumpText: text, dumpFile: path, platforms: [.ios, .android])
    #expect(comparison.findings.map(\.message) == [])
    #expect(!comparison.pairs.isEmpty)
    #expect(comparison.pairs.allSatisfy { $0.spec != nil && $0.app != nil })
  }

  @Test func aDumpThatCannotBeReadIsAnErrorNotAFinding() throws {
    #expect(throws: ComparisonError.self) {
      try ScreenComparison.compare(
        spec: ScenarioLoader.load(path: specPath), dumpText: "not a dump\n", dumpFile: "app.txt",
        platforms: [.android])
    }
  }
}
