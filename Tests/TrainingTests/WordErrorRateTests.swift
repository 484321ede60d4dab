import Testing
import Training

/// Dictation is scored as speech recognition is: the fewest word edits from what
/// was said to what was typed, over the words said.
@Suite struct WordErrorRateTests {
  @Test func wordForWordIsNoErrorWhateverTheCaseAndCommas() {
    let said = "not checked, Subscribe, Check box, Double-tap to toggle"
    #expect(WordErrorRate.of(typed: "Not checked subscribe check box double tap to toggle", said: said).errors == 0)
    #expect(WordErrorRate.of(typed: said, said: said) == WordErrorRate(words: 9, errors: 0))
  }

  @Test func substitutionsDeletionsAndInsertionsEachCountOnce() {
    let said = "Country, Drop down list, Canada"
    // 'Canadian' for 'Canada': one substitution in five words.
    #expect(
      WordErrorRate.of(typed: "country drop down list canadian", said: said) == WordErrorRate(words: 5, errors: 1))
    // 'Country' left out, 'menu' added.
    #expect(WordErrorRate.of(typed: "drop down list menu canada", said: said).errors == 2)
    #expect(WordErrorRate.of(typed: "", said: said).errors == 5)
    #expect(WordErrorRate.of(typed: "country drop down list canada", said: said).percent == "0%")
    #expect(WordErrorRate(words: 9, errors: 3).percent == "33%")
    // Typing words for silence is wholly wrong, not a division by zero.
    #expect(WordErrorRate.of(typed: "checked", said: "").rate == 1)
  }
}
