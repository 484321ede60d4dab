/// The screen reader a session speaks as: which reader, its version, the user's
/// settings and locale. It owns the phrasing, the words and the navigation habits
/// in which readers differ; the platform only decides how components become nodes.
public struct ReaderProfile: Sendable {
  public var kind: ReaderKind
  /// The reader version whose words and behaviour Earshot follows (the latest unless chosen).
  public private(set) var version: ReaderVersion
  /// TalkBack's "Element description order" verbosity setting (VoiceOver has none).
  public var talkBackOrder: TalkBackDescriptionOrder
  /// A shipped locale (`WordTables.locales`).
  public private(set) var locale: String
  public private(set) var words: ReaderWords

  public init(
    kind: ReaderKind, locale: String = "en", talkBackOrder: TalkBackDescriptionOrder = .stateNameRole,
    version: ReaderVersion? = nil
  ) {
    self.kind = kind
    let version = version.flatMap { $0.reader == kind ? $0 : nil } ?? .latest(kind)
    self.version = version
    self.talkBackOrder = talkBackOrder
    self.locale = locale
    self.words = WordTables.words(for: kind, locale: locale, version: version)
  }

  /// The reader of a platform, in a locale.
  public static func standard(
    for platform: Platform, locale: String = "en", versions: [ReaderVersion] = []
  ) -> ReaderProfile {
    ReaderProfile(kind: platform.reader, locale: locale, version: versions.first { $0.reader == platform.reader })
  }

  /// Speaks another shipped locale from now on.
  public mutating func setLocale(_ locale: String) {
    self.locale = locale
    words = WordTables.words(for: kind, locale: locale, version: version)
  }

  /// Speaks as another version of the same reader from now on (one of another
  /// reader is ignored: the platform decides the reader).
  public mutating func setVersion(_ version: ReaderVersion) {
    guard version.reader == kind else { return }
    self.version = version
    words = WordTables.words(for: kind, locale: locale, version: version)
  }

  public var behaviour: ReaderBehaviour { kind.behaviour }

  /// The word the reader speaks for a role, if it speaks one.
  public func roleWord(_ role: Role) -> String? {
    switch kind {
    case .voiceOver: VoiceOverPhrasing.roleWord(role, words: words)
    case .talkBack: TalkBackPhrasing.roleWord(role, words: words)
    }
  }

  /// How the reader turns nodes into words.
  public var phrasing: any PhrasingPolicy {
    switch kind {
    case .voiceOver: VoiceOverPhrasing(words: words, switchStateFollowsTrait: version.switchStateFollowsTrait)
    case .talkBack: TalkBackPhrasing(order: talkBackOrder, words: words)
    }
  }
}
