import Foundation

/// Points at places in an XML dump that Foundation's XMLParser reports only as the end of a tag: the "<" that
/// opens it, whether the file stops inside it, and the end of the file. Shared by the XML readers.
struct XMLTagLocator {
  /// The dump's bytes.
  let bytes: Data
  /// A line asked for and where it starts: the parser reports lines in order, so each is found by reading on
  /// from the last, with no table of every line start.
  private var cursor = (line: 1, start: 0)

  init(bytes: Data) { self.bytes = bytes }

  /// The last line and the column just past its end.
  var endLocation: ImportLocation {
    mutating get {
      while lineStart(cursor.line + 1) != nil {}
      return ImportLocation(line: cursor.line, column: bytes.count - cursor.start + 1)
    }
  }

  /// Where `line` starts; nil past the last line.
  mutating func lineStart(_ line: Int) -> Int? {
    guard line >= 1 else { return nil }
    if line < cursor.line { cursor = (1, 0) }
    while cursor.line < line {
      guard let newline = bytes[cursor.start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      cursor = (cursor.line + 1, newline + 1)
    }
    return cursor.start
  }

  /// Whether the tag that opens at `location` has its ">" (uiautomator escapes ">" inside values).
  mutating func tagIsClosed(at location: ImportLocation) -> Bool {
    guard let lineStart = lineStart(location.line) else { return true }
    let start = lineStart + location.column - 1
    return bytes[min(start, bytes.count)...].contains(UInt8(ascii: ">"))
  }

  /// The column of the "<" that opens the tag the parser has just read.
  mutating func tagStart(line: Int, column: Int) -> ImportLocation {
    guard let start = lineStart(line) else { return ImportLocation(line: line, column: column) }
    var offset = min(start + max(column - 1, 0), bytes.count - 1)
    while offset > start && bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
    return ImportLocation(line: line, column: offset - start + 1)
  }
}
