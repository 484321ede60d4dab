import ScreenReader
import Testing

/// Where a part came from is a typed case; `why` prints its sentence. The
/// sentences are what `why` printed when sources were text (golden transcripts
/// hold them), and an English fallback says so after the source's own.
@Suite struct PartSourceTests {
  @Test func everyKindOfSourceHasItsSentence() {
    let sources: [(PartSource, String)] = [
      (.accessibilityLabel, "accessibilityLabel"), (.visibleLabel, "the visible label"),
      (.tabTitle, "the tab's title"), (.typedText, "the typed text"),
      (.datePickerWheel(field: "month"), "the month picker"),
      (.upButton, "the up button's contentDescription (abc_action_bar_up_description)"),
      (.accessibilityValue, "accessibilityValue"), (.selectedOnWheel("hour"), "the selected hour"),
      (
        .inEnglish(.menuDismissButton, reader: .voiceOver, language: "German"),
        "the menu's hidden dismiss button (English: VoiceOver has no German word for it in Earshot's table)"
      ),
    ]
    for (source, sentence) in sources {
      #expect(source.sentence == sentence)
    }
  }

  /// Components ask which case a source is: an ungrouped label leaves the control
  /// nameless only when the name was the visible label.
  @Test func anUngroupedLabelTakesTheNameOnlyFromTheVisibleLabel() throws {
    let yaml = """
      elements:
        - checkbox: { label: Terms, grouped: false }
        - checkbox: { label: News, grouped: false, ios: { accessibilityLabel: Newsletter } }
      """
    var reader = ScreenReaderSession(screen: try screen(yaml), platform: .ios)
    #expect(try reader.say(.first, .next) == ["not checked, button"])
    #expect(try reader.say(.next, .next) == ["Newsletter, not checked, button"])
  }
}
