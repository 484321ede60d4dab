import ScreenReader

/// What rules look at: every component of the screen and of its modals, with
/// the nodes each platform realises for it and what each reader says for them,
/// in the screen's locale.
public struct AuditScene: Sendable {
  public struct Entry: Sendable {
    public var component: any Component
    /// The modal it is in, if any.
    public var modal: ModalDefinition?
    /// The nodes it realises as, per platform.
    public var nodes: [Platform: [AccessibilityNode]]
    /// Those nodes as each platform's reader hears them, in the same order.
    public var heard: [Platform: [HeardNode]]

    /// The platforms on which one of its nodes is such (`such` is given the platform and the node).
    public func platforms(where such: (Platform, AccessibilityNode) -> Bool) -> [Platform] {
      Platform.allCases.filter { platform in (nodes[platform] ?? []).contains { such(platform, $0) } }
    }

    /// The platforms on which one of its nodes, as heard, is such.
    public func heardPlatforms(where such: (HeardNode) -> Bool) -> [Platform] {
      Platform.allCases.filter { platform in (heard[platform] ?? []).contains(where: such) }
    }

    /// The nodes a reader stops on, as heard, on one platform.
    public func reached(on platform: Platform) -> [HeardNode] {
      (heard[platform] ?? []).filter(\.node.isFocusable)
    }
  }

  public var screen: Screen
  public var entries: [Entry]
  /// The shipped locale the readers speak (the `--locale` asked for, else the screen's, else English).
  public var locale: String
  /// Each platform's reader, in that locale.
  public var readers: [Platform: ReaderProfile]

  public init(screen: Screen, locale: String? = nil) {
    self.screen = screen
    let wanted = locale ?? screen.locale ?? "en"
    self.locale = WordTables.locale(matching: wanted) ?? "en"
    var readers: [Platform: ReaderProfile] = [:]
    for platform in Platform.allCases { readers[platform] = ReaderProfile.standard(for: platform, locale: self.locale) }
    self.readers = readers
    self.entries = []
    var entries: [Entry] = []
    func add(_ components: [any Component], modal: ModalDefinition?) {
      for component in components {
        var nodes: [Platform: [AccessibilityNode]] = [:]
        var heard: [Platform: [HeardNode]] = [:]
        for platform in Platform.allCases {
          nodes[platform] = realize(component, on: platform)
          heard[platform] = hear(nodes[platform] ?? [], on: platform)
        }
        entries.append(Entry(component: component, modal: modal, nodes: nodes, heard: heard))
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

  /// The reader of a platform, in the scene's locale.
  public func reader(on platform: Platform) -> ReaderProfile {
    readers[platform] ?? ReaderProfile.standard(for: platform, locale: locale)
  }

  /// The nodes a platform realises for a component, with the platform's own words in the locale.
  public func realize(_ component: any Component, on platform: Platform) -> [AccessibilityNode] {
    component.realize(RealizationContext(platform: platform, componentIndex: 0, words: reader(on: platform).words))
  }

  /// Nodes as the platform's reader hears them.
  public func hear(_ nodes: [AccessibilityNode], on platform: Platform) -> [HeardNode] {
    let reader = reader(on: platform)
    return nodes.map { HeardNode(node: $0, platform: platform, reader: reader) }
  }

  /// A component realised and heard on a platform (a variation of one, for comparing).
  public func hear(_ component: any Component, on platform: Platform) -> [HeardNode] {
    hear(realize(component, on: platform), on: platform)
  }

  /// "VoiceOver: 'Submit button, button'; TalkBack: 'Submit button, Button'": what each reader says.
  public static func quote(_ heard: [HeardNode]) -> String {
    heard.map { "\($0.platform.screenReaderName): '\($0.speech)'" }.joined(separator: "; ")
  }
}
