import ScreenReader

/// The screen's picture: a box per element of the screen, where its `frame:` puts it
/// (a dump's bounds), else stacked in the scenario's order, each numbered where one
/// reader's swipes reach it, the focused one marked. An open popup or modal is drawn
/// as a panel over the screen, its elements in a column. Made from a session, so the
/// playground draws what each reader is at now and the hand-off page its start.
public struct Wireframe: Sendable {
  public struct Box: Sendable, Equatable {
    /// What `touch` takes to reach it: the main node's id.
    public var id: String
    public var label: String
    public var frame: ElementFrame
    /// 1-based places in the reader's swipe order of the nodes drawn in this box.
    public var order: [Int]
    public var isFocused: Bool
    /// Part of an open popup or modal drawn over the screen.
    public var isOverlay: Bool
  }

  public var platform: Platform
  public var width: Double
  public var height: Double
  public var boxes: [Box]
  /// The open popup or modal's title, when one is drawn over the screen.
  public var overlayTitle: String?
  /// Every reachable node in swipe order, as `touch` and a list name them.
  public var order: [String]

  /// Stacked elements: a phone's width in points, a row's height, and the gap.
  static let stackWidth = 390.0
  static let rowHeight = 44.0
  static let gap = 8.0
  static let margin = 16.0

  public init(screen: Screen, session: ScreenReaderSession) {
    platform = session.platform
    let windows = session.windowSnapshots
    let reachable = session.reachableNodes
    var place: [String: Int] = [:]
    for (index, node) in reachable.enumerated() where place[node.id] == nil { place[node.id] = index + 1 }
    order = reachable.map(\.displayName)
    let focusedID = session.focusedNode?.id

    // The screen's own components, framed or stacked below what is framed.
    let framed = screen.components.compactMap(\.common.frame)
    var canvasWidth = max(Self.stackWidth, framed.map(\.maxX).max() ?? 0)
    var nextY = (framed.map(\.maxY).max() ?? 0) + Self.margin
    var frames: [ElementFrame] = []
    for component in screen.components {
      if let frame = component.common.frame {
        frames.append(frame)
      } else {
        frames.append(
          ElementFrame(x: Self.margin, y: nextY, width: canvasWidth - 2 * Self.margin, height: Self.rowHeight))
        nextY += Self.rowHeight + Self.gap
      }
    }
    var nodesByComponent: [Int: [AccessibilityNode]] = [:]
    if let base = windows.first {
      for node in base.nodes {
        guard let index = node.route.component, node.route.ownerWindowDepth == nil, index < frames.count else {
          continue
        }
        nodesByComponent[index, default: []].append(node)
      }
    }
    var boxes: [Box] = []
    for (index, component) in screen.components.enumerated() {
      let nodes = nodesByComponent[index] ?? []
      let main = nodes.first { $0.route.part == .main } ?? nodes.first
      boxes.append(
        Box(
          id: main?.id ?? component.common.id,
          label: component.common.label ?? main?.displayName ?? component.common.id,
          frame: frames[index], order: nodes.compactMap { place[$0.id] }.sorted(),
          isFocused: nodes.contains { $0.id == focusedID }, isOverlay: false))
    }
    var canvasHeight = max(nextY, Self.rowHeight)
    // A popup or modal on top: a panel in the middle of the screen, its nodes in a column.
    if windows.count > 1, let top = windows.last {
      overlayTitle = top.title ?? top.kind.rawValue
      let shown = top.nodes.filter(\.isFocusable)
      let panelWidth = canvasWidth - 4 * Self.margin
      let panelHeight = Double(shown.count) * (Self.rowHeight + Self.gap) + Self.margin
      canvasHeight = max(canvasHeight, panelHeight + 4 * Self.margin)
      var y = max(2 * Self.margin, (canvasHeight - panelHeight) / 2)
      for node in shown {
        boxes.append(
          Box(
            id: node.id, label: node.displayName,
            frame: ElementFrame(x: 3 * Self.margin, y: y, width: panelWidth - 2 * Self.margin, height: Self.rowHeight),
            order: place[node.id].map { [$0] } ?? [], isFocused: node.id == focusedID, isOverlay: true))
        y += Self.rowHeight + Self.gap
      }
    }
    canvasWidth = max(canvasWidth, boxes.map(\.frame.maxX).max() ?? 0)
    width = canvasWidth
    height = max(canvasHeight, boxes.map(\.frame.maxY).max() ?? 0)
    self.boxes = boxes
  }
}
