import ScreenReader

/// What rules look at: every component of the screen and of its modals, with
/// the nodes each platform realises for it.
public struct AuditScene: Sendable {
  public struct Entry: Sendable {
    public var component: any Component
    /// The modal it is in, if any.
    public var modal: ModalDefinition?
    /// The nodes it realises as, per platform.
    public var nodes: [Platform: [AccessibilityNode]]

    /// The platforms on which one of its nodes is such (`such` is given the platform and the node).
    public func platforms(where such: (Platform, AccessibilityNode) -> Bool) -> [Platform] {
      Platform.allCases.filter { platform in (nodes[platform] ?? []).contains { such(platform, $0) } }
    }
  }

  public var screen: Screen
  public var entries: [Entry]

  public init(screen: Screen) {
    self.screen = screen
    var entries: [Entry] = []
    func add(_ components: [any Component], modal: ModalDefinition?) {
      for component in components {
        var nodes: [Platform: [AccessibilityNode]] = [:]
        for platform in Platform.allCases {
          nodes[platform] = component.realize(RealizationContext(platform: platform, componentIndex: 0))
        }
        entries.append(Entry(component: component, modal: modal, nodes: nodes))
      }
    }
    add(screen.components, modal: nil)
    for id in screen.modals.keys.sorted() {
      if let modal = screen.modals[id] { add(modal.components, modal: modal) }
    }
    self.entries = entries
  }

  public var modals: [ModalDefinition] {
    screen.modals.keys.sorted().compactMap { screen.modals[$0] }
  }
}
