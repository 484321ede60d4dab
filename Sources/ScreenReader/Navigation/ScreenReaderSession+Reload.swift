/// Reloading a scenario under a running session: the same windows open, the
/// user's state kept where the element still exists, focus on the same element.
extension ScreenReaderSession {
  /// This session carried over to an edited screen. `reset` says, in words,
  /// what could not be kept ("Language: 'French' is no longer one of its options").
  public func carried(to newScreen: Screen) -> (session: ScreenReaderSession, reset: [String]) {
    var fresh = ScreenReaderSession(screen: newScreen, platform: platform, locale: locale, versions: readerVersions)
    fresh.hintsEnabled = hintsEnabled
    fresh.keyboardInput = keyboardInput
    fresh.talkBackOrder = talkBackOrder
    var reset: [String] = []
    reset += fresh.carryComponents(window: 0, from: windows[0], initial: screen.components, touched: popupOwners)
    reset += lostChanges(in: windows[0], initial: screen.components, keptIDs: fresh.windows[0].components)

    for old in windows.dropFirst() {
      switch old.origin {
      case .screen:
        continue
      case .modal(let id):
        guard let modal = newScreen.modals[id] else {
          reset.append("the \(old.kind.rawValue) '\(old.title ?? id)' is gone from the file, so it is closed")
          return (fresh.focusing(like: self), reset)
        }
        _ = fresh.openModal(modal, trigger: old.trigger ?? "")
        reset += fresh.carryComponents(
          window: fresh.windows.count - 1, from: old, initial: screen.modals[id]?.components ?? [],
          touched: popupOwners)
        reset += lostChanges(
          in: old, initial: screen.modals[id]?.components ?? [],
          keptIDs: fresh.windows[fresh.windows.count - 1].components)
      case .popup(let ownerWindow, let component, let name):
        let ownerID =
          windows[ownerWindow].components.indices.contains(component)
          ? windows[ownerWindow].components[component].common.id : nil
        guard fresh.windows.indices.contains(ownerWindow),
          let newComponent = fresh.windows[ownerWindow].components.firstIndex(where: { $0.common.id == ownerID }),
          let triggerID = old.trigger,
          let triggerIndex = fresh.windows[ownerWindow].indexOf(id: triggerID)
        else {
          reset.append("the popup of '\(ownerID ?? "an element")' is closed: its element is gone from the file")
          return (fresh.focusing(like: self), reset)
        }
        let trigger = fresh.windows[ownerWindow].nodes[triggerIndex]
        _ = fresh.openPopup(
          ownerWindow: ownerWindow, component: newComponent, name: name, trigger: trigger, triggerWindow: ownerWindow)
        guard fresh.windows.count > 1, case .popup = fresh.windows[fresh.windows.count - 1].origin else {
          reset.append("the popup of '\(trigger.displayName)' is closed: it has nothing to show now")
          return (fresh.focusing(like: self), reset)
        }
      }
    }
    let focused = fresh.focusing(like: self)
    if let was = focusedNode, focused.focusedNode?.id != was.id {
      reset.append("'\(was.displayName)' is gone, so focus is on '\(focused.focusedNode?.displayName ?? "nothing")'")
    }
    return (focused, reset)
  }

  /// The ids of the components whose popups are open: what the user is doing in
  /// them (a wheel turned, a mode switched) does not show on the component itself.
  var popupOwners: Set<String> {
    var owners: Set<String> = []
    for window in windows {
      guard case .popup(let ownerWindow, let component, _) = window.origin,
        windows.indices.contains(ownerWindow), windows[ownerWindow].components.indices.contains(component)
      else { continue }
      owners.insert(windows[ownerWindow].components[component].common.id)
    }
    return owners
  }

  /// Carries each component's state from the old window's component of the
  /// same id, where the user changed it, and realises the window again. A
  /// component the user left as the file had it (`initial`) takes the edited
  /// file's state: a designer who writes `checked: true` hears it checked.
  mutating func carryComponents(
    window index: Int, from old: WindowState, initial: [any Component], touched: Set<String>
  ) -> [String] {
    var reset: [String] = []
    let context = RealizationContext(platform: platform, componentIndex: 0, words: reader.words)
    // Looked up by id, not searched for: a reload stays linear in the screen's size.
    let previousByID = Self.firstByID(old.components)
    let initialByID = Self.firstByID(initial)
    for position in windows[index].components.indices {
      let id = windows[index].components[position].common.id
      guard let previous = previousByID[id] else { continue }
      if !touched.contains(id), let original = initialByID[id],
        previous.realize(context) == original.realize(context)
      {
        continue
      }
      if case .reset(let why) = windows[index].components[position].carryUserState(from: previous) {
        let name = windows[index].components[position].realize(context).first?.displayName ?? id
        reset.append("\(name): \(why), so it is as the file says")
      }
    }
    windows[index].realizeAll(platform: platform, words: reader.words)
    return reset
  }

  /// Elements the user changed that are gone from the edited file (removed, or
  /// given another id, as a renamed label without an `id` gets): what they did is lost.
  func lostChanges(in window: WindowState, initial: [any Component], keptIDs: [any Component]) -> [String] {
    let kept = Set(keptIDs.map(\.common.id))
    let initialByID = Self.firstByID(initial)
    var lost: [String] = []
    for component in window.components where !kept.contains(component.common.id) {
      guard let original = initialByID[component.common.id] else { continue }
      let context = RealizationContext(platform: platform, componentIndex: 0, words: reader.words)
      if component.realize(context) != original.realize(context) {
        let name = component.common.labelOrID
        lost.append(
          "\(name): no element with id '\(component.common.id)' now (give it an 'id' to keep it across renames), so what you did to it is lost"
        )
      }
    }
    return lost
  }

  /// Each id's first component, as a search from the front would find it.
  static func firstByID(_ components: [any Component]) -> [String: any Component] {
    var byID: [String: any Component] = [:]
    byID.reserveCapacity(components.count)
    for component in components where byID[component.common.id] == nil {
      byID[component.common.id] = component
    }
    return byID
  }

  /// Focus on the element `old` had focus on, in the top window, silently.
  func focusing(like old: ScreenReaderSession) -> ScreenReaderSession {
    var session = self
    let top = session.windows.count - 1
    session.outside = nil
    guard let id = old.focusedNode?.id else { return session }
    if let index = session.windows[top].indexOf(id: id) {
      session.windows[top].focus = index
      session.currentCollection = session.windows[top].nodes[index].enteredCollection
    } else if let outside = old.outside, session.windows.indices.contains(outside.window),
      let index = session.windows[outside.window].indexOf(id: id)
    {
      // Focus had wandered below a popup that does not hold it: it stays there.
      session.outside = OutsideFocus(window: outside.window, node: index)
      session.currentCollection = session.windows[outside.window].nodes[index].enteredCollection
    }
    return session
  }
}
