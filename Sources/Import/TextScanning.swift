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

extension StringProtocol {
  /// Calls `body` with each line, its number from 1 and whether it is the last; returns how many there were.
  /// Found as it goes: no array of every line of a large dump. A line ends at "\n" or "\r\n" (a console or
  /// logcat saved on Windows), and the "\r" of "\r\r\n" (older adb on Windows) is not part of the line.
  /// Lines are found by their "\n" byte, not by Character: a grapheme cluster never spans a line feed (Unicode's
  /// GB4/GB5), so the lines are the same, and a 10 MB dump is not segmented into Characters just to be split.
  func forEachLine(_ body: (Substring, Int, Bool) throws(ImportError) -> Void) throws(ImportError) -> Int {
    let whole = Substring(self)
    let bytes = whole.utf8
    var start = bytes.startIndex
    var number = 0
    while true {
      number += 1
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      var lineEnd = end
      while lineEnd > start, bytes[bytes.index(before: lineEnd)] == UInt8(ascii: "\r") {
        lineEnd = bytes.index(before: lineEnd)
      }
      try body(whole[start..<lineEnd], number, end == bytes.endIndex)
      guard end < bytes.endIndex else { return number }
      start = bytes.index(after: end)
    }
  }

  /// Where `needle` first occurs, found byte by byte in UTF-8 (no Foundation bridge, no Characters):
  /// for the ASCII markers dumps are read by (`SemanticsNode`, `AccessibilityNodeInfo@`, `; `).
  func firstByteRange(of needle: StaticString) -> Range<Index>? {
    let bytes = utf8
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    guard let first = pattern.first else { return startIndex..<startIndex }
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: first) {
      var end = found
      var matched = 0
      while matched < pattern.count, end < bytes.endIndex, bytes[end] == pattern[matched] {
        end = bytes.index(after: end)
        matched += 1
      }
      if matched == pattern.count { return found..<end }
      index = bytes.index(after: found)
    }
    return nil
  }

  /// The numbers between `separator` bytes, spaces around each ignored, read by bytes (`0.0, 63.0, 1080.0`);
  /// a part that is no number is left out.
  func asciiNumbers(separatedBy separator: UInt8) -> [Double] {
    let whole = Substring(self)
    var numbers: [Double] = []
    for part in whole.utf8.split(separator: separator) {
      if let number = Substring(part).asciiNumber { numbers.append(number) }
    }
    return numbers
  }

  /// The number the text holds, spaces at either end ignored, found by bytes; nil when it is no number.
  var asciiNumber: Double? {
    let bytes = Substring(self).utf8
    let trimmed = bytes.drop { $0 == UInt8(ascii: " ") }
    var end = trimmed.endIndex
    while end > trimmed.startIndex, trimmed[trimmed.index(before: end)] == UInt8(ascii: " ") {
      end = trimmed.index(before: end)
    }
    return Double(Substring(trimmed[..<end]))
  }

  /// Whether `needle` occurs, by bytes (`firstByteRange`).
  func containsBytes(_ needle: StaticString) -> Bool { firstByteRange(of: needle) != nil }
}

extension UInt8 {
  /// A to Z or a to z.
  var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
}

extension Character {
  /// "\n", or "\r\n", which Swift keeps as one character.
  var isLineEnd: Bool { self == "\n" || self == "\r\n" }
}
