import EarshotTestSupport
import Foundation
import Scenario
import Testing

/// Hostile files end with one clear, located error, under 200 MB, both in the
/// loader and through `earshot validate`. Time is only a hang guard here (a
/// loaded CI machine must not fail a correct build); the speed figure, well
/// under a second, is measured by `make bench` (docs/performance.md).
@Suite struct HostileInputTests {
  static let hangGuard: Duration = .seconds(10)

  @Test("the loader refuses it quickly with a clear error", arguments: HostileInput.all)
  func loaderRefuses(_ input: HostileInput) {
    let start = ContinuousClock.now
    var messages: [String] = []
    do {
      _ = try ScenarioLoader.parse(data: Data(input.bytes), file: "hostile.yaml")
    } catch {
      messages = error.diagnostics.map(\.description)
    }
    let elapsed = ContinuousClock.now - start
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("hostile.yaml:") == true)
    #expect(messages.first?.contains(": error: " + input.messageStart) == true, "\(messages)")
    #expect(elapsed < Self.hangGuard, "took \(elapsed)")
  }

  @Test("earshot validate exits 2 with one located error, under 200 MB", arguments: HostileInput.all)
  func validateRefuses(_ input: HostileInput) throws {
    let earshot = try ChildProcess.earshot()
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("hostile.yaml")
    try Data(input.bytes).write(to: file)
    let result = try ChildProcess.run(earshot, ["validate", file.path])
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix(file.path + ":"))
    #expect(result.standardError.contains(": error: " + input.messageStart), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.seconds < 10, "took \(result.seconds) s")
    #expect(result.peakMegabytes < 200, "peak \(result.peakMegabytes) MB")
  }

  @Test func anEndlessFileIsNotReadToItsEnd() throws {
    // /dev/zero never ends: a device is refused unread (InputFile), and a regular file
    // is read at most one byte past the limit.
    let start = ContinuousClock.now
    #expect(throws: ScenarioError.self) { try ScenarioLoader.load(path: "/dev/zero") }
    do {
      _ = try ScenarioLoader.load(path: "/dev/zero")
    } catch {
      #expect(
        error.description
          == "earshot: error: /dev/zero: the scenario is a character device, not a file; nothing was read; give the path of a regular file"
      )
    }
    #expect(ContinuousClock.now - start < Self.hangGuard)
  }

  @Test func aFolderOrAMissingFileSaysSo() {
    #expect(throws: ScenarioError.self) { try ScenarioLoader.load(path: Repository.path("scenarios")) }
    do {
      _ = try ScenarioLoader.load(path: Repository.path("scenarios/no-such-scenario.yaml"))
    } catch {
      #expect(
        error.description.hasSuffix(
          "no-such-scenario.yaml: no such file; give the path of a scenario (.yaml), e.g. scenarios/tour.yaml"))
    }
  }

  @Test func anchorsUsedSparinglyStillWork() throws {
    let yaml = """
      title: Sizes
      elements:
        - radio-group: { label: Shirt, options: &sizes [Small, Medium, Large], selected: Medium }
        - radio-group: { label: Trousers, options: *sizes }
      """
    let loaded = try ScenarioLoader.parse(text: yaml, file: "anchors.yaml")
    #expect(loaded.screen.components.count == 2)
  }

  @Test func aByteOrderMarkIsIgnored() throws {
    let loaded = try ScenarioLoader.parse(
      data: Data([0xEF, 0xBB, 0xBF] + Array("title: Marked\nelements: [ { button: OK } ]\n".utf8)), file: "bom.yaml")
    #expect(loaded.screen.title == "Marked")
  }
}
