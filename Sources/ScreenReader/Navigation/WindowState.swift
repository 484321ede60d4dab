/// One window on the session's stack: the screen, a modal, or a component's popup,
/// with its realised nodes and where focus is in it.
struct WindowState: Sendable {
  enum Origin: Sendable {
    case screen
    case modal(String)
    /// A component's popup; the owner lives in the window at `ownerWindow`.
    case popup(ownerWindow: Int, component: Int, name: ComponentPart)
  }

  var origin: Origin
  var kind: WindowKind
  var title: String?
  var components: [any Component]
  var nodes: [AccessibilityNode] = []
  /// Which nodes each component produced, so one component can be re-realised alone.
  var ranges: [Range<Int>] = []
  var focus: Int?
  /// The id of the node, in the window underneath, that opened this one.
  var trigger: String?
  var titleNodeID: String?
  var confinesFocus: Bool
  var returnsFocus: Bool
  var dismissible: Bool

  /// Realises every component of the window afresh.
  mutating func realizeAll(platform: Platform, words: ReaderWords) {
    nodes = []
    ranges = []
    if let titleNodeID, let title {
      var node = AccessibilityNode(
        id: titleNodeID, role: kind == .alert ? .staticText : .heading, name: title,
        nameSource: .modalTitle, route: .window)
      node.isActionable = false
      nodes.append(node)
    }
    for index in components.indices {
      let context = RealizationContext(platform: platform, componentIndex: index, words: words)
      let start = nodes.count
      nodes += context.markingBusy(components[index].realize(context), of: components[index].common)
      ranges.append(start..<nodes.count)
      if let language = components[index].common.language {
        for node in start..<nodes.count { nodes[node].language = language }
      }
    }
  }

  /// Re-realises one component, keeping every other node as it is. Costs the
  /// component's own nodes, not the screen's, unless its node count changed.
  mutating func realize(component index: Int, platform: Platform, words: ReaderWords) {
    guard ranges.indices.contains(index) else { return }
    let context = RealizationContext(platform: platform, componentIndex: index, words: words)
    var fresh = context.markingBusy(components[index].realize(context), of: components[index].common)
    if let language = components[index].common.language {
      for node in fresh.indices { fresh[node].language = language }
    }
    let old = ranges[index]
    let focusedID = focus.flatMap { old.contains($0) ? nodes[$0].id : nil }
    replaceNodes(ofComponent: index, with: fresh)
    if let focusedID {
      // The focused element gone with all its component's nodes (a snackbar's action
      // dismissing it): focus goes to the nearest element still there, or nowhere.
      let nearest = focus.flatMap { old in
        nodes.indices[min(old, nodes.count)...].first { nodes[$0].isFocusable }
          ?? nodes.indices[..<min(old, nodes.count)].last { nodes[$0].isFocusable }
      }
      focus = ranges[index].first { nodes[$0].id == focusedID } ?? ranges[index].first ?? nearest
    }
  }

  /// Puts `fresh` in place of one component's nodes, moving the later ranges (and focus
  /// after them) by the change in count.
  mutating func replaceNodes(ofComponent index: Int, with fresh: [AccessibilityNode]) {
    let old = ranges[index]
    let shift = fresh.count - old.count
    if shift == 0 {
      for (offset, node) in fresh.enumerated() { nodes[old.lowerBound + offset] = node }
      return
    }
    nodes.replaceSubrange(old, with: fresh)
    ranges[index] = old.lowerBound..<(old.lowerBound + fresh.count)
    for later in (index + 1)..<ranges.count {
      ranges[later] = (ranges[later].lowerBound + shift)..<(ranges[later].upperBound + shift)
    }
    if let current = focus, current >= old.upperBound { focus = current + shift }
  }

  /// The index of a node by id, looking first among one component's nodes (if any).
  func indexOf(id: String, inComponent component: Int?) -> Int? {
    if let component, ranges.indices.contains(component),
      let found = ranges[component].first(where: { nodes[$0].id == id })
    {
      return found
    }
    return indexOf(id: id)
  }

  /// The index of a node by id, checking `hint` first (where focus was: the element
  /// that opened a window, found again as it closes without searching the screen).
  func indexOf(id: String, near hint: Int?) -> Int? {
    if let hint, nodes.indices.contains(hint), nodes[hint].id == id { return hint }
    return indexOf(id: id)
  }

  /// The component with this id, looked for outward from `near` (a toast sits by the
  /// button that shows it), so acting on one element does not search the whole screen.
  func indexOf(componentID id: String, near: Int) -> Int? {
    for distance in 0..<max(components.count, 1) {
      for index in [near - distance, near + distance] where components.indices.contains(index) {
        if components[index].common.id == id { return index }
      }
      if near - distance < 0 && near + distance >= components.count { break }
    }
    return nil
  }

  func indexOf(id: String) -> Int? {
    nodes.firstIndex { $0.id == id }
  }
}
