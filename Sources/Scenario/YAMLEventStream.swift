import CLibYAML
import ScreenReader

/// libyaml's event parser over a copy of the text, one event at a time.
///
/// libyaml parses without recursion, so a file nested ten thousand levels deep
/// costs it a few stacks of integers; the reader above decides when to stop.
final class YAMLEventStream {
  /// A problem libyaml found, as it reports it.
  struct SyntaxError: Error {
    var problem: String
    var location: SourceLocation
    /// What libyaml was reading when it went wrong ("while parsing a block mapping"), and where.
    var context: String?
    var contextLocation: SourceLocation?
  }

  let file: String
  private var parser = yaml_parser_t()
  private let bytes: UnsafeMutableBufferPointer<UInt8>

  init(text: String, file: String) {
    self.file = file
    let utf8 = Array(text.utf8)
    bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, utf8.count))
    _ = bytes.initialize(from: utf8)
    yaml_parser_initialize(&parser)
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(&parser, bytes.baseAddress, utf8.count)
  }

  deinit {
    yaml_parser_delete(&parser)
    bytes.deallocate()
  }

  /// The next event, or the syntax error that stops the file.
  func next() throws(SyntaxError) -> YAMLEvent {
    var event = yaml_event_t()
    guard yaml_parser_parse(&parser, &event) == 1 else { throw syntaxError() }
    defer { yaml_event_delete(&event) }
    let location = self.location(event.start_mark)
    switch event.type {
    case YAML_STREAM_START_EVENT:
      return .streamStart
    case YAML_DOCUMENT_START_EVENT:
      return .documentStart(location)
    case YAML_DOCUMENT_END_EVENT:
      return .documentEnd
    case YAML_ALIAS_EVENT:
      return .alias(Self.string(event.data.alias.anchor) ?? "", location)
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let text =
        scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
      return .scalar(text, anchor: Self.string(scalar.anchor), location)
    case YAML_SEQUENCE_START_EVENT:
      return .sequenceStart(anchor: Self.string(event.data.sequence_start.anchor), location)
    case YAML_SEQUENCE_END_EVENT:
      return .sequenceEnd
    case YAML_MAPPING_START_EVENT:
      return .mappingStart(anchor: Self.string(event.data.mapping_start.anchor), location)
    case YAML_MAPPING_END_EVENT:
      return .mappingEnd
    default:
      return .streamEnd
    }
  }

  private func syntaxError() -> SyntaxError {
    let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
    if parser.error == YAML_READER_ERROR {
      // Reader errors carry a byte offset rather than a mark.
      var problemText = problem
      if parser.problem_value >= 0 {
        let hex = String(UInt32(truncatingIfNeeded: parser.problem_value), radix: 16, uppercase: true)
        problemText += " (U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ")"
      }
      return SyntaxError(problem: problemText, location: location(ofByte: parser.problem_offset))
    }
    let context = parser.context.map { String(cString: $0) }
    return SyntaxError(
      problem: problem, location: location(parser.problem_mark), context: context,
      contextLocation: context == nil ? nil : location(parser.context_mark))
  }

  private func location(_ mark: yaml_mark_t) -> SourceLocation {
    SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
  }

  /// Line and column (in characters, as libyaml counts) of a byte offset.
  private func location(ofByte offset: Int) -> SourceLocation {
    var line = 1
    var column = 1
    for byte in bytes.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(file: file, line: line, column: column)
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }
}
