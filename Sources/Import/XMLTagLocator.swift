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
    // Searched in the bytes' own buffer: Data's subscript costs a representation check per byte.
    var found = cursor
    let reached = bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
      while found.line < line {
        guard found.start < raw.count,
          let newline = raw[found.start...].firstIndex(of: UInt8(ascii: "\n"))
        else { return false }
        found = (found.line + 1, newline + 1)
      }
      return true
    }
    cursor = found
    return reached ? cursor.start : nil
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
    let offset = bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int in
      var offset = min(start + max(column - 1, 0), raw.count - 1)
      while offset > start && raw[offset] != UInt8(ascii: "<") { offset -= 1 }
      return offset
    }
    return ImportLocation(line: line, column: offset - start + 1)
  }

  /// Refuses, before parsing, the markup Foundation's XMLParser on Linux crashes on, located where it opens;
  /// every XML reader calls this first (a new reader too). Comments and CDATA are skipped.
  /// - A processing instruction with no data (`<?name?>`, `<?xml?>`): swift-corelibs-foundation
  ///   `_NSXMLParserProcessingInstruction` takes strlen of the missing data (the import fuzzer's find).
  /// - A document type declaration with an internal subset (`<!DOCTYPE h [<!ATTLIST ...>]>`): its attribute,
  ///   notation and unparsed-entity callbacks hand on NULL strings for the parts a declaration leaves out
  ///   (default values, public or system ids), which the same file reads as C strings (SIGSEGV, issue 36).
  /// No dump writes either.
  static func refuseMarkupTheParserCannotRead(in bytes: Data, file: String) throws(ImportError) {
    guard let (place, message) = markupTheParserCannotRead(in: bytes) else { return }
    throw ImportError(file: file, location: place, message)
  }

  /// The name the first XML readers called; it refuses everything `refuseMarkupTheParserCannotRead` does.
  static func refuseDataLessInstruction(in bytes: Data, file: String) throws(ImportError) {
    try refuseMarkupTheParserCannotRead(in: bytes, file: file)
  }

  static let dataLessInstructionMessage =
    "a processing instruction with no data ('<?NAME?>'): no dump writes one, and the XML parser cannot read it; remove it and import again"
  static let internalSubsetMessage =
    "a document type declaration with its own declarations ('<!DOCTYPE NAME [...]>'): no dump writes one, and the XML parser cannot read them; remove the declaration and import again"

  /// Where such markup opens and what to say; nil when there is none. One pass over the bytes.
  static func markupTheParserCannotRead(in bytes: Data) -> (ImportLocation, String)? {
    bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (ImportLocation, String)? in
      let text = raw.bindMemory(to: UInt8.self)
      let (less, question, bang, newline) = (
        UInt8(ascii: "<"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "\n")
      )
      func starts(_ prefix: String, at index: Int) -> Bool {
        let utf8 = Array(prefix.utf8)
        return index + utf8.count <= text.count && text[index..<index + utf8.count].elementsEqual(utf8)
      }
      func skip(past end: String, from index: Int) -> Int {
        let utf8 = Array(end.utf8)
        var at = index
        while at + utf8.count <= text.count {
          if text[at] == utf8[0], text[at..<at + utf8.count].elementsEqual(utf8) { return at + utf8.count }
          at += 1
        }
        return text.count
      }
      /// Whether the declaration opening at `index` has a "[" before its ">", outside quoted ids.
      func hasInternalSubset(from index: Int) -> Bool {
        var (at, quote): (Int, UInt8?) = (index, nil)
        while at < text.count {
          let byte = text[at]
          if let open = quote {
            if byte == open { quote = nil }
          } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            quote = byte
          } else if byte == UInt8(ascii: "[") {
            return true
          } else if byte == UInt8(ascii: ">") {
            return false
          }
          at += 1
        }
        return false
      }
      var (index, line, lineStart) = (0, 1, 0)
      while index < text.count {
        let byte = text[index]
        if byte == newline {
          (line, lineStart) = (line + 1, index + 1)
        } else if byte == less, index + 1 < text.count {
          if text[index + 1] == bang, starts("<!--", at: index) || starts("<![CDATA[", at: index) {
            let end = skip(past: starts("<!--", at: index) ? "-->" : "]]>", from: index + 4)
            for at in index..<end where text[at] == newline { (line, lineStart) = (line + 1, at + 1) }
            index = end
            continue
          }
          if text[index + 1] == bang, starts("<!DOCTYPE", at: index), hasInternalSubset(from: index + 9) {
            return (ImportLocation(line: line, column: index - lineStart + 1), internalSubsetMessage)
          }
          if text[index + 1] == question {
            var at = index + 2
            while at < text.count, text[at] > 0x20, text[at] != question { at += 1 }
            if at > index + 2, at + 1 < text.count, text[at] == question, text[at + 1] == UInt8(ascii: ">") {
              return (ImportLocation(line: line, column: index - lineStart + 1), dataLessInstructionMessage)
            }
          }
        }
        index += 1
      }
      return nil
    }
  }
}
