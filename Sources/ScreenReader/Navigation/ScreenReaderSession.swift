/// A screen reader running over one screen on one platform: it holds focus and
/// the stack of windows, and answers each command with what the user hears.
///
/// Pure and synchronous: no I/O, no clocks. The same commands always give the
/// same events, so every rule can be tested in microseconds.
public struct ScreenReaderSession: Sendable {
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    case noSuchElement(String, suggestions: [String])
    case notReachable(String, reason: String)
    case noSuchAction(String, available: [String])
    case unknownModal(String)
    /// Several elements answer to the name equally well.
    case ambiguous(String, candidates: [String])
    case notEditable(String)
    /// A rotor setting of the reader's own (speech rate, volume), which Earshot names but does not change.
    case readerSetting(String)
    /// A setting this reader does not have (VoiceOver has no Windows, TalkBack no Volume).

    public var description: String {
      switch self {
      case .noSuchElement(let name, let suggestions):
        let hint =
          suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
        return "no element named '\(name)' on screen\(hint)"
      case .notReachable(let name, let reason):
        return "'\(name)' cannot be touched: \(reason)"
      case .noSuchAction(let name, let available):
        let list =
          available.isEmpty
          ? "the focused element has no actions" : "its actions are: " + available.joined(separator: ", ")
        return "no action named '\(name)'; \(list)"
      case .unknownModal(let id):
        return "no modal with id '\(id)'"
      case .ambiguous(let name, let candidates):
        return "'\(name)' could be any of " + candidates.joined(separator: ", ")
          + "; give more of the name" + (candidates.contains { $0.contains("(id ") } ? ", or the id" : "")
      case .notEditable(let name):
        return "'\(name)' is not a text field; move to one first (e.g. 'touch Email'), then 'type TEXT'"
      case .readerSetting(let name):
        return "the \(name) setting changes the reader itself, which Earshot does not model; turn past it with 'rotor'"
      }
    }
  }

  /// How components are realised as nodes.
  public private(set) var platform: Platform
  /// The screen reader speaking: its words, order and navigation habits.
  public private(set) var reader: ReaderProfile {
    didSet {
      phrasing = LanguagePlacement(base: reader.phrasing, locale: reader.locale, screenLanguage: screen.language)
    }
  }
  public var hintsEnabled = true
  /// The last input came from a physical keyboard (TalkBack's InputModeTracker): set by
  /// `key`, cleared by any touch gesture; typing and reading leave it as it was.
  public internal(set) var keyboardInput = false
  /// TalkBack's "Element description order" verbosity setting.
  public var talkBackOrder: TalkBackDescriptionOrder {
    get { reader.talkBackOrder }
    set { reader.talkBackOrder = newValue }
  }
  /// The reader's locale (a shipped one, `WordTables.locales`).
  public var locale: String { reader.locale }
  public private(set) var screen: Screen
  var windows: [WindowState]
  /// The reader's phrasing, with each stretch placed in its language.
  var phrasing: LanguagePlacement
  /// The collection the previously focused node was in (TalkBack's "In list" / "Out of list").
  var currentCollection: CollectionMembership?
  /// What was last said, for `repeat`.
  public internal(set) var lastSpoken: [Utterance] = []
  /// What the trial in progress changed, to undo it (nil outside trials; see `mark()`).
  var trialLog: [TrialChange]?
  var trialDepth = 0
  /// The rotor's (VoiceOver) or reading controls' (TalkBack) setting and place; both start on Characters.
  var rotor = RotorState(start: .characters)
  /// Each scrolling container's first item on screen, and the element focused then, by
  /// component id (`scroll`).
  var scrollOffsets: [String: (first: Int, focusID: String?)] = [:]
  /// The last element's custom actions and links by name (`action NAME`), kept while its lists stay the same.
  var actionNames: ActionNames?

  /// The reader versions chosen (`--reader talkback-12`); a reader with none here is its latest.
  public private(set) var readerVersions: [ReaderVersion] = []

  public init(screen: Screen, platform: Platform, locale: String = "en", versions: [ReaderVersion] = []) {
    self.screen = screen
    self.platform = platform
    self.readerVersions = versions
    let reader = ReaderProfile.standard(for: platform, locale: locale, versions: versions)
    self.reader = reader
    self.phrasing = LanguagePlacement(base: reader.phrasing, locale: locale, screenLanguage: screen.language)
    var root = WindowState(
      origin: .screen, kind: .screen, title: screen.title, components: screen.components,
      confinesFocus: true, returnsFocus: true, dismissible: false)
    root.realizeAll(platform: platform, words: reader.words)
    root.focus = root.nodes.indices.first { root.nodes[$0].isFocusable }
    self.windows = [root]
    self.currentCollection = root.focus.flatMap { root.nodes[$0].enteredCollection }
  }

  /// Speaks another shipped locale from now on; focus and state stay.
  public mutating func setLocale(_ locale: String) {
    guard locale != reader.locale else { return }
    reader.setLocale(locale)
    // The platform's own words in the components (menu buttons, dates) follow the locale.
    realizeWindowsAgain()
  }

  // MARK: Reading the state

  /// The element with screen-reader focus.
  public var focusedNode: AccessibilityNode? {
    focusedPosition.map { windows[$0.window].nodes[$0.node] }
  }

  /// The kind and title of the window focus is in.
  public var currentWindow: (kind: WindowKind, title: String?) {
    (windows[windows.count - 1].kind, windows[windows.count - 1].title)
  }

  /// Nodes the user can reach now, in swipe order (for completion and `touch`).
  public var reachableNodes: [AccessibilityNode] {
    reachableWindowIndices.flatMap { windows[$0].nodes.filter(\.isFocusable) }
  }

  /// The windows a swipe can reach: the top one, and those underneath while no
  /// window on the way confines focus.
  var reachableWindowIndices: [Int] {
    var result: [Int] = []
    for index in windows.indices.reversed() {
      result.append(index)
      if windows[index].confinesFocus { break }
    }
    return result
  }

  /// Every window, bottom first, with its nodes and focus, for `tree`.
  public var windowSnapshots: [WindowSnapshot] {
    let reachable = Set(reachableWindowIndices)
    return windows.indices.map { index in
      WindowSnapshot(
        kind: windows[index].kind, title: windows[index].title, nodes: windows[index].nodes,
        focus: index == windows.count - 1 ? windows[index].focus : nil,
        confinesFocus: windows[index].confinesFocus, isReachable: reachable.contains(index))
    }
  }

  /// What the focused element says, without moving (for `where`).
  public func describeFocus() -> [Utterance] {
    guard let node = focusedNode else { return [] }
    var context = DescriptionContext(hintsEnabled: hintsEnabled)
    context.keyboardInput = keyboardInput
    return phrasing.describe(node, context: context)
  }

  // MARK: Commands

  /// Performs a command and returns what the screen reader does, in order.
  public mutating func perform(_ command: Command) throws(Failure) -> [ReaderEvent] {
    var events = try run(command)
    placeLanguages(&events)
    let spoken = events.utterances
    if !spoken.isEmpty { lastSpoken = spoken }
    return events
  }

  /// What the session says itself (an announcement, a typed echo, a new value) is
  /// the app's text about the element acted on, which keeps focus: its language.
  func placeLanguages(_ events: inout [ReaderEvent]) {
    for index in events.indices {
      if case .utterance(let utterance) = events[index], utterance.parts.first?.language == nil {
        events[index] = .utterance(phrasing.place(utterance, for: focusedNode))
      }
    }
  }

  mutating func run(_ command: Command) throws(Failure) -> [ReaderEvent] {
    switch command {
    case .key: keyboardInput = true
    case .type, .readAll, .readFromHere, .pause: break
    default: keyboardInput = false
    }
    switch command {
    case .next: return move(.forward, keyboard: false)
    case .previous: return move(.backward, keyboard: false)
    case .first: return jump(toFirst: true)
    case .last: return jump(toFirst: false)
    case .activate: return activateChosen()
    case .increment: return adjust(.increment)
    case .decrement: return adjust(.decrement)
    case .longPress: return act(.longPress)
    case .escape: return escape()
    case .readAll: return readAll(fromFocus: false)
    case .readFromHere: return readAll(fromFocus: true)
    case .pause: return []  // speech stops; nothing is said and focus stays
    case .actions:
      guard let node = focusedNode else { return [] }
      return [.utterance(phrasing.actionsList(node))]
    case .action(let name):
      guard let node = focusedNode else { return [] }
      // A name given exactly, once (as the menus list them, and as the spec's walk runs each), is taken without
      // matching every entry loosely: walking an element's N actions cost N² lowercased copies (issue 36).
      if let position = exactActionPosition(name, on: node) { return act(.custom(name), actionPosition: position) }
      // Custom actions, and the links of the text (TalkBack's links menu, VoiceOver's Links rotor).
      let available = node.customActions + node.links
      // As names are found: exact, then punctuation aside, then the start of one; two alike is ambiguous.
      let key = SpeechMatcher.normalized(name)
      let levels: [(String) -> Bool] = [
        { $0.lowercased() == name.lowercased() }, { SpeechMatcher.normalized($0) == key },
        { SpeechMatcher.normalized($0).hasPrefix(key) && !key.isEmpty },
      ]
      for matches in levels {
        let found = available.filter(matches)
        if found.count == 1 { return act(.custom(found[0])) }
        if found.count > 1 {
          throw .ambiguous(name, candidates: found.map { "'\($0)'" })
        }
      }
      throw .noSuchAction(name, available: available)
    case .touch(let name):
      return try touch(name)
    case .key(let key):
      if let shortcut = key.readerShortcut { return keyboardShortcut(shortcut) }
      return keyboard(key)
    case .rotor(let forward): return turnRotor(forward: forward)
    case .rotorItem(let forward): return try swipeVertically(forward: forward)
    case .moveBy(let control, let forward): return try move(by: control, forward: forward)
    case .scroll(let direction): return scroll(direction)
    case .magicTap: return magicTap()
    case .type(let text):
      guard let node = focusedNode else { return [] }
      guard node.role == .textField || node.role == .searchField else {
        throw .notEditable(node.displayName)
      }
      return act(.type(text))
    }
  }

  /// Speaks as another version of a reader from now on (the platform's reader at
  /// once, the other after a platform switch); focus and state stay.
  public mutating func setReaderVersion(_ version: ReaderVersion) {
    readerVersions = readerVersions.filter { $0.reader != version.reader } + [version]
    guard version.reader == reader.kind, version != reader.version else { return }
    reader.setVersion(version)
    realizeWindowsAgain()
  }

  /// Switches platform, keeping focus on the same element where it still exists.
  public mutating func switchPlatform(to newPlatform: Platform) {
    guard newPlatform != platform else { return }
    platform = newPlatform
    var newReader = ReaderProfile.standard(for: newPlatform, locale: reader.locale, versions: readerVersions)
    newReader.talkBackOrder = reader.talkBackOrder
    reader = newReader
    realizeWindowsAgain()
  }

  /// Realises every window again for the current platform and words, keeping focus
  /// on the same element where it still exists.
  mutating func realizeWindowsAgain() {
    for index in windows.indices {
      let focusedID = windows[index].focus.map { windows[index].nodes[$0].id }
      if case .popup(let owner, let component, let name) = windows[index].origin,
        let content = popupContent(ownerWindow: owner, component: component, name: name)
      {
        windows[index].nodes = content.nodes
      } else {
        windows[index].realizeAll(platform: platform, words: reader.words)
      }
      windows[index].focus =
        focusedID.flatMap { windows[index].indexOf(id: $0) }
        ?? windows[index].nodes.indices.first { windows[index].nodes[$0].isFocusable }
    }
  }

  /// Set when focus wandered below a popup or modal that does not confine it.
  var outside: OutsideFocus?
  struct OutsideFocus: Sendable, Hashable {
    var window: Int
    var node: Int
  }

  /// The node focus is on wherever it is (top window, or below a leaky modal).
  var focusedPosition: (window: Int, node: Int)? {
    if let outside { return (outside.window, outside.node) }
    guard let index = windows.last?.focus else { return nil }
    return (windows.count - 1, index)
  }

  /// Where `name` is in the node's `customActions + links` when exactly one entry is it, byte for
  /// byte; nil otherwise (none, or two). The names are indexed once per element and kept while its
  /// lists stay the same (the same storage: compared at once), so running each of an element's N
  /// actions by name costs N, not N² (issue 36).
  mutating func exactActionPosition(_ name: String, on node: AccessibilityNode) -> Int? {
    if actionNames?.customActions != node.customActions || actionNames?.links != node.links {
      actionNames = ActionNames(customActions: node.customActions, links: node.links)
    }
    return actionNames?.positions[name] ?? nil
  }

  /// An element's custom actions and links, and each name's position among them.
  struct ActionNames: Sendable {
    var customActions: [String]
    var links: [String]
    /// Each name's position in `customActions + links`; nil for a name written twice.
    var positions: [String: Int?] = [:]

    init(customActions: [String], links: [String]) {
      self.customActions = customActions
      self.links = links
      for (position, name) in (customActions + links).enumerated() {
        positions[name] = positions[name] == nil ? position : .some(nil)
      }
    }
  }
}

extension ScreenReaderSession {
  /// Puts focus back on an element by id, silently (after a reload or platform switch).
  /// `hint`: where the element is expected in the top window, checked first, so a walk
  /// over every element (the export) does not search the window for each one.
  public mutating func restoreFocus(to id: String, hint: Int? = nil) {
    let top = windows.count - 1
    if let hint, windows[top].nodes.indices.contains(hint), windows[top].nodes[hint].id == id {
      windows[top].focus = hint
      outside = nil
      currentCollection = windows[top].nodes[hint].enteredCollection
      return
    }
    if let index = windows[top].indexOf(id: id) ?? windows[top].nodes.firstIndex(where: { $0.id.hasPrefix(id + ".") }) {
      windows[top].focus = index
      outside = nil
      currentCollection = windows[top].nodes[index].enteredCollection
    }
  }
}

extension ScreenReaderSession {
  /// How the current screen reader would describe a node, hints off (for `tree`).
  public func describeWithoutHints(_ node: AccessibilityNode) -> String {
    phrasing.describe(node, context: DescriptionContext(hintsEnabled: false)).first?.text ?? ""
  }
}

extension ScreenReaderSession {
  /// What the screen reader says as the screen appears, before any gesture.
  ///
  /// TalkBack speaks the window title with its window-state earcon: an activity's
  /// TYPE_WINDOW_STATE_CHANGED gives the title, and ScreenFeedbackManager.composeFeedback
  /// speaks `getWindowA().getTitleForFeedback()` in single-window mode, with
  /// R.raw.window_state and QUEUE_MODE_UNINTERRUPTIBLE_BY_NEW_SPEECH (google/talkback,
  /// talkback/src/main/java/com/google/android/accessibility/talkback/feedbackpolicy/
  /// ScreenFeedbackManager.java); an untitled window says nothing. VoiceOver speaks no
  /// title of its own: a screen change (UIAccessibility.Notification.screenChanged)
  /// only moves focus to the first element, so nothing is added for it here.
  /// Focus starts on the first element, without a word, on both (the first
  /// gesture reads on from there).
  public mutating func screenOpened() -> [ReaderEvent] {
    guard let title = phrasing.windowOpened(title: windows[0].title, kind: .screen) else { return [] }
    let spoken = Utterance(parts: title.parts, scheduling: .interrupt)
    lastSpoken = [spoken]
    return [.earcon(.windowOpened), .utterance(spoken)]
  }
}
