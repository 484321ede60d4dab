import ScreenReader

/// The announcement spec a designer hands to developers: for every element a
/// screen reader can reach, in each of its states, what VoiceOver and TalkBack
/// say. Everything comes from the engine: a session per platform visits each
/// reachable element, double taps it to find its other states and the popups
/// and modals it opens, and reads what the screen reader says there.
public struct AnnouncementSpec: Sendable {
  public struct Row: Sendable {
    /// Identifies the row across platforms: the path of elements opened to get
    /// there, the element's id, and what was done to it.
    public var key: String
    /// The window the element is in: "Screen", or the modal or popup (named
    /// per screen reader when the platforms build it differently).
    public var place: String
    public var element: String
    /// The element's node id (a component's id, with a part suffix for its parts).
    public var elementID: String
    /// The state, in terms of what was done: "focused", "double tap",
    /// "focused after double tap".
    public var state: String
    /// What each platform says; a platform is missing when it never reaches the element.
    public var speech: [Platform: [Utterance]]
  }

  public var title: String?
  public var platforms: [Platform]
  public var rows: [Row]

  /// Deepest chain of windows followed (a modal opened from a modal...).
  static let deepestWindow = 4
  /// Double taps tried on one element while its state keeps changing.
  static let mostActivations = 4
  /// Rows per platform before exploration stops (a safety net for huge screens).
  static let mostRows = 5_000

  /// `locale` (nil: the scenario's `locale:`, else English) picks the readers' words.
  public static func build(
    screen: Screen, platforms: [Platform] = Platform.allCases, hintsEnabled: Bool = true, locale: String? = nil
  ) -> AnnouncementSpec {
    var merged: [Row] = []
    var indexByKey: [String: Int] = [:]
    var placeKeys: [String: String] = [:]
    var placeNames: [String: [(Platform, String)]] = [:]
    var stateNames: [String: [(Platform, String)]] = [:]
    for platform in platforms {
      var session = ScreenReaderSession(screen: screen, platform: platform, locale: locale ?? screen.locale ?? "en")
      session.hintsEnabled = hintsEnabled
      var explorer = Explorer()
      explorer.explore(session, placeKey: "", place: "Screen", depth: 0)
      for (key, name) in explorer.places { placeNames[key, default: []].append((platform, name)) }
      // Rows only this platform has go right after the row this platform had before them.
      var previousKey: String?
      for entry in explorer.entries {
        stateNames[entry.key, default: []].append((platform, entry.state))
        if let index = indexByKey[entry.key] {
          merged[index].speech[platform] = entry.utterances
        } else {
          let position = previousKey.flatMap { indexByKey[$0] }.map { $0 + 1 } ?? 0
          let row = Row(
            key: entry.key, place: entry.place, element: entry.element, elementID: entry.elementID, state: entry.state,
            speech: [platform: entry.utterances])
          merged.insert(row, at: position)
          placeKeys[entry.key] = entry.placeKey
          for index in position..<merged.count { indexByKey[merged[index].key] = index }
        }
        previousKey = entry.key
      }
    }
    for index in merged.indices {
      if let names = stateNames[merged[index].key] { merged[index].state = perPlatform(names) }
      guard let placeKey = placeKeys[merged[index].key], let names = placeNames[placeKey] else { continue }
      merged[index].place = perPlatform(names)
    }
    return AnnouncementSpec(title: screen.title, platforms: platforms, rows: merged)
  }

  /// One name when every platform names a window or state alike, else each its own.
  static func perPlatform(_ names: [(Platform, String)]) -> String {
    guard let first = names.first?.1 else { return "" }
    if names.allSatisfy({ $0.1 == first }) { return first }
    return names.map { "\($0.0.screenReaderName): \($0.1)" }.joined(separator: "; ")
  }

  /// One platform's walk over the screen.
  struct Explorer {
    struct Entry {
      var key: String
      var placeKey: String
      var place: String
      var element: String
      var elementID: String
      var state: String
      var utterances: [Utterance]
    }

    var entries: [Entry] = []
    var keys: Set<String> = []
    /// The name of each window visited, by its place key.
    var places: [String: String] = [:]
    /// The place key of the row being added.
    var currentPlaceKey = ""

    mutating func add(
      _ key: String, _ place: String, _ element: String, _ state: String, _ utterances: [Utterance], id: String
    ) {
      guard entries.count < AnnouncementSpec.mostRows, keys.insert(key).inserted else { return }
      entries.append(
        Entry(
          key: key, placeKey: currentPlaceKey, place: place, element: element, elementID: id, state: state,
          utterances: utterances))
    }

    /// Visits every element of the session's top window, in swipe order
    /// (only those in `only`, when given: what a content change brought).
    mutating func explore(
      _ session: ScreenReaderSession, placeKey: String, place: String, depth: Int, only: Set<String>? = nil
    ) {
      guard let window = session.windowSnapshots.last else { return }
      if places[placeKey] == nil { places[placeKey] = place }
      for (index, node) in window.nodes.enumerated() where node.isFocusable && (only?.contains(node.id) ?? true) {
        currentPlaceKey = placeKey
        var focused = session
        focused.restoreFocus(to: node.id, hint: index)
        guard let current = focused.focusedNode, current.id == node.id else { continue }
        let key = placeKey + "/" + node.id
        let element = node.displayName
        add(key + "#focused", place, element, "focused", focused.describeFocus(), id: node.id)
        if node.isAdjustable && node.isEnabled {
          for (command, word) in [(Command.increment, "increment"), (.decrement, "decrement")] {
            var adjusted = focused
            guard let events = try? adjusted.perform(command) else { continue }
            let spoken = events.utterances
            if !spoken.isEmpty { add(key + "#" + word, place, element, word, spoken, id: node.id) }
          }
        }
        if node.isLongPressable && node.isEnabled {
          gesture(
            .longPress, named: "long press", focused, node: node, key: key + "#longPress", childKey: key + "~hold>",
            place: place, depth: depth)
          currentPlaceKey = placeKey
        }
        // Custom actions (and links) do what a double tap might: announce, open, close.
        for action in node.customActions + node.links where node.isEnabled {
          gesture(
            .action(action), named: "action \(action)", focused, node: node, key: key + "#action:" + action,
            childKey: key + "~action:" + action + ">", place: place, depth: depth)
          currentPlaceKey = placeKey
        }
        guard node.isActionable && node.isEnabled else { continue }
        activate(focused, node: node, key: key, place: place, placeKey: placeKey, depth: depth)
        currentPlaceKey = placeKey
      }
    }

    /// A long press or a custom action: what is said, and what any window it opens holds.
    mutating func gesture(
      _ command: Command, named name: String, _ start: ScreenReaderSession, node: AccessibilityNode, key: String,
      childKey: String, place: String, depth: Int
    ) {
      var after = start
      let windowsBefore = start.windowSnapshots.count
      guard let events = try? after.perform(command) else { return }
      guard after.windowSnapshots.count > windowsBefore else {
        if !events.utterances.isEmpty {
          add(key, place, node.displayName, name, events.utterances, id: node.id)
        }
        return
      }
      let opened = after.currentWindow
      add(
        key, place, node.displayName, "\(name), opens \(Self.windowName(opened.kind))", events.utterances,
        id: node.id)
      guard depth < AnnouncementSpec.deepestWindow else { return }
      let child = Self.place(kind: opened.kind, title: opened.title, trigger: node.displayName)
      explore(after, placeKey: childKey, place: place == "Screen" ? child : place + " › " + child, depth: depth + 1)
    }

    /// Double taps the element until its description repeats, recording what is
    /// said, each new state, and what any window it opens holds.
    mutating func activate(
      _ start: ScreenReaderSession, node: AccessibilityNode, key: String, place: String, placeKey: String, depth: Int
    ) {
      var current = start
      var seen = [Self.text(start.describeFocus())]
      // The window's contents, listed only once a double tap changed its nodes: listing
      // them for every element would make the export quadratic.
      var seenContents: [[String]] = []
      for round in 1...AnnouncementSpec.mostActivations {
        var after = current
        let windowsBefore = current.windowSnapshots.count
        guard let events = try? after.perform(.activate) else { return }
        let spoken = events.utterances
        let times = round == 1 ? "double tap" : "double tap ×\(round)"
        if after.windowSnapshots.count > windowsBefore {
          let opened = after.currentWindow
          add(
            key + "#activate\(round)", place, node.displayName, "\(times), opens \(Self.windowName(opened.kind))",
            spoken, id: node.id)
          if depth < AnnouncementSpec.deepestWindow {
            let child = Self.place(kind: opened.kind, title: opened.title, trigger: node.displayName)
            explore(
              after, placeKey: key + ">", place: place == "Screen" ? child : place + " › " + child, depth: depth + 1)
            currentPlaceKey = placeKey
          }
          return
        }
        if !spoken.isEmpty { add(key + "#activate\(round)", place, node.displayName, times, spoken, id: node.id) }
        guard after.windowSnapshots.count == windowsBefore else { return }
        // The window's content changed (a mode switch): visit what is new in it, once per content.
        if !Self.sameNodes(after, start) {
          if seenContents.isEmpty { seenContents.append(Self.contents(start)) }
          let contents = Self.contents(after)
          if !seenContents.contains(contents), depth < AnnouncementSpec.deepestWindow {
            let fresh = Set(contents).subtracting(Self.contents(current))
            let name = current.focusedNode?.displayName ?? node.displayName
            explore(
              after, placeKey: key + "~\(round)", place: "\(place), after double tap on \(name)", depth: depth + 1,
              only: fresh)
            currentPlaceKey = placeKey
          }
          seenContents.append(contents)
        }
        guard let focused = after.focusedNode, focused.id == node.id else { return }
        let description = after.describeFocus()
        let text = Self.text(description)
        guard !seen.contains(text) else { return }
        seen.append(text)
        add(key + "#state\(round)", place, focused.displayName, "focused after \(times)", description, id: node.id)
        current = after
      }
    }

    /// Whether two sessions' top windows hold the same elements: the very same storage (a
    /// double tap that changed nothing left it shared), or the same ids in the same order.
    static func sameNodes(_ first: ScreenReaderSession, _ second: ScreenReaderSession) -> Bool {
      guard let one = first.windowSnapshots.last?.nodes, let two = second.windowSnapshots.last?.nodes else {
        return false
      }
      let shared = one.withUnsafeBufferPointer { a in
        two.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
      }
      // A state change (a check box checked) rebuilds nodes but keeps who they are.
      return shared
        || (one.count == two.count
          && zip(one, two).allSatisfy { $0.id == $1.id && $0.isFocusable == $1.isFocusable })
    }

    /// The focusable elements of the top window, by id.
    static func contents(_ session: ScreenReaderSession) -> [String] {
      session.windowSnapshots.last?.nodes.filter(\.isFocusable).map(\.id) ?? []
    }

    static func text(_ utterances: [Utterance]) -> String {
      utterances.map(\.text).joined(separator: "\n")
    }

    static func windowName(_ kind: WindowKind) -> String {
      kind.rawValue
    }

    /// "Alert “Delete account?”", or "Popup of Language" when it has no title.
    static func place(kind: WindowKind, title: String?, trigger: String) -> String {
      let name = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
      if let title, !title.isEmpty { return "\(name) \u{201C}\(title)\u{201D}" }
      return "\(name) of \(trigger)"
    }
  }
}
