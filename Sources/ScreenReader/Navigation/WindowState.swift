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
  mutating func realizeAll(platform: Platform) {
    nodes = []
    ranges = []
    if let titleNodeID, let title {
      var node = AccessibilityNode(
        id: titleNodeID, role: kind == .alert ? .staticText : .heading, name: title,
        nameSource: "the modal's title", route: .window)
      node.isActionable = false
      nodes.append(node)
    }
    for index in components.indices {
      let context = RealizationContext(platform: platform, componentIndex: index)
      let start = nodes.count
      nodes += components[index].realize(context)
      ranges.append(start..<nodes.count)
      if let language = components[index].common.language {
        for node in start..<nodes.count { nodes[node].language = language }
      }
    }
  }

  /// Re-realises one component, keeping every other node as it is. Costs the
  /// component's own nodes, not the screen's, unless its node count changed.
  mutating func realize(component index: Int, platform: Platform) {
    guard ranges.indices.contains(index) else { return }
    let context = RealizationContext(platform: platform, componentIndex: index)
    var fresh = components[index].realize(context)
    if let language = components[index].common.language {
      for node in fresh.indices { fresh[node].language = language }
    }
    let old = ranges[index]
    let focusedID = focus.flatMap { old.contains($0) ? nodes[$0].id : nil }
    nodes.replaceSubrange(old, with: fresh)
    let shift = fresh.count - old.count
    ranges[index] = old.lowerBound..<(old.lowerBound + fresh.count)
    if shift != 0 {
      for later in (index + 1)..<ranges.count {
        ranges[later] = (ranges[later].lowerBound + shift)..<(ranges[later].upperBound + shift)
      }
      if let current = focus, current >= old.upperBound { focus = current + shift }
    }
    if let focusedID {
      focus =
        ranges[index].first { nodes[$0].id == focusedID } ?? ranges[index].first
        ?? focus.map { min($0, nodes.count - 1) }
    }
  }

  /// The index of a node by id, looking first among one component's nodes.
  func indexOf(id: String, inComponent component: Int) -> Int? {
    if ranges.indices.contains(component), let found = ranges[component].first(where: { nodes[$0].id == id }) {
      return found
    }
    return indexOf(id: id)
  }

  func indexOf(id: String) -> Int? {
    nodes.firstIndex { $0.id == id }
  }
}
