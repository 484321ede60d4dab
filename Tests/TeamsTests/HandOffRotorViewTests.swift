import EarshotTestSupport
import ScreenReader
import Teams
import Testing

/// The hand-off page's rotor view: each reader's headings, links and controls lists.
@Suite struct HandOffRotorViewTests {
  @Test("Each reader's lists hold what skimming by them reaches, in order, in its words")
  func lists() throws {
    let screen = try Fixtures.screen(
      """
      title: Recipe
      elements:
        - heading: Ingredients
        - text: Oats and milk.
        - heading: Method
        - link: { label: Read our Terms., links: [Terms] }
        - switch: { label: Timer sound }
        - button: Start timer
      """)
    let voiceOver = HandOffPage.rotorView(screen, platform: .ios)
    #expect(voiceOver.map(\.setting) == ["Headings", "Links", "Form Controls"])
    #expect(voiceOver[0].names == ["Ingredients", "Method"])
    #expect(voiceOver[1].names == ["Read our Terms."])
    #expect(voiceOver[2].names == ["Timer sound", "Start timer"])
    let talkBack = HandOffPage.rotorView(screen, platform: .android)
    #expect(talkBack.map(\.setting) == ["Headings", "Links", "Controls"])
    #expect(talkBack[2].names == ["Timer sound", "Start timer"])
  }
}
