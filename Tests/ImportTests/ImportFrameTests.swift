import Audit
import Import
import Scenario
import ScreenReader
import Testing

/// What an import writes besides speech: each element's `frame:` from the dump's bounds (the
/// playground and the hand-off page draw the screen from it), and a page control as the
/// adjustable page indicator it is.
@Suite struct ImportFrameTests {
  @Test func eachElementIsDrawnWhereTheDumpsBoundsPutIt() throws {
    let dump = ImportSupport.uiautomator([
      ImportSupport.node(
        className: "android.widget.Button", text: "Pay", bounds: "[40,300][1040,420]", clickable: true),
      ImportSupport.node(className: "android.widget.TextView", text: "Total 24 €", bounds: "[40,120][700,180]"),
    ])
    let (_, loaded) = try ImportSupport.load(dump)
    let frames = Dictionary(
      uniqueKeysWithValues: loaded.screen.components.map { ($0.common.label ?? "", $0.common.frame) })
    #expect(frames["Pay"] == ElementFrame(x: 40, y: 300, width: 1000, height: 120))
    #expect(frames["Total 24 €"] == ElementFrame(x: 40, y: 120, width: 660, height: 60))
  }

  /// iOS frames are points with fractions (a 3x screen's thirds): `frame:` keeps them to the hundredth,
  /// as the dump gives them, so neighbours still meet and a 123.3-point tab is not drawn 123 wide.
  @Test func fractionalPointsAreKept() throws {
    let json = """
      [{"AXLabel":"Tab A","role":"AXButton","type":"Button","enabled":true,"frame":{"x":16,"y":124,"width":123.3,"height":32}},
       {"AXLabel":"Tab B","role":"AXButton","type":"Button","enabled":true,"frame":{"x":139.3,"y":124,"width":123.33333,"height":32}}]
      """
    let (result, loaded) = try ImportSupport.load(json)
    #expect(result.yaml.contains("frame: { x: 16, y: 124, width: 123.3, height: 32 }"))
    #expect(result.yaml.contains("frame: { x: 139.3, y: 124, width: 123.33, height: 32 }"))
    let frames = loaded.screen.components.compactMap(\.common.frame)
    #expect(frames.count == 2)
    #expect(abs(frames[0].maxX - frames[1].x) < 0.001)
    #expect(abs(frames[1].width - 123.33) < 0.001)
  }

  /// A scenario's `frame:` takes decimals, and refuses what is no number or no size, located.
  @Test func aScenarioFrameTakesDecimalsAndRefusesNoSize() throws {
    let yaml = """
      elements:
        - button: { id: pay, label: Pay, frame: { x: 16.5, y: 700, width: 358.25, height: 50 } }
      """
    let loaded = try ScenarioLoader.parse(text: yaml, file: "frames.yaml")
    #expect(loaded.screen.components.first?.common.frame == ElementFrame(x: 16.5, y: 700, width: 358.25, height: 50))
    let bad = """
      elements:
        - button: { id: pay, label: Pay, frame: { x: 16, y: 700, width: wide, height: 0 } }
      """
    #expect(throws: (any Error).self) { try ScenarioLoader.parse(text: bad, file: "frames.yaml") }
  }

  /// A UIPageControl: no label, "page 1 of 3" as its value and the adjustable trait. Swiping up turns
  /// the page, which VoiceOver reads; the audit finds no adjustable element with nothing to adjust.
  @Test func aPageControlIsAnAdjustablePageIndicator() throws {
    let json = """
      [{"AXLabel":"Welcome","role":"AXStaticText","type":"StaticText","enabled":true,"frame":{"x":16,"y":100,"width":300,"height":40}},
       {"AXLabel":null,"AXValue":"page 1 of 4","role":"AXAdjustable","type":"PageIndicator","enabled":true,"AXUniqueId":"pages","frame":{"x":146,"y":440,"width":100,"height":26}}]
      """
    let (_, loaded) = try ImportSupport.load(json)
    let indicator = try #require(loaded.screen.components.first { $0.common.id == "pages" })
    #expect(indicator is Slider)
    #expect(try ImportSupport.spoken(loaded, on: .ios).last == "page 1 of 4, adjustable")
    var session = ScreenReaderSession(screen: loaded.screen, platform: .ios)
    session.hintsEnabled = false
    if let locale = loaded.screen.locale { session.setLocale(locale) }
    _ = try session.perform(.last)
    let turned = try session.perform(.increment)
    #expect(turned.utterances.map(\.text) == ["page 2 of 4"])
    let findings = Auditor.audit(loaded.screen).filter { $0.element == "pages" }.map(\.rule)
    #expect(!findings.contains("role-contradicts-behaviour"), "\(findings)")
  }

  /// A value with no page and count is the control's words, not a range to adjust.
  @Test func aPageValueWithoutNumbersStaysText() throws {
    let json = """
      [{"AXLabel":null,"AXValue":"first page","role":"AXAdjustable","type":"PageIndicator","enabled":true,"AXUniqueId":"pages","frame":{"x":146,"y":440,"width":100,"height":26}}]
      """
    let (_, loaded) = try ImportSupport.load(json)
    #expect(loaded.screen.components.first is StaticText)
    #expect(Auditor.audit(loaded.screen).allSatisfy { $0.rule != "role-contradicts-behaviour" })
  }

  /// A single page (found by the import fuzzer: a slider from 1 to 1 made a scenario that did not load).
  @Test func aSinglePageStaysTextAndTheScenarioLoads() throws {
    let json = """
      [{"AXLabel":null,"AXValue":"page 1 of 1","role":"AXAdjustable","type":"PageIndicator","enabled":true,"AXUniqueId":"pages","frame":{"x":146,"y":440,"width":100,"height":26}}]
      """
    let (_, loaded) = try ImportSupport.load(json)
    #expect(loaded.screen.components.first is StaticText)
  }
}
