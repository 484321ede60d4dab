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

  /// How an element's id stands in a row's key. An id derived from a long label (a paragraph
  /// of links) can be as long as the label: written whole into the key of each of its N links'
  /// rows, and hashed for each, it made the export cost N² (issue 36). Past 64 bytes the id is
  /// its start and a hash of the rest; as it depends on the id alone, both platforms' rows of
  /// one element still share their key.
  public static func keyPart(forID id: String) -> String {
    guard id.utf8.count > 64 else { return id }
    // FNV-1a, 64 bits: stable from run to run, unlike Swift's seeded Hasher.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in id.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    // "=" is no separator of keys ("/", "#", "~", ">" are: CollapsedOptions cuts at them).
    return String(id.unicodeScalars.prefix(32)) + "=" + String(hash, radix: 16)
  }

  public var title: String?
  public var platforms: [Platform]
  public var rows: [Row]
  /// Some screen reader had more rows than `mostRows`: the rest are left out, and the spec says so.
  public var isTruncated = false
  /// The version each platform's reader spoke as.
  public var readerVersions: [Platform: ReaderVersion] = [:]

  /// Deepest chain of windows followed (a modal opened from a modal...).
  static let deepestWindow = 4
  /// Double taps tried on one element while its state keeps changing.
  static let mostActivations = 4
  /// Rows per platform before exploration stops (a safety net for huge screens).
  public static let mostRows = 5_000

  /// `locale` (nil: the scenario's `locale:`, else English) picks the readers' words;
  /// `versions` the readers' versions (else the scenario's `reader:`, else the latest).
  public static func build(
    screen: Screen, platforms: [Platform] = Platform.allCases, hintsEnabled: Bool = true, locale: String? = nil,
    versions: [ReaderVersion] = []
  ) -> AnnouncementSpec {
    let versions = versions + screen.readerVersions.filter { own in !versions.contains { $0.reader == own.reader } }
    var readerVersions: [Platform: ReaderVersion] = [:]
    // Rows in a linked list (storage order, `next`), so a row only one platform has goes
    // in after its neighbour in constant time, however many rows there are.
    var storage: [Row] = []
    var next: [Int?] = []
    var head: Int?
    var indexByKey: [String: Int] = [:]
    var placeKeys: [String: String] = [:]
    var placeNames: [String: [(Platform, String)]] = [:]
    var stateNames: [String: [(Platform, String)]] = [:]
    var isTruncated = false
    for platform in platforms {
      var session = ScreenReaderSession(
        screen: screen, platform: platform, locale: locale ?? screen.locale ?? "en", versions: versions)
      readerVersions[platform] = session.reader.version
      session.hintsEnabled = hintsEnabled
      var explorer = Explorer()
      explorer.explore(&session, placeKey: "", place: "Screen", depth: 0)
      isTruncated = isTruncated || explorer.isFull
      for (key, name) in explorer.places { placeNames[key, default: []].append((platform, name)) }
      // Rows only this platform has go right after the row this platform had before them.
      var previousKey: String?
      for entry in explorer.entries {
        stateNames[entry.key, default: []].append((platform, entry.state))
        if let index = indexByKey[entry.key] {
          storage[index].speech[platform] = entry.utterances
        } else {
          let row = Row(
            key: entry.key, place: entry.place, element: entry.element, elementID: entry.elementID, state: entry.state,
            speech: [platform: entry.utterances])
          let index = storage.count
          storage.append(row)
          if let previous = previousKey.flatMap({ indexByKey[$0] }) {
            next.append(next[previous])
            next[previous] = index
          } else {
            next.append(head)
            head = index
          }
          indexByKey[entry.key] = index
          placeKeys[entry.key] = entry.placeKey
        }
        previousKey = entry.key
      }
    }
    var merged: [Row] = []
    merged.reserveCapacity(storage.count)
    var cursor = head
    while let index = cursor {
      merged.append(storage[index])
      cursor = next[index]
    }
    for index in merged.indices {
      if let names = stateNames[merged[index].key] { merged[index].state = perPlatform(names) }
      guard let placeKey = placeKeys[merged[index].key], let names = placeNames[placeKey] else { continue }
      merged[index].place = perPlatform(names)
    }
    var spec = AnnouncementSpec(title: screen.title, platforms: platforms, rows: merged, isTruncated: isTruncated)
    spec.readerVersions = readerVersions
    return spec
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

    /// No row can be added any more: exploring further would change nothing.
    var isFull: Bool { entries.count >= AnnouncementSpec.mostRows }

    /// Visits every element of the session's top window, in swipe order (only those in
    /// `only`, within `within` when given: what a content change brought). Each element
    /// is tried in place and undone (`ScreenReaderSession.mark`), so a walk costs what
    /// each element does, not a copy of the screen per element; the session ends as it began.
    mutating func explore(
      _ session: inout ScreenReaderSession, placeKey: String, place: String, depth: Int, only: Set<String>? = nil,
      within: [Range<Int>]? = nil
    ) {
      if places[placeKey] == nil { places[placeKey] = place }
      let indices = within.map { $0.flatMap { $0 } } ?? Array(0..<session.topNodeCount)
      for index in indices {
        guard !isFull else { return }
        guard let node = session.topNode(at: index), node.isFocusable, only?.contains(node.id) ?? true else {
          continue
        }
        currentPlaceKey = placeKey
        let mark = session.mark()
        visit(&session, node: node, index: index, placeKey: placeKey, place: place, depth: depth)
        session.undo(to: mark)
        currentPlaceKey = placeKey
      }
    }

    /// One element: focused, adjusted, held, its actions, double tapped.
    mutating func visit(
      _ session: inout ScreenReaderSession, node: AccessibilityNode, index: Int, placeKey: String, place: String,
      depth: Int
    ) {
      session.restoreFocus(to: node.id, hint: index)
      guard let current = session.focusedNode, current.id == node.id else { return }
      let key = placeKey + "/" + AnnouncementSpec.keyPart(forID: node.id)
      let element = node.displayName
      add(key + "#focused", place, element, "focused", session.describeFocus(), id: node.id)
      if node.isAdjustable && node.isEnabled {
        for (command, word) in [(Command.increment, "increment"), (.decrement, "decrement")] {
          let mark = session.mark()
          if let events = try? session.perform(command) {
            let spoken = events.utterances
            if !spoken.isEmpty { add(key + "#" + word, place, element, word, spoken, id: node.id) }
          }
          session.undo(to: mark)
        }
      }
      if node.isLongPressable && node.isEnabled {
        gesture(
          { try $0.perform(.longPress) }, named: "long press", &session, node: node, key: key + "#longPress",
          childKey: key + "~hold>",
          place: place, depth: depth)
        currentPlaceKey = placeKey
      }
      // Custom actions (and links) do what a double tap might: announce, open, close.
      // Each run by its position: finding each of N actions by name cost N² (issue 36).
      for (position, action) in (node.customActions + node.links).enumerated() where node.isEnabled {
        gesture(
          { $0.performAction(at: position) }, named: "action \(action)", &session, node: node,
          key: key + "#action:" + action,
          childKey: key + "~action:" + action + ">", place: place, depth: depth)
        currentPlaceKey = placeKey
      }
      guard node.isActionable && node.isEnabled else { return }
      activate(&session, node: node, key: key, place: place, placeKey: placeKey, depth: depth)
    }

    /// A long press or a custom action: what is said, and what any window it opens holds.
    mutating func gesture(
      _ command: (inout ScreenReaderSession) throws -> [ReaderEvent], named name: String,
      _ session: inout ScreenReaderSession, node: AccessibilityNode,
      key: String, childKey: String, place: String, depth: Int
    ) {
      let mark = session.mark()
      defer { session.undo(to: mark) }
      let windowsBefore = session.windowCount
      guard let events = try? command(&session) else { return }
      guard session.windowCount > windowsBefore else {
        if !events.utterances.isEmpty {
          add(key, place, node.displayName, name, events.utterances, id: node.id)
        }
        return
      }
      let opened = session.currentWindow
      add(
        key, place, node.displayName, "\(name), opens \(Self.windowName(opened.kind))", events.utterances,
        id: node.id)
      guard depth < AnnouncementSpec.deepestWindow else { return }
      let child = Self.place(kind: opened.kind, title: opened.title, trigger: node.displayName)
      explore(&session, placeKey: childKey, place: place == "Screen" ? child : place + " › " + child, depth: depth + 1)
    }

    /// Windows up to this many nodes are compared whole after each double tap (as the
    /// spec was first built); larger ones through the components a double tap realised
    /// again, so a double tap on a huge screen does not cost the screen's size.
    static let wholeWindowLimit = 256

    /// Double taps the element until its description repeats, recording what is
    /// said, each new state, and what any window it opens holds. In place and undone.
    mutating func activate(
      _ session: inout ScreenReaderSession, node: AccessibilityNode, key: String, place: String, placeKey: String,
      depth: Int
    ) {
      let start = session.mark()
      defer { session.undo(to: start) }
      let whole = session.topNodeCount <= Self.wholeWindowLimit
      let startNodes = whole ? session.topNodes : []
      var seen = [Self.text(session.describeFocus())]
      // Contents the window has had: whole id lists, or what differs from the start (`Delta`).
      var seenContents: [[String]] = []
      var seenDeltas: [Delta] = []
      for round in 1...AnnouncementSpec.mostActivations {
        let current = session.mark()
        let currentNodes = whole ? session.topNodes : []
        let focusedBefore = session.focusedNode?.displayName
        let windowsBefore = session.windowCount
        guard let events = try? session.perform(.activate) else { return }
        let spoken = events.utterances
        if session.windowCount > windowsBefore {
          addOpenedWindow(
            &session, node: node, key: key, place: place, placeKey: placeKey, depth: depth, round: round,
            spoken: spoken)
          return
        }
        if !spoken.isEmpty {
          add(key + "#activate\(round)", place, node.displayName, Self.times(round), spoken, id: node.id)
        }
        guard session.windowCount == windowsBefore else { return }
        // The window's content changed (a mode switch): visit what is new in it, once per content.
        let name = focusedBefore ?? node.displayName
        let changedPlace = "\(place), after double tap on \(name)"
        if whole {
          let afterNodes = session.topNodes
          if !Self.sameNodes(afterNodes, startNodes) {
            if seenContents.isEmpty { seenContents.append(Self.contents(startNodes)) }
            let contents = Self.contents(afterNodes)
            if !seenContents.contains(contents), depth < AnnouncementSpec.deepestWindow {
              let fresh = Set(contents).subtracting(Self.contents(currentNodes))
              explore(&session, placeKey: key + "~\(round)", place: changedPlace, depth: depth + 1, only: fresh)
              currentPlaceKey = placeKey
            }
            seenContents.append(contents)
          }
        } else {
          guard let sinceStart = session.topWindowChanges(since: start),
            let sinceRound = session.topWindowChanges(since: current)
          else {
            // A large window rebuilt or replaced (rare): compare whole windows, by copies.
            session.undo(to: start)
            activateByCopying(session, node: node, key: key, place: place, placeKey: placeKey, depth: depth)
            return
          }
          if !sinceStart.allSatisfy(Self.keepsNodes) {
            let contents = Delta(sinceStart)
            if seenDeltas.isEmpty { seenDeltas.append(Delta([])) }
            if !seenDeltas.contains(contents), depth < AnnouncementSpec.deepestWindow {
              let fresh = Set(sinceRound.flatMap { Self.focusableIDs($0.nodes) })
                .subtracting(sinceRound.flatMap { Self.focusableIDs($0.then) })
              explore(
                &session, placeKey: key + "~\(round)", place: changedPlace, depth: depth + 1, only: fresh,
                within: sinceRound.map(\.range))
              currentPlaceKey = placeKey
            }
            seenDeltas.append(contents)
          }
        }
        guard addFocusedState(session, node: node, key: key, place: place, round: round, seen: &seen) else { return }
      }
    }

    /// A double tap opened a window: its row, then the window explored (unless it is too deep).
    mutating func addOpenedWindow(
      _ session: inout ScreenReaderSession, node: AccessibilityNode, key: String, place: String, placeKey: String,
      depth: Int, round: Int, spoken: [Utterance]
    ) {
      let opened = session.currentWindow
      add(
        key + "#activate\(round)", place, node.displayName,
        "\(Self.times(round)), opens \(Self.windowName(opened.kind))", spoken, id: node.id)
      guard depth < AnnouncementSpec.deepestWindow else { return }
      let child = Self.place(kind: opened.kind, title: opened.title, trigger: node.displayName)
      explore(
        &session, placeKey: key + ">", place: place == "Screen" ? child : place + " › " + child, depth: depth + 1)
      currentPlaceKey = placeKey
    }

    /// After a double tap, the element read again while it keeps focus, when it says
    /// something not heard yet; false when focus left it, so more taps would tell nothing.
    mutating func addFocusedState(
      _ session: ScreenReaderSession, node: AccessibilityNode, key: String, place: String, round: Int,
      seen: inout [String]
    ) -> Bool {
      guard let focused = session.focusedNode, focused.id == node.id else { return false }
      let description = session.describeFocus()
      let text = Self.text(description)
      guard !seen.contains(text) else { return false }
      seen.append(text)
      add(
        key + "#state\(round)", place, focused.displayName, "focused after \(Self.times(round))", description,
        id: node.id)
      return true
    }

    /// How the spec names the n-th double tap on an element.
    static func times(_ round: Int) -> String { round == 1 ? "double tap" : "double tap ×\(round)" }

    /// The window's contents as what differs from where the double taps started: for each
    /// component whose focusable elements changed, their ids now. Two contents are equal
    /// exactly when the whole windows list the same elements (ids are unique in a window).
    struct Delta: Equatable {
      var changed: [Int: [String]]

      init(_ changes: [ScreenReaderSession.TopWindowChange]) {
        changed = [:]
        for change in changes {
          let now = Explorer.focusableIDs(change.nodes)
          if now != Explorer.focusableIDs(change.then) { changed[change.component] = now }
        }
      }
    }

    static func focusableIDs(_ nodes: [AccessibilityNode]) -> [String] {
      nodes.filter(\.isFocusable).map(\.id)
    }

    /// A component realised again that kept who its elements are (a check box checked).
    static func keepsNodes(_ change: ScreenReaderSession.TopWindowChange) -> Bool {
      change.nodes.count == change.then.count
        && zip(change.nodes, change.then).allSatisfy { $0.id == $1.id && $0.isFocusable == $1.isFocusable }
    }

    /// `activate` for a double tap that rebuilds or replaces the window it is in (rare: a
    /// popup redrawn, a modal closing as another opens): sessions are copied and whole
    /// windows compared, as the spec was first built.
    mutating func activateByCopying(
      _ start: ScreenReaderSession, node: AccessibilityNode, key: String, place: String, placeKey: String, depth: Int
    ) {
      var current = start
      var seen = [Self.text(start.describeFocus())]
      var seenContents: [[String]] = []
      for round in 1...AnnouncementSpec.mostActivations {
        var after = current
        let windowsBefore = current.windowCount
        guard let events = try? after.perform(.activate) else { return }
        let spoken = events.utterances
        if after.windowCount > windowsBefore {
          addOpenedWindow(
            &after, node: node, key: key, place: place, placeKey: placeKey, depth: depth, round: round, spoken: spoken)
          return
        }
        if !spoken.isEmpty {
          add(key + "#activate\(round)", place, node.displayName, Self.times(round), spoken, id: node.id)
        }
        guard after.windowCount == windowsBefore else { return }
        if !Self.sameNodes(after.topNodes, start.topNodes) {
          if seenContents.isEmpty { seenContents.append(Self.contents(start.topNodes)) }
          let contents = Self.contents(after.topNodes)
          if !seenContents.contains(contents), depth < AnnouncementSpec.deepestWindow {
            let fresh = Set(contents).subtracting(Self.contents(current.topNodes))
            let name = current.focusedNode?.displayName ?? node.displayName
            explore(
              &after, placeKey: key + "~\(round)", place: "\(place), after double tap on \(name)", depth: depth + 1,
              only: fresh)
            currentPlaceKey = placeKey
          }
          seenContents.append(contents)
        }
        guard addFocusedState(after, node: node, key: key, place: place, round: round, seen: &seen) else { return }
        current = after
      }
    }

    /// Whether two top windows hold the same elements: the very same storage (a double
    /// tap that changed nothing left it shared), or the same ids in the same order.
    static func sameNodes(_ one: [AccessibilityNode], _ two: [AccessibilityNode]) -> Bool {
      let shared = one.withUnsafeBufferPointer { a in
        two.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
      }
      // A state change (a check box checked) rebuilds nodes but keeps who they are.
      return shared
        || (one.count == two.count
          && zip(one, two).allSatisfy { $0.id == $1.id && $0.isFocusable == $1.isFocusable })
    }

    /// The focusable elements of a window, by id.
    static func contents(_ nodes: [AccessibilityNode]) -> [String] {
      focusableIDs(nodes)
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
