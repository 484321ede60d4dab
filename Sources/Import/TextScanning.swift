extension StringProtocol {
  /// The text without spaces at either end.
  var trimmingSpaces: SubSequence {
    guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }

  /// The text without any of `characters` at either end.
  func trimmingCharacters(in characters: String) -> SubSequence {
    guard let first = firstIndex(where: { !characters.contains($0) }),
      let last = lastIndex(where: { !characters.contains($0) })
    else { return self[endIndex...] }
    return self[first...last]
  }
}

extension String {
  /// Calls `body` with each line (split at "\n" as `split(separator:)` does), its number from 1 and whether it
  /// is the last; returns how many there were. Found as it goes: no array of every line of a large dump.
  func forEachLine(_ body: (Substring, Int, Bool) throws(ImportError) -> Void) throws(ImportError) -> Int {
    var start = startIndex
    var number = 0
    while true {
      number += 1
      let end = self[start...].firstIndex(of: "\n") ?? endIndex
      try body(self[start..<end], number, end == endIndex)
      guard end < endIndex else { return number }
      start = index(after: end)
    }
  }
}
