/// The declaration of one key a scenario may write: its type and what it is for.
/// Components declare each key once, as a named constant (`static let exposesState
/// = PropertyKey(...)`), list the constants in `keys`, and read the value through
/// the same constant (`reader.bool(Self.exposesState)`): `PropertyReader` takes no
/// key by its text, so a misspelt key cannot compile. Unknown-key suggestions, the
/// JSON schema and the format documentation come from the same declarations.
public struct PropertyKey: Sendable {
  public indirect enum ValueType: Sendable {
    case string
    case bool
    case integer
    /// A number, whole or with decimals (`5`, `1.05`).
    case number
    case strings
    /// `YYYY-MM-DD`.
    case date
    /// `HH:MM`, 24-hour.
    case time
    /// One of the listed words; `.oneOf(SomeEnum.self)` lists an enum's cases.
    case oneOf([String])
    /// A string, or a map with the listed keys.
    case stringOrMap([PropertyKey])
    case map([PropertyKey])
    /// A list of strings or of maps with the listed keys.
    case listOf([PropertyKey])

    public var summary: String {
      switch self {
      case .string: "text"
      case .bool: "true or false"
      case .integer: "a whole number"
      case .number: "a number (5, 1.05)"
      case .strings: "a list of texts"
      case .date: "a date, YYYY-MM-DD"
      case .time: "a time, HH:MM (24-hour)"
      case .oneOf(let words): "one of " + words.joined(separator: ", ")
      case .stringOrMap: "text, or a map"
      case .map: "a map"
      case .listOf: "a list"
      }
    }
  }

  public var name: String
  public var type: ValueType
  public var summary: String

  public init(_ name: String, _ type: ValueType, _ summary: String) {
    self.name = name
    self.type = type
    self.summary = summary
  }

  /// The same key described in another kind's words (`options`: "The tabs, in
  /// order."), so kinds that share a reader share the key's name and type.
  public func described(_ summary: String) -> PropertyKey {
    PropertyKey(name, type, summary)
  }
}

extension PropertyKey.ValueType {
  /// One of an enum's cases, written as their raw values in declaration order
  /// (as ArgumentParser's `ExpressibleByArgument` lists a `CaseIterable`), so the
  /// words the schema and messages give are the cases the reader returns.
  public static func oneOf<Choice: CaseIterable & RawRepresentable>(_ choices: Choice.Type) -> Self
  where Choice.RawValue == String {
    .oneOf(choices.allCases.map(\.rawValue))
  }

  /// The words of a `.oneOf` key; empty for any other type.
  public var words: [String] {
    guard case .oneOf(let words) = self else { return [] }
    return words
  }
}
