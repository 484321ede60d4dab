/// Moving focus: swipes, first and last, touch, read-all.
extension ScreenReaderSession {
  enum Direction { case forward, backward }

  /// The next reachable position from the current focus, across non-confining windows:
  /// forward walks the top window, then the ones underneath; backward the reverse.
  func step(_ direction: Direction, keyboard: Bool) -> (window: Int, node: Int)? {
    walk(direction) { nodes, index in keyboard ? nodes[index].isKeyboardReachable : nodes[index].isFocusable }
  }

  /// The first position the walk from focus (or from the start, `fromStart`) reaches
  /// whose node `accepts`, across non-confining windows in `step`'s order. The
  /// predicate sees the window's nodes and the index, so it can look at neighbours
  /// (the rotor's Containers setting). Swipes and rotor jumps share it.
  func walk(
    _ direction: Direction, fromStart: Bool = false,
    where accepts: (_ nodes: [AccessibilityNode], _ index: Int) -> Bool
  ) -> (window: Int, node: Int)? {
    let reachable = reachableWindowIndices
    let order = direction == .forward ? reachable : reachable.reversed()
    let current = fromStart ? nil : focusedPosition.flatMap { reachable.contains($0.window) ? $0 : nil }
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
        if accepts(nodes, index) { return (windowIndex, index) }
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
    let candidate =
      toFirst ? nodes.indices.first { nodes[$0].isFocusable } : nodes.indices.last { nodes[$0].isFocusable }
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

  mutating func announceFocus(_ node: AccessibilityNode, interrupt: Bool = true) -> [ReaderEvent] {
    var events: [ReaderEvent] = [.focusMoved(nodeID: node.id, name: node.displayName)]
    if reader.behaviour.earconOnFocus {
      events.append(.earcon(node.isActionable ? .focusActionable : .focus))
    }
    var context = DescriptionContext(hintsEnabled: hintsEnabled)
    context.keyboardInput = keyboardInput
    let collection = node.enteredCollection
    if reader.behaviour.speaksCollectionTransitions {
      if collection?.id != currentCollection?.id {
        context.enteredCollection = collection
        context.leftCollection = collection == nil ? currentCollection : nil
      }
    }
    currentCollection = collection
    var utterances = phrasing.describe(node, context: context)
    if !interrupt, !utterances.isEmpty { utterances[0].scheduling = .queue }
    events += utterances.map(ReaderEvent.utterance)
    return events
  }

  /// Continuous reading of the top window, from its first element or from the focused
  /// one, focus moving along; hints are not read.
  mutating func readAll(fromFocus: Bool) -> [ReaderEvent] {
    let windowIndex = windows.count - 1
    var events: [ReaderEvent] = []
    let savedHints = hintsEnabled
    hintsEnabled = false
    var first = true
    let start = fromFocus ? windows[windowIndex].focus ?? 0 : 0
    let nodes = windows[windowIndex].nodes
    for index in nodes.indices[start...] where nodes[index].isFocusable {
      events += focus(window: windowIndex, node: index, interrupt: first)
      first = false
    }
    hintsEnabled = savedHints
    return events
  }

  mutating func touch(_ name: String) throws(Failure) -> [ReaderEvent] {
    let reachable = reachableWindowIndices
    let places = reachable.flatMap { window in
      windows[window].nodes.indices.filter { windows[window].nodes[$0].isFocusable }.map { (window, $0) }
    }
    let nodes = places.map { windows[$0.0].nodes[$0.1] }
    let hidden = windows.indices.filter { !reachable.contains($0) }
    let behind = hidden.flatMap { window in windows[window].nodes.filter(\.isFocusable) }
    // An exact name behind a confining modal says so, rather than matching something else loosely.
    for partial in [false, true] {
      switch ElementLookup.find(name, among: nodes, partial: partial) {
      case .found(let index):
        return focus(window: places[index].0, node: places[index].1)
      case .ambiguous(let indices):
        throw .ambiguous(name, candidates: indices.map { ElementLookup.describe(nodes[$0]) })
      case .none:
        if !partial, ElementLookup.find(name, among: behind, partial: false) != .none {
          throw .notReachable(
            name, reason: "it is behind an open \(windows[windows.count - 1].kind.rawValue), which confines focus")
        }
      }
    }
    // On screen, but not an element of its own: a finger there finds nothing to focus.
    let onScreen = reachable.contains { windowIndex in
      windows[windowIndex].nodes.contains { !$0.isFocusable && $0.answers(to: name) }
    }
    if onScreen {
      throw .notReachable(
        name,
        reason:
          "it is on screen, but \(reader.kind.displayName) cannot focus it (hidden from the screen reader, or read as part of another element; 'tree' shows which)"
      )
    }
    let names = nodes.map(\.displayName)
    throw .noSuchElement(name, suggestions: Suggestion.nearest(to: name, among: names, limit: 2))
  }
}
