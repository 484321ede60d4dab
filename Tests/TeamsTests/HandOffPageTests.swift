import EarshotTestSupport
import Foundation
import Scenario
import Teams
import Testing

/// `earshot export SCENARIO --format html`: one self-contained page to hand
/// off, checked as a reviewer meets it, in a real headless Chromium (through
/// Tests/Browser/check_handoff_page.py: Selenium, chromedriver, axe-core). The page
/// is made in-process (`SpecExport`); only the browser is another process.
@Suite(.serialized) struct HandOffPageTests {
  /// The page for a shipped scenario, as `earshot export SCENARIO --format html -o FILE` writes it.
  func export(
    _ scenario: String, in folder: URL, locales: [String] = [], audio: HandOffPage.AudioFormat = .opus
  ) throws -> (path: String, html: String) {
    let path = folder.appendingPathComponent((scenario as NSString).lastPathComponent + ".html").path
    let loaded = try ScenarioLoader.load(path: Repository.path(scenario))
    let notes = CapturedOutput()
    let html = try SpecExport(
      scenario: scenario, screen: loaded.screen, format: .html, locales: locales, audio: audio, output: notes
    ).document()
    try Data(html.utf8).write(to: URL(fileURLWithPath: path))
    return (path, html)
  }

  /// The page's table rows, as HTML.
  func rows(_ html: String) -> [String] {
    html.components(separatedBy: "<tr id=\"row-").dropFirst().map { $0.components(separatedBy: "</tr>")[0] }
  }

  @Test func thePageSaysWhatTheSpecSaysWithFindingsBesideTheirElement() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = "scenarios/broken-ungrouped-label.yaml"
    let (_, html) = try export(scenario, in: folder)

    // Self-contained: nothing is fetched from anywhere.
    for remote in ["http://", "https://", "src=\"//", "<link rel=\"stylesheet\""] {
      #expect(!html.contains(remote), "the page refers to \(remote)")
    }
    // Every cell of the Markdown spec is on the page, in the same order.
    let loaded = try ScenarioLoader.load(path: Repository.path(scenario))
    let markdown = try SpecExport(scenario: scenario, screen: loaded.screen, output: CapturedOutput()).document()
    let specRows = SpecExportTests.table(markdown).dropFirst(2)
    let pageRows = rows(html)
    #expect(pageRows.count == specRows.count)
    for (specRow, pageRow) in zip(specRows, pageRows) {
      for cell in specRow[3...] where cell != "\u{2014}" && !cell.contains("\\") {
        let first = cell.components(separatedBy: "<br>")[0]
        #expect(pageRow.contains("\u{201C}\(first)\u{201D}"), "row \(specRow): \(first)")
      }
    }
    // `check`'s findings sit in the row of the element they concern.
    var check = CheckRun(locale: nil, platforms: [.ios, .android])
    check.check([Repository.path(scenario)], variant: nil)
    let findings = CheckFormat.text.render(check).split(separator: "\n").filter { $0.contains("warning:") }
    #expect(findings.count == 2)
    let labelRow = try #require(pageRows.first { $0.contains("<th scope=\"row\">Remember me") })
    #expect(labelRow.contains("the label &#39;Remember me&#39; is a separate swipe"))
    // Why: each part with its source.
    #expect(labelRow.contains("from a separate label element (not grouped)"))
    // The keyboard order, per platform.
    #expect(html.contains("<h2 id=\"keyboard\">Keyboard order</h2>"))
    let keyboard = html.components(separatedBy: "<h2 id=\"rotor\">")[0]
    #expect(keyboard.components(separatedBy: "<ol>").count == 3)
    // The rotor view, per platform: its lists follow the keyboard's.
    #expect(html.contains("<h2 id=\"rotor\">Rotor view</h2>") && html.contains("<h4>Form Controls</h4>"))
  }

  @Test(arguments: [
    ("scenarios/broken-ungrouped-label.yaml", [], HandOffPage.AudioFormat.opus),
    ("scenarios/dropdown.yaml", [], .opus), ("scenarios/dropdown.yaml", ["en", "de"], .opus),
    ("scenarios/checkbox.yaml", [], .wav),
  ])
  func inAHeadlessBrowserEveryButtonPlaysItsAudioAndAxeFindsNothing(
    scenario: String, locales: [String], audio: HandOffPage.AudioFormat
  ) throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (path, _) = try export(scenario, in: folder, locales: locales, audio: audio)
    try checkInBrowser(path)
  }

  @Test func theToursPageIsSmallEnoughToAttach() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (path, html) = try export("scenarios/tour.yaml", in: folder)
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? .max
    #expect(size <= 1_500_000, "the tour's page is \(size) bytes")
    #expect(html.contains("data:audio/ogg;codecs=opus;base64,"))
    #expect(!html.contains("data:audio/wav"))
  }

  /// The page's audio is capped: past it, cells keep their words, lose their button, and
  /// the page says how many and why, so a huge screen cannot make a huge page.
  @Test func audioPastTheCapIsLeftOutAndThePageSaysSo() throws {
    let loaded = try ScenarioLoader.load(path: Repository.path("scenarios/checkbox.yaml"))
    var capped = SpecExport(
      scenario: "scenarios/checkbox.yaml", screen: loaded.screen, format: .html, output: CapturedOutput())
    capped.audioCap = 1
    let html = try capped.document()
    #expect(html.components(separatedBy: "class=\"play\"").count - 1 == 1, "one clip fits under a 1-byte cap")
    #expect(html.contains("<strong>Audio cut short:</strong>"))
    #expect(html.contains("a page holds at most 1 bytes of audio"))
    // Every cell still says what is heard.
    #expect(html.contains("\u{201C}Product news, not checked, button\u{201D}"))
    let whole = try export(
      "scenarios/checkbox.yaml", in: try Repository.temporaryFolder()
    ).html
    #expect(!whole.contains("Audio cut short"))
  }

  @Test func twoLocalesSitSideBySideEachCellInItsLanguage() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, html) = try export("scenarios/checkbox.yaml", in: folder, locales: ["en", "de"])
    #expect(html.contains("<html lang=\"en\">"))
    for header in ["VoiceOver (iOS), en", "VoiceOver (iOS), de", "TalkBack (Android), en", "TalkBack (Android), de"] {
      #expect(html.contains("<th scope=\"col\">\(header)</th>"), "no column \(header)")
    }
    let row = try #require(rows(html).first { $0.contains("<th scope=\"row\">Product news") })
    let cells = row.components(separatedBy: "<td lang=\"").dropFirst().map { $0.prefix(2) }
    #expect(cells == ["en", "de", "en", "de"])
    // TalkBack's German words, in the German cell ("Kästchen" is TalkBack's de check box role).
    #expect(row.contains("lang=\"de\"><p>\u{201C}nicht aktiviert"), "\(row)")
  }

  /// A reader word with no source in the column's language is spoken in English and shown
  /// highlighted there, with the legend that says why; never in the English column. The iOS
  /// dropdown's "collapsed" has no published German (VoiceOver-de.words: unknown stateCollapsed).
  @Test func anEnglishFallbackIsHighlightedInItsColumn() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, html) = try export("scenarios/dropdown.yaml", in: folder, locales: ["en", "de"])
    let row = try #require(rows(html).first { $0.contains("<th scope=\"row\">Country") })
    let cells = row.components(separatedBy: "<td lang=\"")
    #expect(cells[2].contains("<mark class=\"fallback\" lang=\"en"), "\(cells[2])")
    #expect(cells[2].contains(">collapsed</mark>"), "\(cells[2])")
    #expect(!cells[1].contains("<mark"))
    #expect(html.contains("<mark class=\"fallback\">highlighted like this</mark>"))
  }

  /// The page in headless Chromium: every button plays its clip for its length, axe-core passes.
  func checkInBrowser(_ path: String) throws {
    let outcome = try BrowserCheck.run("check_handoff_page.py", page: path)
    #expect(outcome.status == 0, "\(outcome.problems)")
    #expect(outcome.summary.contains("play buttons played"))
  }

}

/// A long option list folds to its ends and one row, which a reviewer can still hear
/// any option of; the screen's picture sits beside the table.
@Suite(.serialized) struct HandOffPageFoldingTests {
  static let options = (1...40).map { "Place \($0)" }
  static let scenario = """
    title: Address
    elements:
      - text-field: { label: Street, frame: { x: 16, y: 100, width: 358, height: 44 } }
      - dropdown: { label: Country, selected: Place 1, options: [\(options.joined(separator: ", "))] }
      - button: { label: Save, frame: { x: 16, y: 700, width: 358, height: 50 } }
    """

  func page() throws -> String {
    let loaded = try ScenarioLoader.parse(text: Self.scenario, file: "address.yaml")
    return try SpecExport(scenario: "address.yaml", screen: loaded.screen, format: .html, output: CapturedOutput())
      .document()
  }

  @Test func aFortyOptionDropdownKeepsItsEndsAndFoldsTheRestIntoOneRowToHearAnyOf() throws {
    let html = try page()
    let rows = html.components(separatedBy: "<tr id=\"row-").dropFirst().map { $0.components(separatedBy: "</tr>")[0] }
    let optionRows = rows.filter { $0.contains("id country.option.") }
    let shown = Set(
      optionRows.compactMap { $0.components(separatedBy: "id country.option.").last?.prefix { $0.isNumber } })
    // The first and last three options keep their rows (ids count from 0).
    #expect(shown == ["0", "1", "2", "37", "38", "39"])
    let folded = try #require(html.components(separatedBy: "<tr class=\"folded\"").dropFirst().first)
    #expect(folded.contains("Options 4 to 37 of 40"))
    #expect(folded.contains("34 more, folded"))
    // How they read: option 4's own words, per reader.
    #expect(folded.contains("\u{201C}Place 4"))
    // Per reader, a list of every folded option to hear.
    #expect(folded.components(separatedBy: "<select").count - 1 == 2)
    for number in 4...37 { #expect(folded.contains(">Place \(number) (\(number))</option>"), "option \(number)") }
    #expect(!folded.contains(">Place 3 (3)</option>") && !folded.contains(">Place 38 (38)</option>"))
  }

  @Test func thePictureDrawsEachElementWhereItsFrameSaysNumberedInEachReadersOrder() throws {
    let html = try page()
    let pictures = try #require(html.components(separatedBy: "<section class=\"pictures\"").dropFirst().first)
    #expect(pictures.components(separatedBy: "<figure").count - 1 == 2, "a picture per reader")
    // Street's frame: x 16 of 390, y 100 of 818 (the unframed dropdown goes below Save, 16 under it).
    #expect(pictures.contains("left:4.10%;top:12.22%;width:91.79%;height:5.37%"), "\(pictures.prefix(1500))")
    // The unframed dropdown is laid out below what is framed; every box has its number.
    for (number, label) in [(1, "Street"), (2, "Country"), (3, "Save")] {
      #expect(pictures.contains("</span>\(number)</span> <span class=\"label\">\(label)</span>"), "\(label)")
    }
  }

  @Test func inAHeadlessBrowserTheFoldedListPlaysTheChosenOptionAndAxeFindsNothing() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("address.html").path
    try Data(try page().utf8).write(to: URL(fileURLWithPath: path))
    let outcome = try BrowserCheck.run("check_handoff_page.py", page: path)
    #expect(outcome.status == 0, "\(outcome.problems)")
    #expect(outcome.summary.contains("2 folded lists heard"), "\(outcome.summary)")
  }
}
