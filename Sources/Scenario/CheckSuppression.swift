import ScreenReader

/// `check: { ignore: [rule, ...], because: "..." }`: audit rules a scenario's team has
/// decided not to apply to this screen, with the reason every report shows beside what
/// they would have found. The rule names are checked by `earshot check`, which knows them.
public struct CheckSuppression: Sendable, Hashable {
  /// The rules not applied.
  public var ignore: [String]
  /// Why, in the team's words.
  public var because: String
  /// Where `ignore:` is written, for an unknown rule's error.
  public var location: SourceLocation

  public static let ignore = PropertyKey(
    "ignore", .strings, "The audit rules not to apply to this screen (earshot check --rules lists them).")
  public static let because = PropertyKey(
    "because", .string, "Why they do not apply; every report of earshot check shows it. Required.")
  public static let keys: [PropertyKey] = [ignore, because]

  /// Reads `check:`; a missing reason or an empty list is a located error.
  public static func read(_ reader: PropertyReader) -> CheckSuppression? {
    reader.rejectUnknownKeys(keys)
    let rules = reader.strings(Self.ignore) ?? []
    guard !rules.isEmpty else {
      reader.diagnostics.error(
        at: reader.location, "check: needs 'ignore:' with the rules not to apply, e.g. ignore: [no-heading]")
      return nil
    }
    guard let because = reader.string(Self.because), !because.allSatisfy(\.isWhitespace) else {
      reader.diagnostics.error(
        at: reader.locationOf(Self.ignore),
        "say why these rules do not apply with 'because:' (every report shows it), e.g. because: \"the list is a search result, read in order\""
      )
      return nil
    }
    return CheckSuppression(ignore: rules, because: because, location: reader.locationOf(Self.ignore))
  }
}
