import EarshotTestSupport
import Foundation
import Scenario
import Teams
import Testing

/// The announcement spec as `earshot export` writes it, made in-process: the
/// Markdown table a designer pastes into a spec (VoiceOver and TalkBack side by
/// side) and the hand-off page, with what each says.
@Suite struct SpecExportTests {
  /// The table's rows, each split into cells at bars that are not escaped.
  static func table(_ markdown: String) -> [[String]] {
    MarkdownTable.rows(markdown).map { $0.map { $0.trimmingCharacters(in: .whitespaces) } }
  }

  /// A shipped scenario's spec, as `earshot export scenarios/NAME` prints it.
  func markdown(_ name: String, locales: [String] = []) throws -> String {
    let path = "scenarios/\(name)"
    let loaded = try ScenarioLoader.load(path: Repository.path(path))
    return try SpecExport(scenario: path, screen: loaded.screen, locales: locales, output: CapturedOutput()).document()
  }

  @Test func theTourExportsAsATableWithAColumnPerScreenReader() throws {
    let table = Self.table(try markdown("tour.yaml"))
    #expect(table.count > 10)
    let header = table[0]
    #expect(header.count == 5)
    #expect(header.contains("VoiceOver") && header.contains("TalkBack"))
    #expect(table[1].allSatisfy { $0 == "---" })
    let rows = table.dropFirst(2)
    #expect(rows.allSatisfy { $0.count == header.count })
    guard let voiceOver = header.firstIndex(of: "VoiceOver"), let talkBack = header.firstIndex(of: "TalkBack") else {
      return
    }
    // Most elements are reached on both platforms, and they say them differently somewhere.
    let both = rows.filter { $0[voiceOver] != "\u{2014}" && $0[talkBack] != "\u{2014}" }
    #expect(both.count * 2 > rows.count)
    #expect(both.contains { $0[voiceOver] != $0[talkBack] })
    // A check box is listed in both of its states.
    let subscribe = rows.filter { $0[1] == "Subscribe" && $0[2].hasPrefix("focused") }
    #expect(subscribe.count == 2)
    #expect(Set(subscribe.map { $0[talkBack] }).count == 2)
    // The alert's contents have rows of their own.
    #expect(rows.contains { $0[0].contains("Unsubscribe everywhere?") && $0[1] == "Cancel" })
  }

  @Test func theDropdownSpecListsEveryOptionOfTheOpenList() throws {
    let rows = Self.table(try markdown("dropdown.yaml")).dropFirst(2)
    let inList = rows.filter { $0[0] != "Screen" && $0[2] == "focused" }
    #expect(inList.count >= 3)
  }

  @Test func twoLocalesSitSideBySideInOneTable() throws {
    let table = Self.table(try markdown("tour.yaml", locales: ["en", "de"]))
    let header = try #require(table.first)
    #expect(header.filter { $0.hasPrefix("VoiceOver") }.count == 2, "\(header)")
    #expect(header.filter { $0.hasPrefix("TalkBack") }.count == 2, "\(header)")
    #expect(table.dropFirst(2).allSatisfy { $0.count == header.count })
  }

  /// The hand-off page holds every spoken cell of the Markdown spec, in the same order,
  /// with nothing fetched from elsewhere and the check findings beside their element.
  @Test func theHandOffPageSaysWhatTheSpecSays() throws {
    let path = "scenarios/broken-ungrouped-label.yaml"
    let loaded = try ScenarioLoader.load(path: Repository.path(path))
    let notes = CapturedOutput()
    let html = try SpecExport(scenario: path, screen: loaded.screen, format: .html, output: notes).document()
    for remote in ["http://", "https://", "src=\"//", "<link rel=\"stylesheet\""] {
      #expect(!html.contains(remote), "the page refers to \(remote)")
    }
    let specRows = Self.table(try markdown("broken-ungrouped-label.yaml")).dropFirst(2)
    let pageRows = html.components(separatedBy: "<tr id=\"row-").dropFirst().map {
      $0.components(separatedBy: "</tr>")[0]
    }
    #expect(pageRows.count == specRows.count)
    for (specRow, pageRow) in zip(specRows, pageRows) {
      for cell in specRow[3...] where cell != "\u{2014}" && !cell.contains("\\") {
        let first = cell.components(separatedBy: "<br>")[0]
        #expect(pageRow.contains("\u{201C}\(first)\u{201D}"), "row \(specRow): \(first)")
      }
    }
    #expect(html.contains("data-clip="), "spoken cells have a button that plays them")
    #expect(html.contains("data:audio/ogg;codecs=opus;base64,"), "the clips are embedded as Ogg Opus")
    #expect(notes.stdout.isEmpty, "the page is returned, not printed")
  }
}
