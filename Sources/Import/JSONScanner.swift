/// Reads JSON straight from the dump's bytes, one value at a time, so that an idb
/// dump costs memory for the nodes it keeps and nothing for the keys it ignores (a
/// JSONSerialization object graph of a 60 MB dump held about 15 times the file).
/// Every error is located at the byte it is about (line and byte column).
struct JSONScanner {
  /// A value the reader keeps, as idb writes it: text, a number (with its text), a flag or null.
  enum Scalar {
    case text(String)
    case number(String, Double)
    case flag(Bool)
    case null
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  private(set) var offset = 0
  private var line = 1
  private var lineStart = 0
  /// What writes the JSON, named in the errors ("run … again").
  var producer = "idb ui describe-all --json"
  /// Deeper than this no value of an idb dump is nested; the bound keeps skipping from recursing without end.
  static let maximumNesting = 512

  init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
    self.bytes = bytes
    self.file = file
    // A byte-order mark is no part of the JSON.
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { offset = 3 }
  }

  var location: ImportLocation { ImportLocation(line: line, column: offset - lineStart + 1) }
  var atEnd: Bool { offset >= bytes.count }

  /// The next byte that is not white space, left unread; nil at the end.
  mutating func peek() -> UInt8? {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "\n"):
        offset += 1
        line += 1
        lineStart = offset
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): offset += 1
      default: return bytes[offset]
      }
    }
    return nil
  }

  /// Reads `byte` (after white space) or fails saying what was expected.
  mutating func expect(_ byte: UInt8, _ what: String) throws(ImportError) {
    guard peek() == byte else { throw failure(expected: what) }
    offset += 1
  }

  /// Skips the rest of the line (text a tool prints before its JSON).
  mutating func skipLine() {
    while offset < bytes.count && bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
  }

  /// Reads `byte` if it is next.
  mutating func take(_ byte: UInt8) -> Bool {
    guard peek() == byte else { return false }
    offset += 1
    return true
  }

  /// The parse error here: cut short at the end, else the unexpected character.
  func failure(expected what: String) -> ImportError {
    guard offset < bytes.count else {
      return ImportError(
        file: file, location: location,
        "the JSON does not parse (it ends where \(what) should be); it is cut short: run \(producer) again"
      )
    }
    let found = String(decoding: bytes[offset..<min(bytes.count, offset + 1)], as: UTF8.self)
    return ImportError(
      file: file, location: location,
      "the JSON does not parse (\(what) expected, found '\(found.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F } ? found : "?")'); is this \(producer) output?"
    )
  }

  /// A string, at its opening quote.
  mutating func string() throws(ImportError) -> String {
    try expect(UInt8(ascii: "\""), "a string")
    let start = offset
    // Most strings have no escapes: decoded from the bytes in place.
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"),
      bytes[offset] >= 0x20
    {
      offset += 1
    }
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "\"") {
      offset += 1
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset - 1]), as: UTF8.self)
    }
    var text = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return String(decoding: text, as: UTF8.self)
      }
      guard byte >= 0x20 else { throw failure(expected: "a closing quote or an escaped control character") }
      offset += 1
      guard byte == UInt8(ascii: "\\") else {
        text.append(byte)
        continue
      }
      guard offset < bytes.count else { break }
      let escape = bytes[offset]
      offset += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
      case UInt8(ascii: "b"): text.append(0x08)
      case UInt8(ascii: "f"): text.append(0x0C)
      case UInt8(ascii: "n"): text.append(0x0A)
      case UInt8(ascii: "r"): text.append(0x0D)
      case UInt8(ascii: "t"): text.append(0x09)
      case UInt8(ascii: "u"):
        var value = try hex4()
        if (0xD800..<0xDC00).contains(value), take(literal: "\\u") {
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw failure(expected: "the second half of a \\u pair") }
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw failure(expected: "a \\u escape of a character") }
        text.append(contentsOf: String(Character(scalar)).utf8)
      default:
        offset -= 1
        throw failure(expected: "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)")
      }
    }
    throw failure(expected: "a closing quote")
  }

  private mutating func take(literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] { return false }
    offset += count
    return true
  }

  private mutating func hex4() throws(ImportError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count, let digit = hexDigit(bytes[offset]) else {
        throw failure(expected: "four hex digits after \\u")
      }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// A string, number, true, false or null; nil (nothing read) when an array or object is next.
  mutating func scalar() throws(ImportError) -> Scalar? {
    guard let next = peek() else { throw failure(expected: "a value") }
    switch next {
    case UInt8(ascii: "\""): return .text(try string())
    case UInt8(ascii: "{"), UInt8(ascii: "["): return nil
    case UInt8(ascii: "t") where take(literal: "true"): return .flag(true)
    case UInt8(ascii: "f") where take(literal: "false"): return .flag(false)
    case UInt8(ascii: "n") where take(literal: "null"): return .null
    default: return try number()
    }
  }

  /// The value here if it is a string; any other value is read past.
  mutating func textValue() throws(ImportError) -> String? {
    guard let scalar = try scalar() else {
      try skipValue()
      return nil
    }
    if case .text(let text) = scalar { return text }
    return nil
  }

  /// A number as JSON writes it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
  private mutating func number() throws(ImportError) -> Scalar {
    let start = offset
    func digits(_ scanner: inout JSONScanner) -> Int {
      let first = scanner.offset
      while scanner.offset < scanner.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(scanner.bytes[scanner.offset])
      {
        scanner.offset += 1
      }
      return scanner.offset - first
    }
    _ = take(literal: "-")
    guard digits(&self) > 0 else { throw failure(expected: "a value") }
    if take(literal: ".") {
      guard digits(&self) > 0 else { throw failure(expected: "a digit") }
    }
    if take(literal: "e") || take(literal: "E") {
      _ = take(literal: "+") || take(literal: "-")
      guard digits(&self) > 0 else { throw failure(expected: "an exponent") }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    return .number(text, Double(text) ?? 0)
  }

  /// Reads past one value of any kind, checking it is JSON, keeping nothing.
  mutating func skipValue(nesting: Int = 0) throws(ImportError) {
    guard nesting < Self.maximumNesting else {
      throw ImportError(
        file: file, location: location,
        "values are nested more than \(Self.maximumNesting) levels deep here; no idb dump is, so this is not one")
    }
    if take(UInt8(ascii: "[")) {
      if take(UInt8(ascii: "]")) { return }
      repeat { try skipValue(nesting: nesting + 1) } while take(UInt8(ascii: ","))
      try expect(UInt8(ascii: "]"), "',' or ']'")
    } else if take(UInt8(ascii: "{")) {
      if take(UInt8(ascii: "}")) { return }
      repeat {
        _ = try string()
        try expect(UInt8(ascii: ":"), "':'")
        try skipValue(nesting: nesting + 1)
      } while take(UInt8(ascii: ","))
      try expect(UInt8(ascii: "}"), "',' or '}'")
    } else {
      _ = try scalar()
    }
  }

  /// Calls `body` with each key of the object that opens here, the scanner at its value; `body` reads the value.
  mutating func forEachKey(_ body: (String, inout JSONScanner) throws(ImportError) -> Void) throws(ImportError) {
    try expect(UInt8(ascii: "{"), "'{'")
    if take(UInt8(ascii: "}")) { return }
    repeat {
      let key = try string()
      try expect(UInt8(ascii: ":"), "':'")
      try body(key, &self)
    } while take(UInt8(ascii: ","))
    try expect(UInt8(ascii: "}"), "',' or '}'")
  }

  /// Calls `body` with the scanner at each item of the array that opens here; `body` reads the item.
  mutating func forEachItem(_ body: (inout JSONScanner) throws(ImportError) -> Void) throws(ImportError) {
    try expect(UInt8(ascii: "["), "'['")
    if take(UInt8(ascii: "]")) { return }
    repeat { try body(&self) } while take(UInt8(ascii: ","))
    try expect(UInt8(ascii: "]"), "',' or ']'")
  }
}
