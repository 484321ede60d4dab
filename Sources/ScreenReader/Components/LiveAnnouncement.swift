/// Text an element posts when activated: a UIAccessibility announcement or an
/// Android live-region update.
public struct LiveAnnouncement: Sendable, Hashable {
  public enum Politeness: String, Sendable, Hashable, CaseIterable {
    /// Waits for current speech (polite live region, queued announcement).
    case polite
    /// Cuts current speech off (assertive live region, default iOS announcement).
    case assertive
  }

  public var text: String
  public var politeness: Politeness

  public init(text: String, politeness: Politeness = .polite) {
    self.text = text
    self.politeness = politeness
  }

  public static let text = PropertyKey("text", .string, "What is announced.")
  public static let politeness = PropertyKey(
    "politeness", .oneOf(Politeness.self), "polite waits; assertive interrupts.")
  public static let keys: [PropertyKey] = [text, politeness]

  /// `announce: Saved` or `announce: { text: Saved, politeness: assertive }`,
  /// under `key` (each map that takes an announcement declares its own).
  static func read(_ reader: PropertyReader, _ key: PropertyKey) -> LiveAnnouncement? {
    reader.declared(key, as: .stringOrMap([]))
    guard let value = reader.value(key) else { return nil }
    switch value {
    case .scalar(let text, _):
      return LiveAnnouncement(text: text)
    case .map(let map):
      let nested = PropertyReader(map: map, diagnostics: reader.diagnostics, context: key.name)
      nested.rejectUnknownKeys(keys)
      guard let text = nested.string(Self.text) else {
        reader.diagnostics.error(at: map.location, "announce needs 'text'")
        return nil
      }
      let politeness = nested.oneOf(Self.politeness, as: Politeness.self)
      return LiveAnnouncement(text: text, politeness: politeness ?? .polite)
    case .list:
      reader.typeError(key, expected: "text or a map", found: value)
      return nil
    }
  }
}
