/// A whole scenario screen, platform-neutral: its title, its components in
/// reading order, and the modals they can open.
public struct Screen: Sendable {
  public var title: String?
  public var components: [any Component]
  public var modals: [String: ModalDefinition]
  /// The locale the scenario asks the readers to speak (`locale:`), if any.
  public var locale: String?
  /// The language of the app's text (`lang:`, an eSpeak NG tag), where an element names none;
  /// nil: the locale's.
  public var language: String?
  /// The reader versions the scenario asks for (`reader: talkback-12`); a reader
  /// with none here speaks as its latest.
  public var readerVersions: [ReaderVersion] = []

  public init(
    title: String?, components: [any Component], modals: [String: ModalDefinition] = [:], locale: String? = nil,
    language: String? = nil, readerVersions: [ReaderVersion] = []
  ) {
    self.language = language
    self.readerVersions = readerVersions
    self.title = title
    self.components = components
    self.modals = modals
    self.locale = locale
  }
}
