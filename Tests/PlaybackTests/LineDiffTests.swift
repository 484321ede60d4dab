import Playback
import Testing

@Suite struct LineDiffTests {
  @Test func aChangedLineBetweenUnchangedOnesIsRemovedThenAdded() {
    let diff = LineDiff(
      old: ["> next", "  Wi-Fi, off", "> next", "  Done"], new: ["> next", "  Wi-Fi, on", "> next", "  Done"])
    #expect(
      diff.edits == [
        .same("> next"), .removed("  Wi-Fi, off"), .added("  Wi-Fi, on"), .same("> next"), .same("  Done"),
      ])
    #expect(diff.summary == "1 line removed, 1 added")
    #expect(diff.firstChangedOldLine == 2)
  }

  @Test func theShortestEditKeepsWhatMovedLinesShare() {
    let diff = LineDiff(old: ["a", "b", "c", "d"], new: ["a", "c", "b", "d"])
    #expect(diff.removedCount == 1 && diff.addedCount == 1)
    #expect(diff.edits.first == .same("a") && diff.edits.last == .same("d"))
  }

  /// A golden file may be 16 MB: its lines against today's made a table of their product
  /// (902 MB for 1 MB of empty lines against a 94-line transcript). Past the table's
  /// bound the changed middle is listed whole, in memory linear in the two texts.
  @Test func aHugeChangedMiddleIsListedWholeInsteadOfTabled() {
    let old = ["> first", "  Inbox"] + Array(repeating: "", count: 100_000) + ["> end"]
    let new = ["> first", "  Inbox"] + (0..<460).map { "  line \($0)" } + ["> end"]
    let diff = LineDiff(old: old, new: new)
    #expect(diff.removedCount == 100_000 && diff.addedCount == 460)
    #expect(diff.edits.first == .same("> first") && diff.edits.last == .same("> end"))
    #expect(diff.firstChangedOldLine == 3 && diff.firstChangedNewLine == 3)
  }
}
