/// Modals and popups: opening, initial focus, closing, return of focus.
extension ScreenReaderSession {
  /// Most windows stacked at once: modals that open each other in a cycle stop here
  /// (a further `opens:` does nothing) instead of growing the stack without end.
  static let mostWindows = 16

  mutating func openModal(_ modal: ModalDefinition, trigger: String) -> [ReaderEvent] {
    guard windows.count < Self.mostWindows else { return [] }
    var window = WindowState(
      origin: .modal(modal.id), kind: modal.kind, title: modal.title, components: modal.components,
      trigger: trigger, titleNodeID: modal.title == nil ? nil : "\(modal.id).title",
      confinesFocus: modal.confinesFocus, returnsFocus: modal.returnsFocus, dismissible: modal.dismissible)
    window.realizeAll(platform: platform, words: reader.words)
    if reader.behaviour.addsSheetDismissElement && modal.kind == .sheet && modal.dismissible {
      let name = reader.words.phrase(.dismissSheet)
      var dismiss = AccessibilityNode(
        id: "\(modal.id).dismiss", role: .button, name: name.text,
        nameSource: reader.words.source(.sheetDismissElement, isFallback: name.isFallback), route: .dismissWindow)
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
  mutating func openPopup(
    ownerWindow: Int, component: Int, name: ComponentPart, trigger: AccessibilityNode, triggerWindow: Int
  ) -> [ReaderEvent] {
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
      if let index = windows[triggerWindow].indexOf(
        id: trigger.id, inComponent: triggerWindow == ownerWindow ? component : nil)
      {
        outside = OutsideFocus(window: triggerWindow, node: index)
        if let change = phrasing.stateChange(from: trigger, to: windows[triggerWindow].nodes[index]) {
          events.append(.utterance(change))
        }
      }
      return events
    }
    return push(
      window, initialFocus: content.initialFocus ?? defaultInitialFocus(in: window), speaksTitle: content.speaksTitle)
  }

  /// TalkBack skips the title (it has just spoken it); VoiceOver starts on it.
  func defaultInitialFocus(in window: WindowState) -> Int? {
    window.nodes.indices.first { index in
      window.nodes[index].isFocusable
        && !(reader.behaviour.skipsTitleForInitialFocus && window.nodes[index].id == window.titleNodeID)
    }
  }

  mutating func push(_ window: WindowState, initialFocus: Int?, speaksTitle: Bool) -> [ReaderEvent] {
    var window = window
    window.focus = initialFocus
    pushWindow(window)
    outside = nil
    // Collection transitions are spoken within a window, not across windows.
    currentCollection = nil
    var events: [ReaderEvent] = [.earcon(.windowOpened)]
    if speaksTitle, let title = phrasing.windowOpened(title: window.title, kind: window.kind) {
      events.append(.utterance(Utterance(parts: title.parts, scheduling: .interrupt)))
    }
    if let initialFocus {
      let node = window.nodes[initialFocus]
      events += announceFocus(node, interrupt: events.count == 1)
    }
    return events
  }

  mutating func closeTopWindow() -> [ReaderEvent] {
    guard windows.count > 1, let closing = popWindow() else { return [] }
    outside = nil
    currentCollection = nil
    let below = windows.count - 1
    var events: [ReaderEvent] = [.earcon(.windowClosed)]
    let returnIndex =
      closing.returnsFocus
      ? closing.trigger.flatMap { windows[below].indexOf(id: $0, near: windows[below].focus) } : nil
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
      _ = performOnComponent(window: owner, index: component, .dismiss, part: name)
      realizeComponent(window: owner, index: component)
    }
    return closeTopWindow()
  }
}
