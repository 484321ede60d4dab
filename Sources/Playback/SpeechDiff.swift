import ScreenReader

/// A word diff between expected and heard speech, as `git diff --word-diff`
/// shows one: words only expected in `[-…-]`, words only heard in `{+…+}`.
/// Words compare as `SpeechMatcher` compares speech (case and punctuation aside).
public enum SpeechDiff {
  public static func wordDiff(expected: String, heard: String) -> String {
    let expectedWords = words(expected)
    let heardWords = words(heard)
    let expectedKeys = expectedWords.map(SpeechMatcher.normalized)
    let heardKeys = heardWords.map(SpeechMatcher.normalized)

    // The standard library's diff (Myers): which expected words are onlyExpected, which heard words are new.
    var onlyExpected = Set<Int>()
    var onlyHeard = Set<Int>()
    for change in heardKeys.difference(from: expectedKeys) {
      switch change {
      case .remove(let offset, _, _): onlyExpected.insert(offset)
      case .insert(let offset, _, _): onlyHeard.insert(offset)
      }
    }

    var pieces: [String] = []
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      if !removed.isEmpty { pieces.append("[-" + removed.joined(separator: " ") + "-]") }
      if !added.isEmpty { pieces.append("{+" + added.joined(separator: " ") + "+}") }
      removed = []
      added = []
    }
    var i = 0
    var j = 0
    while i < expectedWords.count || j < heardWords.count {
      if onlyExpected.contains(i) {
        removed.append(expectedWords[i])
        i += 1
      } else if onlyHeard.contains(j) {
        added.append(heardWords[j])
        j += 1
      } else {
        flush()
        pieces.append(heardWords[j])
        i += 1
        j += 1
      }
    }
    flush()
    return pieces.joined(separator: " ")
  }

  /// Words as written, split at white space.
  static func words(_ text: String) -> [String] {
    text.split(whereSeparator: \.isWhitespace).map(String.init)
  }
}
