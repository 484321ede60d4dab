import ScreenReader
import Testing

@testable import EarshotCLI
@testable import Rendering

/// `why` lines up its columns by what a terminal shows: a Japanese word takes two
/// columns a character, so the kind and source columns stay straight.
@Suite struct WhyRendererTests {
  @Test func japaneseWordsAreAlignedByDisplayWidth() throws {
    let utterance = Utterance(parts: [
      SpeechPart(.state, "OFF", source: "the checked state"),
      SpeechPart(.name, "利用規約", source: "the visible label"),
      SpeechPart(.role, "チェックボックス", source: "TalkBack's role word for checkBox"),
    ])
    let output = WhyRenderer.render(
      typed: "next", results: [.init(platform: .android, events: [.utterance(utterance)])],
      style: TerminalStyle(enabled: false))
    let partLines = output.split(separator: "\n").filter { $0.contains(" from ") }
    #expect(partLines.count == 3)
    // The kind column starts at the same terminal column on every line.
    let kindColumns = partLines.map { line -> Int in
      // The closing quote of the part's text (the source may hold quotes of its own).
      guard let opening = line.firstIndex(of: "'"),
        let quote = line[line.index(after: opening)...].firstIndex(of: "'")
      else { return -1 }
      let quoted = String(line[...quote])
      let gap = line[line.index(after: quote)...].prefix { $0 == " " }.count
      return DisplayWidth.of(quoted) + gap
    }
    #expect(Set(kindColumns).count == 1, "\(output)")
    // 'チェックボックス' is 8 characters but 16 columns wide (plus its quotes).
    #expect(kindColumns.first == 4 + 18 + 2)
  }

  @Test func wideAndNarrowCharactersHaveTheirWidths() {
    #expect(DisplayWidth.of("Check box") == 9)
    #expect(DisplayWidth.of("チェックボックス") == 16)
    #expect(DisplayWidth.of("見出し") == 6)
    #expect(DisplayWidth.of("Ｅ") == 2)
    #expect(DisplayWidth.of("e\u{301}") == 1)
  }

  @Test func wrappingCutsWideTextByColumns() {
    let lines = TerminalStyle.wrap([TerminalStyle.Run("切り替えるにはダブルタップします")], width: 10)
    #expect(lines.map { TerminalStyle.visibleWidth($0) }.allSatisfy { $0 <= 10 })
    #expect(lines.flatMap { $0.map(\.text) }.joined() == "切り替えるにはダブルタップします")
  }
}
