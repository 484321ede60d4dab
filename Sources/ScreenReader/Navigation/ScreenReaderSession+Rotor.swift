/// The rotor (VoiceOver) and the reading controls (TalkBack): choosing a setting, and
/// moving by it with vertical swipes, `next heading` and the readers' keyboard shortcuts.
extension ScreenReaderSession {
  var rotorPhrasing: RotorPhrasing { RotorPhrasing(reader: reader.kind, words: reader.words) }

  /// The setting vertical swipes follow now (brought up to date for the focused element).
  public var readingControl: ReadingControl {
    var copy = self
    copy.syncRotor()
    return copy.rotor.current
  }

  /// The settings a turn goes through here, in the reader's order.
  public var offeredReadingControls: [ReaderKind.OfferedControl] {
    let node = focusedNode
    return reader.kind.readingControls.compactMap { control in
      switch control {
      case .actions:
        guard let node, !node.customActions.isEmpty else { return nil }
      case .adjustValue:
        guard node?.isAdjustable == true else { return nil }
      default:
        if reader.kind.offersOnlyWhenPresent(control), case .target(let target) = control.effect,
          seek(.forward, fromStart: true, where: target) == nil
        {
          return nil
        }
      }
      return ReaderKind.OfferedControl(control: control, name: rotorPhrasing.name(of: control, on: node).text)
    }
  }

  /// Brings the rotor up to date with focus, as the readers do on each focus change: the
  /// place in the text and the chosen action start again, and a contextual setting is
  /// chosen by itself on an element that calls for it, silently, and given back once
  /// focus leaves (TalkBack: SelectorController.switchCurrentSetting with
  /// AnnounceType.SILENCE; ActionsSetting, not on an edit text; AdjustableWidgetSetting.
  /// VoiceOver turns its rotor to Actions on an element with custom actions, and swipes
  /// adjust an adjustable element).
  mutating func syncRotor() {
    let node = focusedNode
    guard node?.id != rotor.focusID else { return }
    rotor.focusID = node?.id
    rotor.textPiece = nil
    rotor.actionIndex = nil
    if let node, let contextual = contextualControl(for: node) {
      if rotor.current != contextual {
        if !rotor.current.isContextual { rotor.restore = rotor.current }
        rotor.current = contextual
      }
    } else if rotor.current.isContextual {
      rotor.current = rotor.restore ?? reader.kind.startingReadingControl
      rotor.restore = nil
    }
  }

  func contextualControl(for node: AccessibilityNode) -> ReadingControl? {
    if node.isAdjustable { return .adjustValue }
    guard !node.customActions.isEmpty else { return nil }
    // "For better editing experience, keeps the setting of Reading Controls when navigating
    // to an edit text" (ActionsSetting.shouldActivateSetting).
    if reader.kind == .talkBack, node.role == .textField || node.role == .searchField { return nil }
    return .actions
  }

  /// `rotor` / `rotor back`: the next or previous setting offered here, its name spoken.
  mutating func turnRotor(forward: Bool) -> [ReaderEvent] {
    syncRotor()
    let offered = offeredReadingControls.map(\.control)
    guard !offered.isEmpty else { return [] }
    let chosen: ReadingControl
    if let index = offered.firstIndex(of: rotor.current) {
      chosen = offered[(index + (forward ? 1 : offered.count - 1)) % offered.count]
    } else {
      chosen = forward ? offered[0] : offered[offered.count - 1]
    }
    choose(chosen)
    return rotorPhrasing.chosen(chosen, on: focusedNode, hints: hintsEnabled).map(ReaderEvent.utterance)
  }

  /// Makes `control` the setting, as the user's own choice (no contextual one to give back).
  mutating func choose(_ control: ReadingControl) {
    // The place in the text stays (another unit goes on from there); the chosen action does not.
    if control != rotor.current { rotor.actionIndex = nil }
    rotor.current = control
    rotor.restore = nil
  }

  /// `swipe down` / `swipe up`: the next or previous item of the chosen setting (swipe down
  /// is next on both readers; on an adjustable value it lowers it: TalkBack's
  /// handleAdjustable(isNext ? DECREASE_VALUE : INCREASE_VALUE)).
  mutating func swipeVertically(forward: Bool) throws(Failure) -> [ReaderEvent] {
    syncRotor()
    switch rotor.current.effect {
    case .adjust: return adjust(forward ? .decrement : .increment)
    case .text(let unit): return moveInText(unit, forward: forward)
    case .target(let target): return jump(to: target, forward: forward)
    case .actions: return stepAction(forward: forward)
    case .readerSetting:
      throw .readerSetting(rotorPhrasing.name(of: rotor.current, on: focusedNode).text)
    }
  }

  /// `next heading`, `previous link`...: the setting chosen, then one swipe by it.
  mutating func move(by control: ReadingControl, forward: Bool) throws(Failure) -> [ReaderEvent] {
    // A setting the reader does not offer cannot be turned to, so nothing happens, as on a
    // device (VoiceOver's rotor has no Windows): silence, which keeps a `platform both`
    // script going on the reader that has it.
    guard reader.kind.has(control) else { return [] }
    syncRotor()
    choose(control)
    return try swipeVertically(forward: forward)
  }

  /// Double tap with an action chosen on the Actions setting performs that action
  /// (TalkBack: requestServiceHandlesDoubleTap for a custom action; VoiceOver: "swipe up
  /// or down to select a custom action, then double tap to activate").
  mutating func activateChosen() -> [ReaderEvent] {
    if let node = focusedNode, rotor.focusID == node.id, rotor.current == .actions,
      let index = rotor.actionIndex, node.customActions.indices.contains(index)
    {
      return act(.custom(node.customActions[index]))
    }
    return act(.activate)
  }

  // MARK: Moving by a kind of element

  mutating func jump(to target: NavigationTarget, forward: Bool) -> [ReaderEvent] {
    guard let found = seek(forward ? .forward : .backward, fromStart: false, where: target) else {
      return rotorPhrasing.noMore(target, forward: forward)
    }
    var events = focus(window: found.window, node: found.node)
    // `why` names the setting and the rule that stopped here, beside the first part's own source.
    if let index = events.firstIndex(where: { if case .utterance = $0 { true } else { false } }),
      case .utterance(var utterance) = events[index], !utterance.parts.isEmpty
    {
      let setting = rotorPhrasing.name(of: rotor.current, on: nil).text
      utterance.parts[0].source +=
        "; reached with \(reader.kind.rotorName) on \(setting): \(target.rule(for: reader.kind))"
      events[index] = .utterance(utterance)
    }
    return events
  }

  /// The next reachable node of a kind from focus (or from the top), walking as a swipe
  /// does (`step`): lazily, so a jump costs the distance to the next match.
  func seek(_ direction: Direction, fromStart: Bool, where target: NavigationTarget) -> (window: Int, node: Int)? {
    let kind = reader.kind
    return walk(direction, fromStart: fromStart) { nodes, index in
      nodes[index].isFocusable
        && target.matches(nodes[index], reader: kind, containerStart: startsGroup(target, nodes: nodes, at: index))
    }
  }

  /// Whether the node at `index` is where a container (a collection: a list, a tab bar) or
  /// a window begins, for the Containers and Windows settings.
  func startsGroup(_ target: NavigationTarget, nodes: [AccessibilityNode], at index: Int) -> Bool {
    switch target {
    case .container:
      guard let collection = nodes[index].collection else { return false }
      var before = index - 1
      while before >= 0 && !nodes[before].isFocusable { before -= 1 }
      return before < 0 || nodes[before].collection?.id != collection.id
    case .window:
      return !nodes[..<index].contains { $0.isFocusable }
    default:
      return false
    }
  }

  // MARK: Moving in text

  /// The text a reader moves through in an element: what it reads of it (a text field's
  /// typed text, else its name); a secure field's text is never read.
  func readableText(of node: AccessibilityNode) -> String {
    if node.isSecure { return "" }
    if node.role == .textField || node.role == .searchField, let typed = node.value, !typed.isEmpty { return typed }
    return node.name ?? node.value ?? ""
  }

  /// The next or previous character, word or line of the focused element. Past its text,
  /// TalkBack moves on to the next element (FocusProcessorForLogicalNavigation: navigating
  /// "with micro granularity, but reaches edge of current node" goes to the next target)
  /// and VoiceOver does the same, except in a text field, where the insertion point stops
  /// with its boundary sound.
  mutating func moveInText(_ unit: TextUnit, forward: Bool) -> [ReaderEvent] {
    guard let node = focusedNode else { return [.earcon(.boundary)] }
    let pieces = unit.pieces(of: readableText(of: node))
    if rotor.textUnit != unit {
      // Another unit starts from where the last one was spoken.
      let offset = rotor.textPiece.flatMap { piece in
        rotor.textUnit?.pieces(of: readableText(of: node)).dropFirst(piece).first?.start
      }
      rotor.textUnit = unit
      rotor.textPiece = offset.flatMap { at in pieces.lastIndex { $0.start <= at } }
    }
    let next = rotor.textPiece.map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : pieces.count - 1)
    if pieces.indices.contains(next) {
      rotor.textPiece = next
      return [.utterance(rotorPhrasing.piece(pieces[next].text, unit: unit))]
    }
    if reader.kind == .voiceOver, node.role == .textField || node.role == .searchField {
      return [.earcon(.boundary)]
    }
    return move(forward ? .forward : .backward, keyboard: false)
  }

  // MARK: Actions

  /// The next or previous custom action of the focused element, named; TalkBack goes round
  /// (SelectorController.changeAction: (index + 1) % size); VoiceOver's rotor items do too.
  mutating func stepAction(forward: Bool) -> [ReaderEvent] {
    guard let node = focusedNode, !node.customActions.isEmpty else { return [.earcon(.boundary)] }
    let count = node.customActions.count
    // Before any, either direction names the first (currentActionIndex == -1: menuItems.get(0)).
    let index = rotor.actionIndex.map { forward ? ($0 + 1) % count : ($0 - 1 + count) % count } ?? 0
    rotor.actionIndex = index
    return rotorPhrasing.action(node.customActions[index], hints: hintsEnabled).map(ReaderEvent.utterance)
  }
}

extension ReaderKind {
  /// A setting offered on the focused element, with its name in the reader's words.
  public struct OfferedControl: Sendable, Hashable {
    public var control: ReadingControl
    public var name: String
  }
}

extension ScreenReaderSession {
  /// A reader's keyboard shortcut: the move it makes, without turning the rotor (a key
  /// jumps by its kind and leaves the setting as it was). The other reader's keys are
  /// not assigned on this one, so, as on a device, they do nothing.
  mutating func keyboardShortcut(_ shortcut: KeyboardKey.ReaderShortcut) -> [ReaderEvent] {
    guard shortcut.reader == reader.kind, case .target(let target) = shortcut.control.effect else { return [] }
    return jump(to: target, forward: shortcut.forward)
  }
}

extension ScreenReaderSession {
  /// Every element in reach a jump by `target` stops at, in order, by the name the REPL
  /// calls it: the rotor's view of the screen (the hand-off page's lists).
  public func rotorList(_ target: NavigationTarget) -> [String] {
    var names: [String] = []
    for windowIndex in reachableWindowIndices.reversed() {
      let nodes = windows[windowIndex].nodes
      for index in nodes.indices where nodes[index].isFocusable {
        let starts = startsGroup(target, nodes: nodes, at: index)
        if target.matches(nodes[index], reader: reader.kind, containerStart: starts) {
          names.append(nodes[index].displayName)
        }
      }
    }
    return names
  }
}
