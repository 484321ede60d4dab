import Audit
import EarshotTestSupport
import Files
import Foundation
import Import
import Teams
import Testing

/// What a CI gate needs of `earshot check`: a baseline that still knows a finding after
/// the screen is reordered and reports only a new one, suppression shown with its reason
/// in every format, and dumps checked directly.
@Suite struct CheckGateTests {
  static let defects = [
    "  - button: { id: close, label: ic_close_24 }",
    "  - button: { id: send, label: Send, ios: { accessibilityLabel: Submit message } }",
    "  - text: { id: total, label: Total $24.50, ios: { isAccessibilityElement: false } }",
    "  - button: Pay",
  ]

  func run(_ path: String, baseline: CheckBaseline? = nil) -> CheckRun {
    var run = CheckRun(locale: nil, platforms: [.ios, .android])
    run.baseline = baseline
    run.check([path], variant: nil)
    return run
  }

  func write(_ lines: [String], to path: String) throws {
    try (["elements:"] + lines).joined(separator: "\n").appending("\n").write(
      toFile: path, atomically: true, encoding: .utf8)
  }

  @Test func aReorderedScreenKeepsItsBaselineAndANewFindingIsReported() throws {
    let folder = try Repository.temporaryFolder()
    let path = folder.appendingPathComponent("screen.yaml").path
    try write(Self.defects, to: path)
    let first = run(path)
    #expect(
      first.checked[0].findings.map(\.rule).sorted() == [
        "hidden-information", "identifier-as-name", "label-not-in-name",
      ])
    let baseline = first.currentBaseline
    // Written and read back byte for byte; the same screen reordered writes the same bytes.
    let data = baseline.encoded()
    #expect(try CheckBaseline.decode(data, file: "b.json").get() == baseline)
    try write(Self.defects.reversed() + ["  - text: Prices include tax."], to: path)
    let reordered = run(path, baseline: baseline)
    #expect(reordered.checked[0].findings.isEmpty, "\(reordered.checked[0].findings.map(\.description))")
    #expect(reordered.knownCount == 3)
    #expect(reordered.status == nil)
    #expect(reordered.currentBaseline.encoded() == data)
    // A new defect is the one finding reported.
    try write(Self.defects.reversed() + ["  - image: { id: logo, label: header_logo.png }"], to: path)
    let grown = run(path, baseline: baseline)
    #expect(grown.checked[0].findings.map(\.element) == ["logo"])
    #expect(grown.status != nil)
  }

  @Test func suppressionShowsItsReasonInEveryFormat() throws {
    let folder = try Repository.temporaryFolder()
    let path = folder.appendingPathComponent("list.yaml").path
    let texts = (1...22).map { "  - text: Result \($0)" }
    try (["check: { ignore: [no-heading], because: \"search results, read in order\" }", "elements:"] + texts)
      .joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
    let checked = run(path)
    #expect(checked.status == nil)
    #expect(checked.checked[0].suppressed.map(\.rule) == ["no-heading"])
    for format in CheckFormat.allCases {
      #expect(format.render(checked).contains("search results, read in order"), "\(format)")
    }
    #expect(CheckFormat.sarif.render(checked).contains("\"inSource\""))
    // A misspelt rule suppresses nothing silently: it is a located error.
    try (["check: { ignore: [no-headings], because: x }", "elements:"] + texts).joined(separator: "\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let misspelt = run(path)
    #expect(
      misspelt.errors.first?.diagnostic.description.contains(
        "list.yaml:1:18: error: check: ignore names no rule 'no-headings'") == true)
  }

  @Test func aDumpIsCheckedOnItsOwnNodes() throws {
    let folder = try Repository.temporaryFolder()
    let path = folder.appendingPathComponent("dump.xml").path
    let dump = """
      <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
      <hierarchy rotation="0">
        <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">
          <node index="0" text="" resource-id="com.example:id/close" class="android.widget.ImageButton" package="com.example" content-desc="ic_close_24" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][144,144]" />
          <node index="1" text="Checkout" resource-id="" class="android.widget.TextView" package="com.example" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[144,0][900,144]" />
        </node>
      </hierarchy>
      """
    try dump.write(toFile: path, atomically: true, encoding: .utf8)
    let checked = run(path)
    #expect(checked.errors.isEmpty)
    let finding = try #require(checked.checked.first?.findings.first { $0.rule == "identifier-as-name" })
    #expect(finding.location?.file == path && finding.location?.line == 4)
  }

  @Test func anIOSDumpsFramesAreJudgedOnIOSOnly() throws {
    let folder = try Repository.temporaryFolder()
    let path = folder.appendingPathComponent("player.xml").path
    // A 30-point button fails Apple's 44 pt; a 44-point one passes it, and says nothing of Android's 48 dp.
    let dump = """
      <?xml version="1.0" encoding="UTF-8"?>
      <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Player" label="Player" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Skip" label="Skip" enabled="true" visible="true" accessible="true" x="20" y="100" width="30" height="30" index="0" traits="Button"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Play" label="Play" enabled="true" visible="true" accessible="true" x="80" y="100" width="44" height="44" index="1" traits="Button"/>
        </XCUIElementTypeApplication>
      </AppiumAUT>
      """
    try dump.write(toFile: path, atomically: true, encoding: .utf8)
    let checked = run(path)
    #expect(checked.errors.isEmpty)
    let small = checked.checked.first?.findings.filter { $0.rule == "touch-target-size" } ?? []
    #expect(small.map(\.element) == ["skip"])
    #expect(small.first?.platforms == [.ios])
    #expect(small.first?.location?.line == 4)
  }

  /// Every format `earshot import` reads is checked as it is: its findings located in the dump.
  @Test(arguments: ImportFormat.allCases)
  func everyImportFormatIsChecked(format: ImportFormat) throws {
    let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/import")
    let dumps = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted().map {
      fixtures.appendingPathComponent($0).path
    }.filter { path in
      (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { ImportFormat.detect(Substring($0)) } == format
    }
    try #require(!dumps.isEmpty, "no fixture of \(format.rawValue)")
    let checked = run(dumps[0])
    #expect(checked.errors.isEmpty, "\(checked.errors.map(\.diagnostic.description))")
    let lines = try String(contentsOfFile: dumps[0], encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).count
    for finding in checked.checked.flatMap(\.findings) {
      #expect(finding.location?.file == dumps[0] && (1...lines).contains(finding.location?.line ?? 0))
    }
  }

  @Test func aScenariosSizeIsJudgedOnBothReadersAndABadOneIsLocated() throws {
    let folder = try Repository.temporaryFolder()
    let path = folder.appendingPathComponent("sizes.yaml").path
    try write(["  - button: { label: Close, size: 46x46 }", "  - button: { label: Next, size: 30 }"], to: path)
    let findings = run(path).checked[0].findings
    // 46 points pass Apple's 44 but not Android's 48 dp; a 30-point square fails both.
    #expect(
      findings.map { "\($0.element ?? "") \($0.platforms.map(\.rawValue))" } == [
        "close [\"android\"]", "next [\"ios\", \"android\"]",
      ])
    try write(["  - button: { label: Close, size: big }"], to: path)
    #expect(
      run(path).errors.first?.diagnostic.description.contains("sizes.yaml:2:35: error: size: 'big' is not a size")
        == true)
  }

  @Test func anUpdatedBaselineReplacesOnlyABaseline() throws {
    let folder = try Repository.temporaryFolder()
    let ours = folder.appendingPathComponent("baseline.json").path
    try CheckBaseline().encoded().write(to: URL(fileURLWithPath: ours))
    let theirs = folder.appendingPathComponent("notes.json").path
    try Data("{\"mine\": true}\n".utf8).write(to: URL(fileURLWithPath: theirs))
    let policy = OutputPolicy(inputs: [])
    #expect(policy.problems([OutputTarget(option: "--baseline", path: ours, kind: .checkBaseline)]).isEmpty)
    #expect(!policy.problems([OutputTarget(option: "--baseline", path: theirs, kind: .checkBaseline)]).isEmpty)
  }
}
