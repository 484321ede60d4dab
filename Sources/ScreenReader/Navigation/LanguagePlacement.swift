/// Puts every stretch of what a reader says in its language: the reader's own
/// words in the locale's, the app's text in the element's (`lang:` on the element,
/// else on the scenario, else the locale's). It wraps the reader's phrasing policy,
/// so the policies only say whose words a part is and the session never parses text.
struct LanguagePlacement: PhrasingPolicy {
  var base: any PhrasingPolicy
  /// eSpeak NG's tag for the locale.
  var reader: String
  /// The app's language where an element names none.
  var app: String

  init(base: any PhrasingPolicy, locale: String, screenLanguage: String?) {
    self.base = base
    self.reader = SpeechLanguage.of(locale: locale)
    self.app = screenLanguage ?? reader
  }

  static let english = SpeechLanguage.of(locale: "en")

  func place(_ utterance: Utterance, for node: AccessibilityNode?) -> Utterance {
    utterance.placed(reader: reader, english: Self.english, app: node?.language ?? app)
  }

  func describe(_ node: AccessibilityNode, context: DescriptionContext) -> [Utterance] {
    base.describe(node, context: context).map { place($0, for: node) }
  }

  func stateChange(from old: AccessibilityNode, to new: AccessibilityNode) -> Utterance? {
    base.stateChange(from: old, to: new).map { place($0, for: new) }
  }

  func valueChanged(_ node: AccessibilityNode) -> Utterance? {
    base.valueChanged(node).map { place($0, for: node) }
  }

  func shownValueChanged(_ node: AccessibilityNode) -> Utterance? {
    base.shownValueChanged(node).map { place($0, for: node) }
  }

  func reread(from old: AccessibilityNode, to new: AccessibilityNode) -> Utterance? {
    base.reread(from: old, to: new).map { place($0, for: new) }
  }

  func dateAnnounced(_ date: CalendarDate) -> Utterance? {
    base.dateAnnounced(date).map { place($0, for: nil) }
  }

  func windowOpened(title: String?, kind: WindowKind) -> Utterance? {
    base.windowOpened(title: title, kind: kind).map { place($0, for: nil) }
  }

  func actionsList(_ node: AccessibilityNode) -> Utterance {
    place(base.actionsList(node), for: node)
  }
}
