import EarshotTestSupport
import Playback
import ScreenReader
import Testing

@Suite struct AnnouncementSpecTests {
  static let yaml = """
    title: Checkout
    elements:
      - heading: Checkout
      - checkbox: Gift wrap
      - dropdown: { label: Country, options: [Canada, Mexico], selected: Canada }
      - button: { label: Pay | Save, opens: confirm }
    modals:
      confirm:
        kind: alert
        title: Pay now?
        elements:
          - text: Your card will be charged.
          - button: { label: Cancel, closes: true }
    """

  func spec() throws -> AnnouncementSpec {
    AnnouncementSpec.build(screen: try PlaybackFixtures.screen(Self.yaml))
  }

  func text(_ utterances: [Utterance]?) -> String {
    (utterances ?? []).map(\.text).joined(separator: " / ")
  }

  /// What double tap and hold opens belongs in the spec as much as what double tap does.
  @Test func aLongPressMenuHasItsRowAndItsContents() throws {
    let yaml = """
      title: Files
      elements:
        - button: { label: Report.pdf, long-press: { opens: menu } }
      modals:
        menu:
          kind: sheet
          title: File actions
          elements:
            - button: { label: Rename, closes: true }
      """
    let spec = AnnouncementSpec.build(screen: try PlaybackFixtures.screen(yaml))
    let hold = try #require(spec.rows.first { $0.element == "Report.pdf" && $0.state.hasPrefix("long press") })
    #expect(hold.state == "long press, opens sheet")
    #expect(Platform.allCases.allSatisfy { hold.speech[$0] != nil })
    let rename = spec.rows.first { $0.element == "Rename" && $0.state == "focused" }
    #expect(rename?.place == "Sheet \u{201C}File actions\u{201D}")
  }

  @Test func everyElementEachPlatformReachesHasARowWithWhatItSays() throws {
    let spec = try spec()
    let screen = try PlaybackFixtures.screen(Self.yaml)
    for platform in Platform.allCases {
      let session = ScreenReaderSession(screen: screen, platform: platform)
      for node in session.reachableNodes {
        let row = spec.rows.first { $0.place == "Screen" && $0.element == node.displayName && $0.state == "focused" }
        #expect(row != nil, "no row for \(node.displayName)")
        let said = row?.speech[platform] ?? []
        #expect(!said.isEmpty, "\(platform.screenReaderName) says nothing for \(node.displayName)")
      }
    }
  }

  @Test func aCheckBoxHasARowForEachStateAndTheyDiffer() throws {
    let rows = try spec().rows.filter { $0.element == "Gift wrap" && $0.state.hasPrefix("focused") }
    #expect(rows.count == 2)
    for platform in Platform.allCases {
      let said = Set(rows.map { text($0.speech[platform]) })
      #expect(said.count == 2, "\(platform.screenReaderName) reads both states alike")
    }
  }

  @Test func eachOptionOfAnOpenDropdownHasARow() throws {
    let spec = try spec()
    for option in ["Canada", "Mexico"] {
      let row = spec.rows.first { $0.element == option && $0.state == "focused" && $0.place != "Screen" }
      #expect(row?.place.contains("Country") == true)
      #expect(row?.speech[.ios] != nil && row?.speech[.android] != nil)
    }
  }

  @Test func aModalsContentsAreRowsNamedAfterTheModal() throws {
    let spec = try spec()
    let inside = spec.rows.filter { $0.place.contains("Pay now?") }
    #expect(inside.contains { $0.element == "Your card will be charged." })
    #expect(inside.contains { $0.element == "Cancel" })
  }

  @Test func anElementOnlyOnePlatformHasIsMarkedMissingOnTheOther() throws {
    // VoiceOver's menu has a hidden dismiss button after the options; TalkBack's list has none.
    let spec = try spec()
    let iosOnly = spec.rows.filter { $0.speech[.android] == nil }
    #expect(!iosOnly.isEmpty)
    #expect(iosOnly.allSatisfy { $0.speech[.ios] != nil })
  }

  @Test func theMarkdownIsOneTableWithAColumnPerScreenReaderAndEscapedBars() throws {
    let markdown = AnnouncementSpecMarkdown.render(try spec(), scenario: "checkout.yaml")
    let table = markdown.split(separator: "\n").filter { $0.hasPrefix("|") }
    #expect(table.count == (try spec()).rows.count + 2)
    #expect(table.first?.contains("VoiceOver") == true && table.first?.contains("TalkBack") == true)
    for line in table {
      #expect(MarkdownTable.cells(String(line)).count == 5, "\(line)")
    }
    #expect(markdown.contains(#"Pay \| Save"#))
  }

  @Test func escapingKeepsLabelsFromBecomingFormatting() {
    #expect(AnnouncementSpecMarkdown.escaped("a|b") == #"a\|b"#)
    #expect(AnnouncementSpecMarkdown.escaped("*new* <b>") == #"\*new\* &lt;b&gt;"#)
    #expect(AnnouncementSpecMarkdown.escaped("two\nlines") == "two lines")
  }
}
