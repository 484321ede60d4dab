import ScreenReader

/// What rules look at: every component of the screen and of its modals, with
/// the nodes each platform realises for it and what each reader says for them,
/// in the screen's locale.
public struct AuditScene: Sendable {
  public struct Entry: Sendable {
    public var component: any Component
    /// The modal it is in, if any.
    public var modal: ModalDefinition?
    /// What each platform's reader hears, by `Platform.allCases` order (an array, not a
    /// dictionary: a String-backed enum hashes its raw value on every lookup).
    var heardByPlatform: [[HeardNode]]
    /// The focusable ones, as `reached(on:)` answers.
    var reachedByPlatform: [[HeardNode]]

    init(component: any Component, modal: ModalDefinition?, heard: [[HeardNode]]) {
      self.component = component
      self.modal = modal
      self.heardByPlatform = heard
      self.reachedByPlatform = heard.map { $0.filter(\.node.isFocusable) }
    }

    /// The nodes it realises as on a platform, in reading order.
    public func nodes(on platform: Platform) -> [AccessibilityNode] {
      heard(on: platform).map(\.node)
    }

    /// Those nodes as the platform's reader hears them, in the same order.
    public func heard(on platform: Platform) -> [HeardNode] {
      heardByPlatform[platform == .ios ? 0 : 1]
    }

    /// The platforms on which one of its nodes is such (`such` is given the platform and the node).
    public func platforms(where such: (Platform, AccessibilityNode) -> Bool) -> [Platform] {
      Platform.allCases.filter { platform in heard(on: platform).contains { such(platform, $0.node) } }
    }

    /// The platforms on which one of its nodes, as heard, is such.
    public func heardPlatforms(where such: (HeardNode) -> Bool) -> [Platform] {
      Platform.allCases.filter { platform in heard(on: platform).contains(where: such) }
    }

    /// The nodes a reader stops on, as heard, on one platform.
    public func reached(on platform: Platform) -> [HeardNode] {
      reachedByPlatform[platform == .ios ? 0 : 1]
    }
  }

  public var screen: Screen
  public var entries: [Entry]
  /// The shipped locale the readers speak (the `--locale` asked for, else the screen's, else English).
  public var locale: String
  /// Each platform's reader, in that locale.
  public var readers: [Platform: ReaderProfile]
  /// Each reader's phrasing and words, made once (by `Platform.allCases` order).
  let phrasings: [any PhrasingPolicy]
  let words: [ReaderWords]

  /// The shipped locale whose words an app's own text on `node` is in: its `lang:`, else
  /// the screen's, else its locale; not the `--locale` the readers are quoted in, so
  /// quoting in another language finds the same (role words, redundant descriptions).
  public func textLocale(of node: AccessibilityNode) -> String? {
    WordTables.locale(matching: node.language ?? screen.language ?? screen.locale ?? "en")
  }

  public init(screen: Screen, locale: String? = nil) {
    self.screen = screen
    let wanted = locale ?? screen.locale ?? "en"
    self.locale = WordTables.locale(matching: wanted) ?? "en"
    let chosen = self.locale
    let profiles = Platform.allCases.map { ReaderProfile.standard(for: $0, locale: chosen) }
    self.phrasings = profiles.map(\.phrasing)
    self.words = profiles.map(\.words)
    self.readers = Dictionary(uniqueKeysWithValues: zip(Platform.allCases, profiles))
    self.entries = []
    var entries: [Entry] = []
    func add(_ components: [any Component], modal: ModalDefinition?) {
      for component in components {
        let heard = Platform.allCases.map { hear(component, on: $0) }
        entries.append(Entry(component: component, modal: modal, heard: heard))
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
    component.realize(RealizationContext(platform: platform, componentIndex: 0, words: words[platform == .ios ? 0 : 1]))
  }

  /// Nodes as the platform's reader hears them.
  public func hear(_ nodes: [AccessibilityNode], on platform: Platform) -> [HeardNode] {
    let phrasing = platform == .ios ? phrasings[0] : phrasings[1]
    return nodes.map { HeardNode(node: $0, platform: platform, phrasing: phrasing) }
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
