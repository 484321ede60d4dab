import Diagnostics
/// A JSON document built in code and printed in a stable form: object keys keep
/// the order they were given, so generated files (the scenario schema) only
/// change when what they describe changes.
public indirect enum JSONValue: Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
  case string(String)
  case bool(Bool)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }

  static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

  /// Two-space indented; a list or map whose one-line form is short stays on one line.
  func rendered(indent: Int = 0) -> String {
    let compact = self.compact
    switch self {
    case .string, .bool:
      return compact
    case .array(let items):
      if items.isEmpty || compact.count + indent <= 96 { return compact }
      let inner = String(repeating: " ", count: indent + 2)
      let lines = items.map { inner + $0.rendered(indent: indent + 2) }
      return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
    case .object(let entries):
      if entries.isEmpty || (compact.count + indent <= 96 && entries.count == 1) { return compact }
      let inner = String(repeating: " ", count: indent + 2)
      let lines = entries.map { key, value in inner + Self.quoted(key) + ": " + value.rendered(indent: indent + 2) }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
    }
  }

  /// The one-line form.
  var compact: String {
    switch self {
    case .string(let text): Self.quoted(text)
    case .bool(let value): value ? "true" : "false"
    case .array(let items): "[" + items.map(\.compact).joined(separator: ", ") + "]"
    case .object(let entries):
      "{" + entries.map { Self.quoted($0.0) + ": " + $0.1.compact }.joined(separator: ", ") + "}"
    }
  }

  /// A JSON string literal: Earshot's one JSON escaper (the schema, the JSON report).
  /// Controls and bidirectional overrides become \u escapes: the same string to a
  /// parser, inert text to a terminal showing the file.
  public static func quoted(_ text: String) -> String { JSONText.quoted(text) }

}
