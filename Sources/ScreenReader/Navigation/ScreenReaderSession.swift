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

    public var description: String {
      switch self {
      case .noSuchElement(let name, let suggestions):
        let hint = suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
        return "no element named '\(name)' on screen\(hint)"
      case .notReachable(let name, let reason):
        return "'\(name)' cannot be touched: \(reason)"
      case .noSuchAction(let name, let available):
        let list = available.isEmpty ? "the focused element has no actions" : "its actions are: " + available.joined(separator: ", ")
        return "no action named '\(name)'; \(list)"
      case .unknownModal(let id):
        return "no modal with id '\(id)'"
      }
    }
  }

  public private(set) var platform: Platform
  public var hintsEnabled = true
  public private(set) var screen: Screen
  var windows: [WindowState]
  var phrasing: any PhrasingPolicy
  /// The collection the previously focused node was in (TalkBack's "In list" / "Out of list").
  var currentCollection: CollectionMembership?
  /// What was last said, for `repeat`.
  public private(set) var lastSpoken: [Utterance] = []

  public init(screen: Screen, platform: Platform) {
    self.screen = screen
    self.platform = platform
    self.phrasing = Self.phrasing(for: platform)
    var root = WindowState(
      origin: .screen, kind: .screen, title: screen.title, components: screen.components,
      confinesFocus: true, returnsFocus: true, dismissible: false)
    root.realizeAll(platform: platform)
    root.focus = root.nodes.indices.first { root.nodes[$0].isFocusable }
    self.windows = [root]
    self.currentCollection = root.focus.flatMap { root.nodes[$0].collection }
  }

  static func phrasing(for platform: Platform) -> any PhrasingPolicy {
    platform == .ios ? VoiceOverPhrasing() : TalkBackPhrasing()
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
    return phrasing.describe(node, context: DescriptionContext(hintsEnabled: hintsEnabled))
  }

  // MARK: Commands

  /// Performs a command and returns what the screen reader does, in order.
  public mutating func perform(_ command: Command) throws(Failure) -> [ReaderEvent] {
    let events = try run(command)
    let spoken = events.utterances
    if !spoken.isEmpty { lastSpoken = spoken }
    return events
  }

  mutating func run(_ command: Command) throws(Failure) -> [ReaderEvent] {
    switch command {
    case .next: return move(.forward, keyboard: false)
    case .previous: return move(.backward, keyboard: false)
    case .first: return jump(toFirst: true)
    case .last: return jump(toFirst: false)
    case .activate: return act(.activate)
    case .increment: return adjust(.increment)
    case .decrement: return adjust(.decrement)
    case .longPress: return act(.longPress)
    case .escape: return escape()
    case .readAll: return readAll()
    case .actions:
      guard let node = focusedNode else { return [] }
      return [.utterance(phrasing.actionsList(node))]
    case .action(let name):
      guard let node = focusedNode else { return [] }
      guard let action = node.customActions.first(where: { $0.lowercased() == name.lowercased() }) else {
        throw .noSuchAction(name, available: node.customActions)
      }
      return act(.custom(action))
    case .touch(let name):
      return try touch(name)
    case .key(let key):
      return keyboard(key)
    }
  }

  /// Switches platform, keeping focus on the same element where it still exists.
  public mutating func switchPlatform(to newPlatform: Platform) {
    guard newPlatform != platform else { return }
    platform = newPlatform
    phrasing = Self.phrasing(for: newPlatform)
    for index in windows.indices {
      let focusedID = windows[index].focus.map { windows[index].nodes[$0].id }
      if case .popup(let owner, let component, let name) = windows[index].origin,
        let content = popupContent(ownerWindow: owner, component: component, name: name)
      {
        windows[index].nodes = content.nodes
      } else {
        windows[index].realizeAll(platform: newPlatform)
      }
      windows[index].focus =
        focusedID.flatMap { windows[index].indexOf(id: $0) }
        ?? windows[index].nodes.indices.first { windows[index].nodes[$0].isFocusable }
    }
  }

  // MARK: Navigation

  enum Direction { case forward, backward }

  /// The next reachable position from the current focus, across non-confining windows:
  /// forward walks the top window, then the ones underneath; backward the reverse.
  func step(_ direction: Direction, keyboard: Bool) -> (window: Int, node: Int)? {
    let reachable = reachableWindowIndices
    let order = direction == .forward ? reachable : reachable.reversed()
    let current = focusedPosition.flatMap { reachable.contains($0.window) ? $0 : nil }
    func acceptable(_ node: AccessibilityNode) -> Bool {
      guard node.isFocusable else { return false }
      return !keyboard || (node.isEnabled && node.isKeyboardFocusable && (node.isActionable || node.role == .textField))
    }
    var passedCurrent = current == nil
    for windowIndex in order {
      let nodes = windows[windowIndex].nodes
      var start = direction == .forward ? 0 : nodes.count - 1
      if let current, current.window == windowIndex {
        start = direction == .forward ? current.node + 1 : current.node - 1
        passedCurrent = true
      } else if !passedCurrent {
        continue
      }
      // Walks lazily: a swipe costs the distance to the next element, not the screen's size.
      let step = direction == .forward ? 1 : -1
      var index = start
      while index >= 0 && index < nodes.count {
        if acceptable(nodes[index]) { return (windowIndex, index) }
        index += step
      }
    }
    return nil
  }

  mutating func move(_ direction: Direction, keyboard: Bool) -> [ReaderEvent] {
    guard let target = step(direction, keyboard: keyboard) else {
      return [.earcon(.boundary)]
    }
    return focus(window: target.window, node: target.node)
  }

  mutating func jump(toFirst: Bool) -> [ReaderEvent] {
    let order = reachableWindowIndices
    let windowIndex = toFirst ? order.last ?? 0 : order.first ?? 0
    let nodes = windows[windowIndex].nodes
    let candidate = toFirst ? nodes.indices.first { nodes[$0].isFocusable } : nodes.indices.last { nodes[$0].isFocusable }
    guard let candidate else { return [.earcon(.boundary)] }
    return focus(window: windowIndex, node: candidate)
  }

  /// Moves focus to a node and describes it. Focus below a modal that does not
  /// confine it is remembered apart, the modal staying open above.
  mutating func focus(window windowIndex: Int, node index: Int, interrupt: Bool = true) -> [ReaderEvent] {
    let top = windows.count - 1
    if windowIndex == top {
      windows[top].focus = index
      outside = nil
    } else {
      outside = OutsideFocus(window: windowIndex, node: index)
    }
    return announceFocus(windows[windowIndex].nodes[index], interrupt: interrupt)
  }

  /// Set when focus wandered below a modal that does not confine it.
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

  mutating func announceFocus(_ node: AccessibilityNode, interrupt: Bool = true) -> [ReaderEvent] {
    var events: [ReaderEvent] = [.focusMoved(nodeID: node.id, name: node.displayName)]
    if platform == .android && node.isActionable {
      events.append(.earcon(.focusActionable))
    }
    var context = DescriptionContext(hintsEnabled: hintsEnabled)
    if platform == .android {
      if node.collection?.id != currentCollection?.id {
        context.enteredCollection = node.collection
        context.leftCollection = node.collection == nil ? currentCollection : nil
      }
    }
    currentCollection = node.collection
    var utterances = phrasing.describe(node, context: context)
    if !interrupt, !utterances.isEmpty { utterances[0].scheduling = .queue }
    events += utterances.map(ReaderEvent.utterance)
    return events
  }

  mutating func readAll() -> [ReaderEvent] {
    let windowIndex = windows.count - 1
    var events: [ReaderEvent] = []
    let savedHints = hintsEnabled
    hintsEnabled = false
    var first = true
    for index in windows[windowIndex].nodes.indices where windows[windowIndex].nodes[index].isFocusable {
      events += focus(window: windowIndex, node: index, interrupt: first)
      first = false
    }
    hintsEnabled = savedHints
    return events
  }

  mutating func touch(_ name: String) throws(Failure) -> [ReaderEvent] {
    let wanted = name.lowercased()
    let reachable = reachableWindowIndices
    func find(in windowIndices: [Int], _ match: (String) -> Bool) -> (Int, Int)? {
      for windowIndex in windowIndices {
        let nodes = windows[windowIndex].nodes
        if let index = nodes.indices.first(where: { nodes[$0].isFocusable && match(nodes[$0].displayName.lowercased()) }) {
          return (windowIndex, index)
        }
      }
      return nil
    }
    let hidden = windows.indices.filter { !reachable.contains($0) }
    if let (windowIndex, index) = find(in: reachable, { $0 == wanted }) {
      return focus(window: windowIndex, node: index)
    }
    // An exact name behind a confining modal says so, rather than matching something else loosely.
    if find(in: hidden, { $0 == wanted }) != nil {
      throw .notReachable(name, reason: "it is behind an open \(windows[windows.count - 1].kind.rawValue), which confines focus")
    }
    if let (windowIndex, index) = find(in: reachable, { $0.hasPrefix(wanted) }) ?? find(in: reachable, { $0.contains(wanted) }) {
      return focus(window: windowIndex, node: index)
    }
    let names = reachable.flatMap { windows[$0].nodes.filter(\.isFocusable).map(\.displayName) }
    throw .noSuchElement(name, suggestions: Suggestion.nearest(to: name, among: names, limit: 2))
  }

  // MARK: Actions

  mutating func act(_ action: ComponentAction) -> [ReaderEvent] {
    guard let position = focusedPosition else { return [] }
    let node = windows[position.window].nodes[position.node]
    guard node.isEnabled else { return [] }
    if action == .longPress && !node.isLongPressable { return [] }
    return route(action, from: node, in: position.window)
  }

  mutating func adjust(_ action: ComponentAction) -> [ReaderEvent] {
    guard let position = focusedPosition else { return [] }
    let node = windows[position.window].nodes[position.node]
    guard node.isAdjustable, node.isEnabled else { return [] }
    return route(action, from: node, in: position.window)
  }

  /// Sends an action to the component that owns the node and voices the effects.
  mutating func route(_ action: ComponentAction, from node: AccessibilityNode, in windowIndex: Int) -> [ReaderEvent] {
    let ownerWindow = node.route.ownerWindowDepth ?? windowIndex
    let component = node.route.component
    if component == -1 && node.route.part == "dismiss" && action == .activate {
      return closeTopWindow()
    }
    guard windows.indices.contains(ownerWindow), windows[ownerWindow].components.indices.contains(component) else {
      return []
    }
    // A long press does what the element's `long-press` says, whatever its kind.
    let effects =
      action == .longPress
      ? windows[ownerWindow].components[component].common.longPress?.effects ?? []
      : windows[ownerWindow].components[component].perform(action, part: node.route.part, platform: platform)
    return apply(effects, ownerWindow: ownerWindow, component: component, actedOn: node, nodeWindow: windowIndex)
  }

  mutating func apply(
    _ effects: [Effect], ownerWindow: Int, component: Int, actedOn old: AccessibilityNode, nodeWindow: Int
  ) -> [ReaderEvent] {
    var events: [ReaderEvent] = []
    for effect in effects {
      switch effect {
      case .stateChanged, .valueChanged:
        rerealize(ownerWindow: ownerWindow, component: component)
        let found = nodeWindow == ownerWindow ? windows[nodeWindow].indexOf(id: old.id, inComponent: component) : windows[nodeWindow].indexOf(id: old.id)
        guard let fresh = found.map({ windows[nodeWindow].nodes[$0] }) else { continue }
        let utterance = effect == .stateChanged ? phrasing.stateChange(from: old, to: fresh) : phrasing.valueChanged(fresh)
        if let utterance { events.append(.utterance(utterance)) }
      case .openModal(let id):
        guard let modal = screen.modals[id] else { continue }
        events += openModal(modal, trigger: old.id)
      case .openPopup(let name):
        // The owner reads as open (expanded) while its popup is up.
        rerealize(ownerWindow: ownerWindow, component: component)
        events += openPopup(ownerWindow: ownerWindow, component: component, name: name, trigger: old, triggerWindow: nodeWindow)
      case .closeWindow:
        events += closeTopWindow()
      case .closePopup(let name):
        if let top = windows.indices.last, case .popup(ownerWindow, component, name) = windows[top].origin {
          rerealize(ownerWindow: ownerWindow, component: component)
          events += closeTopWindow()
        }
      case .announce(let announcement):
        let part = SpeechPart(.announcement, announcement.text, source: platform == .ios ? "an announcement notification (\(announcement.politeness.rawValue))" : "a live region (\(announcement.politeness.rawValue))")
        // A pending hint gives way to the announcement, as both screen readers drop hints for new speech.
        events.removeAll { if case .utterance(let utterance) = $0 { utterance.isHint } else { false } }
        events.append(.utterance(Utterance(parts: [part], scheduling: announcement.politeness == .assertive ? .interrupt : .queue)))
      case .contentReplaced(let title):
        rerealize(ownerWindow: ownerWindow, component: component)
        let top = windows.count - 1
        if let title { windows[top].title = title }
        if let title {
          let part = SpeechPart(.window, title, source: "the new pane title")
          events.append(.utterance(Utterance(parts: [part], scheduling: .interrupt)))
        }
      }
    }
    return events
  }

  /// Re-realises a component and any popup it has open.
  mutating func rerealize(ownerWindow: Int, component: Int) {
    windows[ownerWindow].realize(component: component, platform: platform)
    for index in windows.indices {
      if case .popup(ownerWindow, component, let name) = windows[index].origin,
        let content = popupContent(ownerWindow: ownerWindow, component: component, name: name)
      {
        let focusedID = windows[index].focus.map { windows[index].nodes[$0].id }
        windows[index].nodes = content.nodes
        windows[index].title = content.title
        windows[index].focus = focusedID.flatMap { windows[index].indexOf(id: $0) } ?? content.initialFocus
      }
    }
  }

  func popupContent(ownerWindow: Int, component: Int, name: String) -> PopupContent? {
    let context = RealizationContext(platform: platform, componentIndex: component, ownerWindowDepth: ownerWindow)
    return windows[ownerWindow].components[component].popup(context, name: name)
  }

  // MARK: Windows

  mutating func openModal(_ modal: ModalDefinition, trigger: String) -> [ReaderEvent] {
    var window = WindowState(
      origin: .modal(modal.id), kind: modal.kind, title: modal.title, components: modal.components,
      trigger: trigger, titleNodeID: modal.title == nil ? nil : "\(modal.id).title",
      confinesFocus: modal.confinesFocus, returnsFocus: modal.returnsFocus, dismissible: modal.dismissible)
    window.realizeAll(platform: platform)
    if platform == .ios && modal.kind == .sheet && modal.dismissible {
      var dismiss = AccessibilityNode(
        id: "\(modal.id).dismiss", role: .button, name: "Dismiss pop-up window",
        nameSource: "VoiceOver's hidden dismiss element for sheets", route: NodeRoute(component: -1, part: "dismiss"))
      dismiss.isActionable = true
      dismiss.isVisuallyHidden = true
      window.nodes.append(dismiss)
    }
    let initial: Int? =
      modal.initialFocus.flatMap { id in window.nodes.firstIndex { $0.id == id || $0.id.hasPrefix(id + ".") } }
      ?? defaultInitialFocus(in: window)
    return push(window, initialFocus: initial, speaksTitle: true)
  }

  /// Opens a component's popup; `trigger` is the node acted on, as it was before.
  mutating func openPopup(ownerWindow: Int, component: Int, name: String, trigger: AccessibilityNode, triggerWindow: Int) -> [ReaderEvent] {
    guard let content = popupContent(ownerWindow: ownerWindow, component: component, name: name) else { return [] }
    var window = WindowState(
      origin: .popup(ownerWindow: ownerWindow, component: component, name: name), kind: content.kind,
      title: content.title, components: [], trigger: nil, titleNodeID: nil,
      confinesFocus: content.confinesFocus, returnsFocus: true, dismissible: true)
    window.trigger = trigger.id
    window.nodes = content.nodes
    guard content.initialFocus != nil || content.confinesFocus else {
      // A popup that takes no focus (a Focus defect): it opens, focus stays on its
      // trigger, and the trigger's new state is all that is said.
      var events = push(window, initialFocus: nil, speaksTitle: content.speaksTitle)
      if let index = windows[triggerWindow].indexOf(id: trigger.id) {
        outside = OutsideFocus(window: triggerWindow, node: index)
        if let change = phrasing.stateChange(from: trigger, to: windows[triggerWindow].nodes[index]) {
          events.append(.utterance(change))
        }
      }
      return events
    }
    return push(window, initialFocus: content.initialFocus ?? defaultInitialFocus(in: window), speaksTitle: content.speaksTitle)
  }

  /// TalkBack skips the title (it has just spoken it); VoiceOver starts on it.
  func defaultInitialFocus(in window: WindowState) -> Int? {
    window.nodes.indices.first { index in
      window.nodes[index].isFocusable && !(platform == .android && window.nodes[index].id == window.titleNodeID)
    }
  }

  mutating func push(_ window: WindowState, initialFocus: Int?, speaksTitle: Bool) -> [ReaderEvent] {
    var window = window
    window.focus = initialFocus
    windows.append(window)
    outside = nil
    // Collection transitions are spoken within a window, not across windows.
    currentCollection = nil
    var events: [ReaderEvent] = [.earcon(.windowOpened)]
    if speaksTitle, platform == .android, let title = phrasing.windowOpened(title: window.title, kind: window.kind) {
      events.append(.utterance(Utterance(parts: title.parts, scheduling: .interrupt)))
    }
    if let initialFocus {
      let node = window.nodes[initialFocus]
      events += announceFocus(node, interrupt: events.count == 1)
    }
    return events
  }

  mutating func closeTopWindow() -> [ReaderEvent] {
    guard windows.count > 1, let closing = windows.popLast() else { return [] }
    outside = nil
    currentCollection = nil
    let below = windows.count - 1
    var events: [ReaderEvent] = [.earcon(.windowClosed)]
    let returnIndex =
      closing.returnsFocus
      ? closing.trigger.flatMap { windows[below].indexOf(id: $0) } : nil
    let target = returnIndex ?? windows[below].nodes.indices.first { windows[below].nodes[$0].isFocusable }
    if let target {
      windows[below].focus = target
      events += announceFocus(windows[below].nodes[target])
    }
    return events
  }

  mutating func escape() -> [ReaderEvent] {
    guard windows.count > 1, windows[windows.count - 1].dismissible else { return [] }
    if case .popup(let owner, let component, let name) = windows[windows.count - 1].origin {
      // Tell the owner its popup is gone, so it reads collapsed again.
      _ = windows[owner].components[component].perform(.dismiss, part: name, platform: platform)
      windows[owner].realize(component: component, platform: platform)
    }
    return closeTopWindow()
  }

  // MARK: Keyboard

  /// External keyboard per the seeds' tables: Tab moves between controls, Space
  /// activates on both platforms, Enter only on Android, arrows move in lists and pickers.
  mutating func keyboard(_ key: KeyboardKey) -> [ReaderEvent] {
    let adjustable = focusedNode?.isAdjustable == true
    switch key {
    case .tab: return move(.forward, keyboard: true)
    case .shiftTab: return move(.backward, keyboard: true)
    case .space: return act(.activate)
    case .enter: return platform == .android ? act(.activate) : []
    case .esc: return escape()
    case .down: return adjustable ? adjust(.increment) : move(.forward, keyboard: false)
    case .up: return adjustable ? adjust(.decrement) : move(.backward, keyboard: false)
    case .right: return adjustable ? adjust(.increment) : move(.forward, keyboard: false)
    case .left: return adjustable ? adjust(.decrement) : move(.backward, keyboard: false)
    }
  }
}

/// A read-only view of one window, for `tree`.
public struct WindowSnapshot: Sendable {
  public var kind: WindowKind
  public var title: String?
  public var nodes: [AccessibilityNode]
  public var focus: Int?
  public var confinesFocus: Bool
  public var isReachable: Bool
}

extension ScreenReaderSession {
  /// Puts focus back on an element by id, silently (after a reload or platform switch).
  public mutating func restoreFocus(to id: String) {
    let top = windows.count - 1
    if let index = windows[top].indexOf(id: id) ?? windows[top].nodes.firstIndex(where: { $0.id.hasPrefix(id + ".") }) {
      windows[top].focus = index
      outside = nil
      currentCollection = windows[top].nodes[index].collection
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
  /// What the screen reader says as the screen appears: TalkBack speaks the
  /// window title, then both read the element that has initial focus.
  public mutating func screenOpened() -> [ReaderEvent] {
    var events: [ReaderEvent] = []
    if platform == .android, let title = phrasing.windowOpened(title: windows[0].title, kind: .screen) {
      events.append(.utterance(title))
    }
    guard let node = focusedNode else { return events }
    return events + announceFocus(node, interrupt: events.isEmpty)
  }
}
