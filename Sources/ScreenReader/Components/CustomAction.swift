/// A custom accessibility action that does something, on both platforms
/// (UIAccessibilityCustomAction / AccessibilityAction): it can announce, open a
/// modal or close the one it is in, as a button can. VoiceOver offers it in the
/// rotor ("actions available"), TalkBack in its actions menu.
public struct CustomAction: Sendable, Hashable {
  public var name: String
  public var opens: String?
  public var closes: Bool
  public var announce: LiveAnnouncement?

  public init(name: String, opens: String? = nil, closes: Bool = false, announce: LiveAnnouncement? = nil) {
    self.name = name
    self.opens = opens
    self.closes = closes
    self.announce = announce
  }

  public static let name = PropertyKey("name", .string, "The action's name, as the rotor and the actions menu list it.")
  public static let opens = PropertyKey("opens", .string, "The id of a modal the action opens.")
  public static let closes = PropertyKey("closes", .bool, "The action closes the modal it is in.")
  public static let announce = PropertyKey(
    "announce", .stringOrMap(LiveAnnouncement.keys), "Announced after the action.")
  public static let keys: [PropertyKey] = [name, opens, closes, announce]

  /// Reads `actions:` (`key`), a list of names or of maps with the keys above.
  public static func read(_ reader: PropertyReader, _ key: PropertyKey) -> [CustomAction] {
    reader.declared(key, as: .listOf([]))
    guard let value = reader.value(key) else { return [] }
    guard case .list(let items, _) = value else {
      reader.typeError(
        key, expected: "a list of actions, e.g. [ { name: Delete, announce: Deleted } ]", found: value)
      return []
    }
    return items.compactMap { item in
      switch item {
      case .scalar(let name, _):
        return CustomAction(name: name)
      case .map(let map):
        let nested = PropertyReader(map: map, diagnostics: reader.diagnostics, context: "an action")
        nested.rejectUnknownKeys(keys)
        guard let name = nested.string(Self.name) else {
          reader.diagnostics.error(
            at: map.location, "an action needs a 'name', e.g. '{ name: Delete, announce: Deleted }'")
          return nil
        }
        return CustomAction(
          name: name, opens: nested.string(Self.opens), closes: nested.bool(Self.closes) ?? false,
          announce: LiveAnnouncement.read(nested, Self.announce))
      case .list:
        reader.typeError(key, expected: "a list of names or maps", found: item)
        return nil
      }
    }
  }

  public var effects: [Effect] {
    var effects: [Effect] = []
    if let opens { effects.append(.openModal(opens)) }
    if closes { effects.append(.closeWindow) }
    if let announce { effects.append(.announce(announce)) }
    return effects
  }
}
