import LineEditing
import Testing

/// What Tab does in the REPL, as a user sees it: the text it inserts and the list it shows.
@Suite struct CompletionListTests {
  @Test func tabInsertsWhatEveryCandidateShares() {
    #expect(CompletionList.commonPrefix(["next", "next heading", "next link"], atLeast: "ne") == "next")
    // Case is ignored, spelled as the first candidate spells it.
    #expect(CompletionList.commonPrefix(["Country", "country code"], atLeast: "c") == "Country")
    // Never shorter than what was typed, and nothing to complete leaves it as it is.
    #expect(CompletionList.commonPrefix(["touch", "tree"], atLeast: "tou") == "tou")
    #expect(CompletionList.commonPrefix([], atLeast: "xyz") == "xyz")
  }

  @Test func theListLeavesOutTheWordsAlreadyTyped() {
    #expect(CompletionList.shown(["touch Country", "touch Cancel"], typed: "touch C") == ["Country", "Cancel"])
    #expect(CompletionList.shown(["next", "new"], typed: "ne") == ["next", "new"])
  }

  @Test func itemsAreLaidOutDownThenAcrossWithinTheWidth() {
    let items = ["alpha", "bravo", "charlie", "delta", "echo"]
    let lines = CompletionList.layout(items, width: 30)
    // Cells of the longest item plus two: three columns in 30, two rows, filled down first.
    #expect(lines == ["alpha    charlie  echo", "bravo    delta"])
    #expect(lines.allSatisfy { $0.count <= 30 })
    #expect(CompletionList.layout([], width: 80).isEmpty)
  }

  @Test func aLongListSaysHowManyDidNotFit() {
    let items = (1...100).map { "element-\($0)" }
    let lines = CompletionList.layout(items, width: 20, maximumRows: 5)
    #expect(lines.count == 6)
    #expect(lines.last == "... and 95 more; type more letters")
  }

  @Test func historyLivesWhereTheUserKeepsState() {
    #expect(LineEditor.defaultHistoryPath()?.hasSuffix("earshot/history") == true)
  }
}
