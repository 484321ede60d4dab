/// What double tap and hold does to an element.
public struct LongPress: Sendable, Hashable {
  public var opens: String?
  public var announce: LiveAnnouncement?

  public init(opens: String? = nil, announce: LiveAnnouncement? = nil) {
    self.opens = opens
    self.announce = announce
  }

  public static let opens = PropertyKey("opens", .string, "The id of a modal a long press opens (a context menu).")
  public static let announce = PropertyKey(
    "announce", .stringOrMap(LiveAnnouncement.keys), "Announced after a long press.")
  public static let keys: [PropertyKey] = [opens, announce]

  public init(reading reader: PropertyReader) {
    reader.rejectUnknownKeys(Self.keys)
    opens = reader.string(Self.opens)
    announce = LiveAnnouncement.read(reader, Self.announce)
    if opens == nil && announce == nil {
      reader.diagnostics.error(at: reader.location, "long-press needs 'opens' (a modal id) or 'announce' (text)")
    }
  }

  public var effects: [Effect] {
    var effects: [Effect] = []
    if let opens { effects.append(.openModal(opens)) }
    if let announce { effects.append(.announce(announce)) }
    return effects
  }
}
