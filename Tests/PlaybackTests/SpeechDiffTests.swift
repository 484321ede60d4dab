import Playback
import Testing

@Suite struct SpeechDiffTests {
  @Test func marksWordsOnlyExpectedAndWordsOnlyHeard() {
    let diff = SpeechDiff.wordDiff(expected: "Subscribe, checked, button", heard: "Subscribe, not checked, button")
    #expect(diff == "Subscribe, {+not+} checked, button")
  }

  @Test func aWordSaidInAnotherPlaceShowsAsRemovedAndAdded() {
    let diff = SpeechDiff.wordDiff(expected: "checked, Subscribe", heard: "Subscribe, checked")
    #expect(diff.contains("[-") && diff.contains("{+"))
  }

  @Test func equalSpeechHasNoMarks() {
    let diff = SpeechDiff.wordDiff(expected: "subscribe CHECKED", heard: "Subscribe, checked")
    #expect(!diff.contains("[-") && !diff.contains("{+"))
  }
}
