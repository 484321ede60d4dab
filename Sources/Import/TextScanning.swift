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
  /// Calls `body` with each line, its number from 1 and whether it is the last; returns how many there were.
  /// Found as it goes: no array of every line of a large dump. A line ends at "\n" or "\r\n" (a console or
  /// logcat saved on Windows; Swift reads "\r\n" as one character, never equal to "\n"), and the "\r" of
  /// "\r\r\n" (older adb on Windows) is not part of the line.
  func forEachLine(_ body: (Substring, Int, Bool) throws(ImportError) -> Void) throws(ImportError) -> Int {
    var start = startIndex
    var number = 0
    while true {
      number += 1
      let end = self[start...].firstIndex(where: \.isLineEnd) ?? endIndex
      var line = self[start..<end]
      while line.last == "\r" { line = line.dropLast() }
      try body(line, number, end == endIndex)
      guard end < endIndex else { return number }
      start = index(after: end)
    }
  }
}

extension Character {
  /// "\n", or "\r\n", which Swift keeps as one character.
  var isLineEnd: Bool { self == "\n" || self == "\r\n" }
}
