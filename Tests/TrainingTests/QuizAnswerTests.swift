import Audit
import EarshotTestSupport
import Testing
import Training

@Suite struct QuizAnswerTests {
  @Test func criteriaByNumberNameOrUniqueStart() {
    #expect(QuizAnswer.criterion("3") == .grouping)
    #expect(QuizAnswer.criterion("focus") == .focus)
    #expect(QuizAnswer.criterion("Gro") == .grouping)
    #expect(QuizAnswer.criterion("keyboard") == .keyboard)
    #expect(QuizAnswer.criterion("7") == .keyboard)
    #expect(QuizAnswer.criterion("8") == nil)
    #expect(QuizAnswer.criterion("") == nil)
    #expect(QuizAnswer.criterion("next") == nil)
    // The start of any word, when only one criterion has it.
    #expect(QuizAnswer.criterion("keyb") == .keyboard)
    #expect(QuizAnswer.criterion("ext") == .keyboard)
  }

  @Test func aMistypedAnswerGetsASuggestion() {
    #expect(QuizAnswer.criterion("nmae") == nil)
    #expect(QuizAnswer.criterionSuggestion("nmae") == "; did you mean 'Name'?")
    #expect(QuizAnswer.criterionSuggestion("grupoing") == "; did you mean 'Grouping'?")
    #expect(QuizAnswer.criterionSuggestion("keybaord") == "; did you mean 'keyboard'?")
    #expect(QuizAnswer.criterionSuggestion("banana") == "")
    let choices = [ElementChoice(id: "country", name: "Country (dropdown)", line: 3)]
    #expect(QuizAnswer.elementSuggestion("Cuontry", among: choices) == "; did you mean 'Country'?")
  }

  @Test func elementsByNumberOrName() {
    let choices = [
      ElementChoice(id: "settings", name: "Settings (heading)", line: 2),
      ElementChoice(id: "delete", name: "Delete account (button)", line: 3),
      ElementChoice(id: "confirm", name: "the alert 'Delete account?'", line: 6),
    ]
    #expect(QuizAnswer.element("2", among: choices)?.id == "delete")
    #expect(QuizAnswer.element("delete account", among: choices)?.id == "delete")
    #expect(QuizAnswer.element("the alert", among: choices)?.id == "confirm")
    #expect(QuizAnswer.element("s", among: choices)?.id == "settings")
    #expect(QuizAnswer.element("4", among: choices) == nil)
  }

  @Test func aSeedGivesTheSameOrderEveryTime() {
    let items = Array(1...15)
    #expect(SeededOrder.shuffled(items, seed: 7) == SeededOrder.shuffled(items, seed: 7))
    #expect(SeededOrder.shuffled(items, seed: 7) != SeededOrder.shuffled(items, seed: 8))
    #expect(SeededOrder.shuffled(items, seed: 7).sorted() == items)
  }
}

extension QuizAnswerTests {
  /// A trainee picks an element by what they heard: its spoken name, not the YAML's
  /// visible label when the two differ; an element that says no name keeps its visible
  /// label, else is "unnamed element". Never its kind or id: "(button)" would answer
  /// a Role question, "'search'" a Name one.
  @Test func choicesAreNamedAsTheReaderSpeaksThemAndNothingMore() throws {
    let screen = try Fixtures.screen(
      """
      elements:
        - text-field: { id: mail, label: Email, ios: { accessibilityLabel: E-mail address } }
        - button: { id: go, label: Send }
        - text-field: { id: search, placeholder: Search }
      """)
    let names = ElementChoice.choices(in: screen).map(\.name)
    #expect(names == ["E-mail address", "Send", "unnamed element"])
  }

  /// A label and the control it should name read the same: told apart by place, not kind.
  @Test func choicesThatReadTheSameAreNumberedAndStillAnsweredByNumber() throws {
    let screen = try Fixtures.screen(
      """
      elements:
        - text: Country
        - dropdown: { id: pick, label: Country, options: [France, Spain] }
        - button: { id: a }
        - button: { id: b }
      """)
    let choices = ElementChoice.choices(in: screen)
    #expect(
      choices.map(\.name) == [
        "Country (1 of 2)", "Country (2 of 2)", "unnamed element (1 of 2)", "unnamed element (2 of 2)",
      ])
    #expect(QuizAnswer.element("2", among: choices)?.id == "pick")
    #expect(QuizAnswer.element("country (2 of 2)", among: choices)?.id == "pick")
  }
}
