import ScreenReader

/// A word diff between expected and heard speech, as `git diff --word-diff`
/// shows one: words only expected in `[-…-]`, words only heard in `{+…+}`.
/// Words compare as `SpeechMatcher` compares speech (case and punctuation aside).
public enum SpeechDiff {
  public static func wordDiff(expected: String, heard: String) -> String {
    let old = words(expected)
    let new = words(heard)
    let oldKeys = old.map(SpeechMatcher.normalized)
    let newKeys = new.map(SpeechMatcher.normalized)

    // Longest common subsequence, table from the end.
    var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = oldKeys[i] == newKeys[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
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
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, oldKeys[i] == newKeys[j] {
        flush()
        pieces.append(new[j])
        i += 1
        j += 1
      } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
        added.append(new[j])
        j += 1
      } else {
        removed.append(old[i])
        i += 1
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
