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

  public static let keys: [PropertyKey] = [
    PropertyKey("text", .string, "What is announced."),
    PropertyKey("politeness", .oneOf(["polite", "assertive"]), "polite waits; assertive interrupts."),
  ]

  /// `announce: Saved` or `announce: { text: Saved, politeness: assertive }`.
  static func read(_ reader: PropertyReader) -> LiveAnnouncement? {
    guard let value = reader.map["announce"] else { return nil }
    switch value {
    case .scalar(let text, _):
      return LiveAnnouncement(text: text)
    case .map(let map):
      let nested = PropertyReader(map: map, diagnostics: reader.diagnostics, context: "announce")
      nested.rejectUnknownKeys(allowed: keys.map(\.name))
      guard let text = nested.string("text") else {
        reader.diagnostics.error(at: map.location, "announce needs 'text'")
        return nil
      }
      let politeness = nested.oneOf("politeness", Politeness.allCases.map(\.rawValue))
        .flatMap(Politeness.init(rawValue:))
      return LiveAnnouncement(text: text, politeness: politeness ?? .polite)
    case .list:
      reader.typeError("announce", expected: "text or a map", found: value)
      return nil
    }
  }
}
