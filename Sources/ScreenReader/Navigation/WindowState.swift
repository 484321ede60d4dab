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
  /// Each component as its nodes were last realised: what `Component.realizeChanges` compares with.
  var realizedFrom: [any Component] = []
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
    realizedFrom = components
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

  /// What realising one component again replaced, to put back when a trial is undone.
  struct ReplacedNodes: Sendable {
    var realizedFrom: (any Component)?
    /// All of the component's nodes, when it was realised whole.
    var all: [AccessibilityNode]?
    /// Only these, by index in the window, when it was patched (`Component.realizeChanges`).
    var patched: [(index: Int, node: AccessibilityNode)] = []
  }

  /// Re-realises one component, keeping every other node as it is. Costs the component's
  /// own nodes, not the screen's, unless its node count changed; only the nodes its change
  /// touched when the component can say which. Returns what it replaced when `keepingOld`.
  @discardableResult
  mutating func realize(
    component index: Int, platform: Platform, words: ReaderWords, keepingOld: Bool = false
  ) -> ReplacedNodes? {
    guard ranges.indices.contains(index) else { return nil }
    let context = RealizationContext(platform: platform, componentIndex: index, words: words)
    let previous = realizedFrom.indices.contains(index) ? realizedFrom[index] : nil
    if let previous, let patch = components[index].realizeChanges(from: previous, context),
      let replaced = apply(patch, toComponent: index, context: context, keepingOld: keepingOld)
    {
      realizedFrom[index] = components[index]
      return replaced
    }
    var fresh = context.markingBusy(components[index].realize(context), of: components[index].common)
    if let language = components[index].common.language {
      for node in fresh.indices { fresh[node].language = language }
    }
    let old = ranges[index]
    let replaced = keepingOld ? ReplacedNodes(realizedFrom: previous, all: Array(nodes[old])) : nil
    if realizedFrom.indices.contains(index) { realizedFrom[index] = components[index] }
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
    return replaced
  }

  /// Puts a component's patch in place when every patched node keeps who it is (so focus and
  /// every index stay right); nil, changing nothing, otherwise.
  mutating func apply(
    _ patch: [NodePatch], toComponent index: Int, context: RealizationContext, keepingOld: Bool
  ) -> ReplacedNodes? {
    let range = ranges[index]
    let language = components[index].common.language
    var placed: [(index: Int, node: AccessibilityNode)] = []
    for entry in patch {
      let at = range.lowerBound + entry.offset
      guard range.contains(at), nodes[at].id == entry.node.id, nodes[at].isFocusable == entry.node.isFocusable
      else { return nil }
      var node = context.markingBusy([entry.node], of: components[index].common)[0]
      if let language { node.language = language }
      placed.append((at, node))
    }
    var replaced = ReplacedNodes(realizedFrom: realizedFrom[index])
    for (at, node) in placed {
      if keepingOld { replaced.patched.append((at, nodes[at])) }
      nodes[at] = node
    }
    return replaced
  }

  /// Puts back what `realize(component:)` replaced.
  mutating func restore(component index: Int, _ replaced: ReplacedNodes) {
    if let all = replaced.all {
      replaceNodes(ofComponent: index, with: all)
    } else {
      for (at, node) in replaced.patched.reversed() { nodes[at] = node }
    }
    if let previous = replaced.realizedFrom, realizedFrom.indices.contains(index) { realizedFrom[index] = previous }
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

  /// The index of a node by id, looking first at `hint` (the node acted on, usually still
  /// there), then among one component's nodes (if any).
  func indexOf(id: String, inComponent component: Int?, hint: Int? = nil) -> Int? {
    if let hint, nodes.indices.contains(hint), nodes[hint].id == id { return hint }
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
