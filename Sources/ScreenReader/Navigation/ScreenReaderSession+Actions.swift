/// Acting on the focused element and voicing what the action caused.
extension ScreenReaderSession {
  /// `actionPosition`: a custom action's place in the node's `customActions + links`, when known.
  mutating func act(_ action: ComponentAction, actionPosition: Int? = nil) -> [ReaderEvent] {
    guard let position = focusedPosition else { return [] }
    let node = windows[position.window].nodes[position.node]
    guard node.isEnabled else { return [] }
    if action == .longPress && !node.isLongPressable { return [] }
    return route(action, from: node, in: position.window, actionPosition: actionPosition)
  }

  /// Runs the focused element's custom action or inline link at `position` in its
  /// `customActions + links`, as `action NAME` does, but without finding it by name: the
  /// export runs each of an element's N actions, and a search per action cost N² (issue 36).
  public mutating func performAction(at position: Int) -> [ReaderEvent] {
    keyboardInput = false
    guard let node = focusedNode else { return [] }
    let name: String
    if node.customActions.indices.contains(position) {
      name = node.customActions[position]
    } else if node.links.indices.contains(position - node.customActions.count) {
      name = node.links[position - node.customActions.count]
    } else {
      return []
    }
    var events = act(.custom(name), actionPosition: position)
    placeLanguages(&events)
    let spoken = events.utterances
    if !spoken.isEmpty { lastSpoken = spoken }
    return events
  }

  /// The scenario's `actions:` entry a custom action runs: the node lists the platform's own
  /// actions, then these, so `position` finds it at once; by name when that is not it.
  static func customAction(_ name: String, at position: Int?, node: AccessibilityNode, in actions: [CustomAction])
    -> CustomAction?
  {
    if let position {
      let index = position - (node.customActions.count - actions.count)
      if actions.indices.contains(index), actions[index].name == name { return actions[index] }
    }
    return actions.first { $0.name == name }
  }

  mutating func adjust(_ action: ComponentAction) -> [ReaderEvent] {
    guard let position = focusedPosition else { return [] }
    let node = windows[position.window].nodes[position.node]
    guard node.isAdjustable, node.isEnabled else { return [] }
    return route(action, from: node, in: position.window)
  }

  /// Sends an action to the component that owns the node and voices the effects.
  mutating func route(
    _ action: ComponentAction, from node: AccessibilityNode, in windowIndex: Int, actionPosition: Int? = nil
  ) -> [ReaderEvent] {
    let ownerWindow = node.route.ownerWindowDepth ?? windowIndex
    if node.route == .dismissWindow && action == .activate {
      return closeTopWindow()
    }
    guard let component = node.route.component, windows.indices.contains(ownerWindow),
      windows[ownerWindow].components.indices.contains(component)
    else { return [] }
    // A long press does what the element's `long-press` says, and a custom action
    // what its `actions:` entry says, whatever the element's kind.
    let common = windows[ownerWindow].components[component].common
    let effects: [Effect]
    if action == .longPress {
      effects = common.longPress?.effects ?? []
    } else if case .custom(let name) = action,
      let custom = Self.customAction(name, at: actionPosition, node: node, in: common.actions)
    {
      effects = custom.effects
    } else {
      effects = performOnComponent(window: ownerWindow, index: component, action, part: node.route.part)
    }
    return apply(effects, ownerWindow: ownerWindow, component: component, actedOn: node, nodeWindow: windowIndex)
  }

  mutating func apply(
    _ effects: [Effect], ownerWindow: Int, component: Int, actedOn old: AccessibilityNode, nodeWindow: Int
  ) -> [ReaderEvent] {
    var events: [ReaderEvent] = []
    for effect in effects {
      switch effect {
      case .typed(let echo):
        rerealize(ownerWindow: ownerWindow, component: component)
        if let echo {
          let part = SpeechPart(.value, echo, source: "the keyboard echo of the typed text")
          events.append(.utterance(Utterance(parts: [part], scheduling: .interrupt)))
        }
      case .announceDate(let date):
        rerealize(ownerWindow: ownerWindow, component: component)
        if let utterance = phrasing.dateAnnounced(date) {
          // A pending hint gives way to the announcement, as for any other.
          events.removeAll { if case .utterance(let utterance) = $0 { utterance.isHint } else { false } }
          events.append(.utterance(utterance))
        }
      case .shownValueChanged(let part):
        rerealize(ownerWindow: ownerWindow, component: component)
        // The part is beside the node acted on: in its window (a stepper's value text, a
        // picker dialog's header).
        let id = part.nodeID(in: windows[ownerWindow].components[component].common.id)
        if let index = windows[nodeWindow].indexOf(id: id, inComponent: nodeWindow == ownerWindow ? component : nil),
          let utterance = phrasing.shownValueChanged(windows[nodeWindow].nodes[index])
        {
          events.append(.utterance(utterance))
        }
      case .reread:
        rerealize(ownerWindow: ownerWindow, component: component)
        if let index = windows[nodeWindow].indexOf(
          id: old.id, inComponent: nodeWindow == ownerWindow ? component : nil),
          let utterance = phrasing.reread(from: old, to: windows[nodeWindow].nodes[index])
        {
          events.append(.utterance(utterance))
        }
      case .submitForm:
        if let invalid = submitForm(window: ownerWindow) {
          // The first field in error takes focus and is read with its error; nothing else happens.
          return events + focus(window: ownerWindow, node: invalid)
        }
      case .stateChanged, .valueChanged:
        rerealize(ownerWindow: ownerWindow, component: component)
        // Where focus is (the node acted on, as a rule) is looked at first: finding it in a
        // component of N options by scanning cost N per tap (issue 36).
        let hint = focusedPosition.flatMap { $0.window == nodeWindow ? $0.node : nil }
        let found =
          nodeWindow == ownerWindow
          ? windows[nodeWindow].indexOf(id: old.id, inComponent: component, hint: hint)
          : windows[nodeWindow].indexOf(id: old.id, near: hint)
        guard let fresh = found.map({ windows[nodeWindow].nodes[$0] }) else { continue }
        let utterance =
          effect == .stateChanged ? phrasing.stateChange(from: old, to: fresh) : phrasing.valueChanged(fresh)
        if let utterance { events.append(.utterance(utterance)) }
      case .openModal(let id):
        guard let modal = screen.modals[id] else { continue }
        events += openModal(modal, trigger: old.id)
      case .openPopup(let name):
        // The owner reads as open (expanded) while its popup is up.
        rerealize(ownerWindow: ownerWindow, component: component)
        events += openPopup(
          ownerWindow: ownerWindow, component: component, name: name, trigger: old, triggerWindow: nodeWindow)
      case .closeWindow:
        events += closeTopWindow()
      case .closePopup(let name):
        if let top = windows.indices.last, case .popup(ownerWindow, component, name) = windows[top].origin {
          rerealize(ownerWindow: ownerWindow, component: component)
          events += closeTopWindow()
        }
      case .show(let id):
        guard let target = windows[ownerWindow].indexOf(componentID: id, near: component) else { continue }
        let shown = performOnComponent(window: ownerWindow, index: target, .show, part: .main)
        rerealize(ownerWindow: ownerWindow, component: target)
        // It speaks without taking focus: focus stays on the element acted on.
        for case .announce(let announcement) in shown { appendAnnouncement(announcement, to: &events) }
      case .announce(let announcement):
        appendAnnouncement(announcement, to: &events)
      case .contentReplaced(let speaksTitle):
        rerealize(ownerWindow: ownerWindow, component: component)
        if speaksTitle, let title = windows[windows.count - 1].title {
          let part = SpeechPart(.window, title, source: "the new pane title")
          events.append(.utterance(Utterance(parts: [part], scheduling: .interrupt)))
        }
      }
    }
    return events
  }

  /// An announcement (iOS) or live region (Android), after what the action already said.
  func appendAnnouncement(_ announcement: LiveAnnouncement, to events: inout [ReaderEvent]) {
    let part = SpeechPart(
      .announcement, announcement.text,
      source: "\(reader.behaviour.announcementMechanism) (\(announcement.politeness.rawValue))")
    // A pending hint gives way to the announcement, as both screen readers drop hints for new speech.
    events.removeAll { if case .utterance(let utterance) = $0 { utterance.isHint } else { false } }
    events.append(
      .utterance(Utterance(parts: [part], scheduling: announcement.politeness == .assertive ? .interrupt : .queue)))
  }

  /// Asks every component of the window to check itself; returns the first node of
  /// the first component that now shows an error.
  mutating func submitForm(window: Int) -> Int? {
    var firstInvalid: Int?
    for index in windows[window].components.indices {
      let effects = performOnComponent(window: window, index: index, .submit, part: .main)
      guard effects.contains(.stateChanged) else { continue }
      rerealize(ownerWindow: window, component: index)
      if firstInvalid == nil {
        firstInvalid = windows[window].nodes.indices.first {
          windows[window].nodes[$0].route.component == index && windows[window].nodes[$0].error != nil
        }
      }
    }
    return firstInvalid
  }

  /// Re-realises a component and any popup it has open.
  mutating func rerealize(ownerWindow: Int, component: Int) {
    realizeComponent(window: ownerWindow, index: component)
    for index in windows.indices {
      if case .popup(ownerWindow, component, let name) = windows[index].origin,
        let content = popupContent(ownerWindow: ownerWindow, component: component, name: name)
      {
        let focusedID = windows[index].focus.map { windows[index].nodes[$0].id }
        logWindow(index)
        windows[index].nodes = content.nodes
        windows[index].title = content.title
        windows[index].focus = focusedID.flatMap { windows[index].indexOf(id: $0) } ?? content.initialFocus
      }
    }
  }

  func popupContent(ownerWindow: Int, component: Int, name: ComponentPart) -> PopupContent? {
    let context = RealizationContext(
      platform: platform, componentIndex: component, ownerWindowDepth: ownerWindow, words: reader.words)
    let owner = windows[ownerWindow].components[component]
    guard var content = owner.popup(context, name: name) else { return nil }
    // A popup's options are the owner's text: its language too.
    if let language = owner.common.language {
      for node in content.nodes.indices { content.nodes[node].language = language }
    }
    return content
  }
}
