/// Trying commands and taking them back: a walk over every element (the export) double
/// taps each one and puts the screen back as it was. Copying the session for each try
/// would copy the window's node list on the first change (a copy per element: quadratic),
/// so a trial changes the session in place and logs what each change replaced; `undo`
/// puts those back, costing what the trial changed, not the size of the screen.
extension ScreenReaderSession {
  /// What one change replaced, enough to put it back.
  enum TrialChange: Sendable {
    /// A component's state before an action changed it.
    case component(window: Int, index: Int, old: any Component)
    /// A component's nodes before it was realised again (all of them, or the few patched).
    case componentNodes(window: Int, index: Int, old: WindowState.ReplacedNodes)
    /// A whole window before it was rebuilt (a popup's contents).
    case window(index: Int, old: WindowState)
    case pushed
    case popped(WindowState)
  }

  /// Where a trial started: undo returns the session to this point.
  public struct TrialMark: Sendable {
    /// Trials open before this one: undoing it closes it and any left open inside it.
    let depth: Int
    let logCount: Int
    let windowCount: Int
    /// Each window's focus and title then (cheap: a few windows).
    let windowScalars: [(focus: Int?, title: String?)]
    let outside: OutsideFocus?
    let currentCollection: CollectionMembership?
    let lastSpoken: [Utterance]
    let hintsEnabled: Bool
    var keyboardInput = false
    /// The rotor's setting and each scrolled container's place (small: a few settings and lists).
    var rotor: RotorState? = nil
    var scrollOffsets: [String: (first: Int, focusID: String?)] = [:]
  }

  /// Starts (or nests) a trial: from now on every change is logged until `undo(to:)`.
  public mutating func mark() -> TrialMark {
    if trialLog == nil { trialLog = [] }
    trialDepth += 1
    return TrialMark(
      depth: trialDepth - 1, logCount: trialLog?.count ?? 0, windowCount: windows.count,
      windowScalars: windows.map { ($0.focus, $0.title) }, outside: outside,
      currentCollection: currentCollection, lastSpoken: lastSpoken, hintsEnabled: hintsEnabled,
      keyboardInput: keyboardInput, rotor: rotor, scrollOffsets: scrollOffsets)
  }

  /// Ends the trial begun at `mark`, keeping what it changed (an outer trial can still undo it).
  public mutating func commit(_ mark: TrialMark) {
    trialDepth = mark.depth
    if trialDepth == 0 { trialLog = nil }
  }

  /// Puts the session back as it was at `mark`, and ends that trial (and any nested in it).
  public mutating func undo(to mark: TrialMark) {
    while let count = trialLog?.count, count > mark.logCount, let change = trialLog?.removeLast() {
      switch change {
      case .component(let window, let index, let old):
        windows[window].components[index] = old
      case .componentNodes(let window, let index, let old):
        windows[window].restore(component: index, old)
      case .window(let index, let old):
        windows[index] = old
      case .pushed:
        windows.removeLast()
      case .popped(let window):
        windows.append(window)
      }
    }
    for (index, scalars) in mark.windowScalars.enumerated() where windows.indices.contains(index) {
      windows[index].focus = scalars.focus
      windows[index].title = scalars.title
    }
    outside = mark.outside
    currentCollection = mark.currentCollection
    lastSpoken = mark.lastSpoken
    hintsEnabled = mark.hintsEnabled
    keyboardInput = mark.keyboardInput
    if let saved = mark.rotor { rotor = saved }
    scrollOffsets = mark.scrollOffsets
    trialDepth = mark.depth
    if trialDepth == 0 { trialLog = nil }
  }

  /// The number of windows stacked, without building snapshots of them.
  public var windowCount: Int { windows.count }

  /// The top window's node at `index` (nil past its end): read one at a time, so a walk
  /// never holds the node list while trials change it in place (which would copy it).
  public func topNode(at index: Int) -> AccessibilityNode? {
    let nodes = windows[windows.count - 1].nodes
    return nodes.indices.contains(index) ? nodes[index] : nil
  }

  public var topNodeCount: Int { windows[windows.count - 1].nodes.count }

  /// The top window's nodes. Holding them while a trial changes that window in place
  /// copies them: for small windows (popups) only.
  public var topNodes: [AccessibilityNode] { windows[windows.count - 1].nodes }

  /// How the top window changed since `mark`, when it is the same window as then and only
  /// some of its components were realised again: each one's node range now, and its nodes
  /// then. Nil when the window was rebuilt, replaced or stacked over: ask for everything.
  public func topWindowChanges(since mark: TrialMark) -> [TopWindowChange]? {
    let top = windows.count - 1
    guard mark.windowCount == windows.count, let log = trialLog else { return nil }
    var then: [Int: [AccessibilityNode]] = [:]
    var stacked = mark.windowCount
    for change in log[mark.logCount...] {
      switch change {
      case .component: continue
      case .componentNodes(let window, let index, let old):
        // A patch keeps every node's id and focusability, so it changes nothing a walk compares.
        if window == top, then[index] == nil, let all = old.all { then[index] = all }
      case .window(let index, _):
        if index == top { return nil }
      case .pushed:
        stacked += 1
      case .popped:
        // A window opened and closed again leaves the top as it was; closing the top does not.
        stacked -= 1
        if stacked < mark.windowCount { return nil }
      }
    }
    return then.keys.sorted().map {
      TopWindowChange(
        component: $0, nodes: Array(windows[top].nodes[windows[top].ranges[$0]]), then: then[$0] ?? [],
        range: windows[top].ranges[$0])
    }
  }

  /// One component of the top window realised again during a trial: its nodes now and then.
  public struct TopWindowChange: Sendable {
    public var component: Int
    public var nodes: [AccessibilityNode]
    public var then: [AccessibilityNode]
    /// Where its nodes are now.
    public var range: Range<Int>
  }

  // MARK: Logged changes (every change to components, node lists and the stack goes here)

  mutating func log(_ change: TrialChange) {
    if trialLog != nil { trialLog?.append(change) }
  }

  mutating func performOnComponent(
    window: Int, index: Int, _ action: ComponentAction, part: ComponentPart
  ) -> [Effect] {
    if trialLog != nil { log(.component(window: window, index: index, old: windows[window].components[index])) }
    return windows[window].components[index].perform(action, part: part, platform: platform)
  }

  mutating func realizeComponent(window: Int, index: Int) {
    let replaced = windows[window].realize(
      component: index, platform: platform, words: reader.words, keepingOld: trialLog != nil)
    if trialLog != nil, let replaced { log(.componentNodes(window: window, index: index, old: replaced)) }
  }

  mutating func logWindow(_ index: Int) {
    if trialLog != nil { log(.window(index: index, old: windows[index])) }
  }

  mutating func pushWindow(_ window: WindowState) {
    windows.append(window)
    log(.pushed)
  }

  mutating func popWindow() -> WindowState? {
    guard let closing = windows.popLast() else { return nil }
    if trialLog != nil { log(.popped(closing)) }
    return closing
  }
}
