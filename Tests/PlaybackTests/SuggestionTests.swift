import Testing

@testable import Diagnostics

/// "Did you mean" stays right and stays cheap: a near miss is still found, and a long
/// pasted line is ruled out without comparing it in full with every command word.
@Suite struct SuggestionTests {
  static let words = ["next", "previous", "first", "last", "activate", "read-all", "expect-focus"]

  @Test func aNearMissIsSuggestedAndAFarOneIsNot() {
    #expect(Suggestion.nearest(to: "nexy", among: Self.words) == ["next"])
    #expect(Suggestion.nearest(to: "activte", among: Self.words) == ["activate"])
    #expect(Suggestion.nearest(to: String(repeating: "nextx", count: 600), among: Self.words).isEmpty)
  }

  /// The early stop never changes a distance within the limit, and says "past it" otherwise.
  @Test(arguments: [("kitten", "sitting"), ("next", "nxet"), ("read-all", "read"), ("", "abc"), ("first", "last")])
  func aLimitedDistanceAgreesWithTheFullOne(_ a: String, _ b: String) {
    let full = Suggestion.editDistance(a, b)
    for limit in 0...6 {
      let limited = Suggestion.editDistance(a, b, limit: limit)
      #expect(full <= limit ? limited == full : limited > limit, "limit \(limit): \(limited) vs \(full)")
    }
  }
}
