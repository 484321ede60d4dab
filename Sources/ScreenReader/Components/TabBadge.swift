/// A badge on a tab (`badges:` of `tabs`): a count ("3"), a short text ("New"), or
/// a dot with nothing in it. What a reader says of it is the toolkit's doing:
/// Material's BadgeDrawable describes itself in words of its own ("3 new
/// notifications"), Compose's Badge is a text like any other.
public struct TabBadge: Sendable, Hashable {
  public enum Content: Sendable, Hashable {
    case count(Int)
    case text(String)
    /// A dot: Material's numberless badge.
    case dot
  }

  /// The tab's text, as `options` writes it.
  public var tab: String
  public var content: Content

  public init(tab: String, content: Content) {
    self.tab = tab
    self.content = content
  }

  public static let tab = PropertyKey("tab", .string, "The tab it is on, as `options` writes it.")
  public static let count = PropertyKey("count", .integer, "The number it shows.")
  public static let text = PropertyKey("text", .string, "A short text it shows in place of a number.")
  public static let keys: [PropertyKey] = [tab, count, text]

  /// Reads `badges:` (`key`) against the tabs: a list of maps, each naming its tab;
  /// a tab named alone (`[Inbox]`) has a dot.
  public static func read(_ reader: PropertyReader, _ key: PropertyKey, options: [String]) -> [TabBadge] {
    reader.declared(key, as: .listOf([]))
    guard let value = reader.value(key) else { return [] }
    guard case .list(let items, _) = value else {
      reader.typeError(key, expected: "a list of badges, e.g. [ { tab: Inbox, count: 3 } ]", found: value)
      return []
    }
    var badges: [TabBadge] = []
    for item in items {
      switch item {
      case .scalar(let tab, let location):
        guard known(tab, at: location) else { continue }
        badges.append(TabBadge(tab: tab, content: .dot))
      case .map(let map):
        let nested = PropertyReader(map: map, diagnostics: reader.diagnostics, context: "a badge")
        nested.rejectUnknownKeys(keys)
        guard let tab = nested.string(Self.tab) else {
          reader.diagnostics.error(
            at: map.location, "a badge needs the 'tab' it is on, e.g. '{ tab: Inbox, count: 3 }'")
          continue
        }
        guard known(tab, at: nested.locationOf(Self.tab)) else { continue }
        let count = nested.integer(Self.count)
        let text = nested.string(Self.text)
        if count != nil, text != nil {
          reader.diagnostics.error(
            at: map.location, "a badge shows a count or a text, not both: keep one of 'count' and 'text'")
        }
        let content: Content = count.map { .count($0) } ?? text.map { .text($0) } ?? .dot
        badges.append(TabBadge(tab: tab, content: content))
      case .list:
        reader.typeError(key, expected: "a list of tab names or maps", found: item)
      }
    }
    return badges

    func known(_ tab: String, at location: SourceLocation) -> Bool {
      guard options.contains(tab) else {
        reader.diagnostics.error(
          at: location,
          "'\(tab)' is not one of the tabs; a badge names its tab as `options` writes it"
            + Suggestion.didYouMean(tab, among: options))
        return false
      }
      return true
    }
  }

  /// What the badge shows, as Compose's Badge text or an iOS badgeValue: the count or
  /// the text; a dot shows nothing.
  public var shownText: String? {
    switch content {
    case .count(let count): String(count)
    case .text(let text): text
    case .dot: nil
    }
  }

  /// BadgeDrawable.getContentDescription (material-components-android ac7e18ef
  /// lib/java/com/google/android/material/badge/BadgeDrawable.java): a text badge is
  /// described by its text, a number by mtrl_badge_content_description ("%d new
  /// notifications", a plural), a dot by mtrl_badge_numberless_content_description
  /// ("New notification"), in the device's language.
  public func materialDescription(_ words: ReaderWords) -> String {
    switch content {
    case .count(let count): words.phrase(.badgeCount, [.text(String(count))], count: count).text
    case .text(let text): text
    case .dot: words[.badgeNumberless]
    }
  }
}
