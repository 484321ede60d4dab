import Audit
import EarshotTestSupport
import Foundation
import Scenario
import ScreenReader
import Testing

/// Ordinary screens written for the audit from public guidance (ATF's checks,
/// Apple's and Android's accessibility docs), not the shipped scenarios: half
/// clean, half with one planted defect each, several in German. Each file says
/// what `check` must find in a comment: `# expect: clean`, or
/// `# expect: CRITERION | PLATFORMS | ELEMENT-ID`.
@Suite("Audit of ordinary screens it has never seen")
struct AuditScreenSetTests {
  static let folder = Repository.root.appendingPathComponent("Tests/Fixtures/audit-screens")

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }
      .sorted()
  }

  /// What a screen declares: nil for a clean one.
  struct Planted: Equatable {
    var criterion: String
    var platforms: Set<Platform>
    var element: String
  }

  static func expectation(in text: String) throws -> Planted? {
    let line = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("# expect:") }, "every screen says what it expects")
    let value = line.dropFirst("# expect:".count).trimmingCharacters(in: .whitespaces)
    if value == "clean" { return nil }
    let fields = value.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    try #require(fields.count == 3, "expect: CRITERION | PLATFORMS | ELEMENT, not '\(value)'")
    let platforms = try fields[1].split(separator: ",").map {
      try #require(Platform(userInput: $0.trimmingCharacters(in: .whitespaces)))
    }
    return Planted(criterion: fields[0], platforms: Set(platforms), element: fields[2])
  }

  @Test("The set is large enough, half clean, half broken, several in German")
  func shape() throws {
    let texts = try Self.files.map { try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8) }
    #expect(texts.count >= 40)
    let broken = try texts.filter { try Self.expectation(in: $0) != nil }.count
    #expect(broken >= texts.count / 2 - 1 && broken <= texts.count / 2 + 1, "\(broken) of \(texts.count) broken")
    #expect(texts.filter { $0.contains("\nlocale: de") }.count >= 5)
  }

  /// `--locale` changes the words findings quote, never what is found.
  @Test(arguments: files)
  func findingsDoNotDependOnTheQuotingLocale(file: String) throws {
    let screen = try ScenarioLoader.load(path: Self.folder.appendingPathComponent(file).path).screen
    func found(_ locale: String?) -> [String] {
      Auditor.audit(screen, locale: locale).map { "\($0.rule) \($0.element ?? "") \($0.platforms)" }
    }
    let own = found(nil)
    for locale in ["en", "de", "ja"] {
      #expect(found(locale) == own, "\(file) with --locale \(locale)")
    }
  }

  @Test(arguments: files)
  func screen(file: String) throws {
    let path = Self.folder.appendingPathComponent(file).path
    let planted = try Self.expectation(in: String(contentsOfFile: path, encoding: .utf8))
    let loaded = try ScenarioLoader.load(path: path)
    let findings = Auditor.audit(loaded.screen)
    guard let planted else {
      #expect(findings.isEmpty, "\(file) is clean: \(findings.map(\.description))")
      return
    }
    #expect(findings.count == 1, "\(file) has one defect: \(findings.map(\.description))")
    let finding = try #require(findings.first, "\(file): the planted defect is not found")
    #expect(finding.criterion.rawValue == planted.criterion, "\(file): \(finding.description)")
    #expect(Set(finding.platforms) == planted.platforms, "\(file): \(finding.description)")
    #expect(finding.element == planted.element, "\(file): \(finding.description)")
  }
}
