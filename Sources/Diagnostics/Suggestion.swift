/// "Did you mean" help: the candidates nearest to what a user typed.
public enum Suggestion {
  /// Candidates within a small edit distance of `input`, nearest first.
  public static func nearest(to input: String, among candidates: [String], limit: Int = 3) -> [String] {
    let typed = input.lowercased()
    // The typed text is measured and split into scalars once: it may be a long
    // pasted line, compared with every candidate.
    let typedScalars = Array(typed.unicodeScalars)
    // A short word allows one slip: 'f5' is not a misspelt 'up'.
    let threshold = typed.count <= 4 ? 1 : max(2, typed.count / 3)
    let scored = candidates.compactMap { candidate -> (String, Int)? in
      let lowered = candidate.lowercased()
      if lowered.hasPrefix(typed) && !typed.isEmpty { return (candidate, 0) }
      let loweredScalars = Array(lowered.unicodeScalars)
      // The distance is at least the difference in length: a long pasted line is
      // never near a short command word, and costs nothing to rule out.
      guard abs(loweredScalars.count - typedScalars.count) <= threshold else { return nil }
      let distance = editDistance(typedScalars, loweredScalars, limit: threshold)
      return distance <= threshold ? (candidate, distance) : nil
    }
    // Nearest first; among equals, the shortest (the plainest completion of a prefix).
    return scored.sorted { ($0.1, $0.0.count, $0.0) < ($1.1, $1.0.count, $1.0) }.prefix(limit).map(\.0)
  }

  /// "; did you mean 'x'?" or "; did you mean 'x' or 'y'?", or empty.
  public static func didYouMean(_ input: String, among candidates: [String]) -> String {
    let found = nearest(to: input, among: candidates, limit: 2)
    guard !found.isEmpty else { return "" }
    return "; did you mean " + found.map { "'\($0)'" }.joined(separator: " or ") + "?"
  }

  /// Edit distance counting a swap of two neighbours as one slip ('iso' for 'ios'), as
  /// well as an insertion, deletion or substitution (optimal string alignment), with
  /// three rows. With a `limit`, stops as soon as every path is past it (a row's
  /// smallest entry only grows) and returns `limit + 1`: a mistyped line is compared
  /// with every command word.
  static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
    editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
  }

  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&beforePrevious, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
