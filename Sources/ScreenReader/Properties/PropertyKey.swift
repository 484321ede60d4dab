/// The declaration of one key a scenario may write: its type and what it is for.
/// Components declare their keys once; reading, unknown-key suggestions, the JSON
/// schema and the format documentation all come from these declarations.
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
    /// One of the listed words.
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
}
