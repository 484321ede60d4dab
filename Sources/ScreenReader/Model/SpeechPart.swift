/// One tagged piece of an utterance: the screen reader's words for a single fact
/// about the element (its name, its state, its role...). Utterance text is always
/// derived from parts, so every word can say where it came from (`why`).
public struct SpeechPart: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case state, name, value, role, position, collection, window, hint, announcement, actions
  }

  public var kind: Kind
  public var text: String
  /// The property or rule that produced this part, in words a designer understands.
  public var source: String
  /// Whose words the whole part is, when it is one stretch (`mixed` empty).
  public private(set) var origin: SpeechOrigin
  /// The language of the whole part, once the session has placed it.
  public private(set) var language: String?
  /// The stretches of a part that mixes the reader's words and the app's text
  /// ("Error: " and the app's message); empty for a part of one origin, so the
  /// usual part costs no array.
  private var mixed: [SpeechSegment] = []

  /// Line breaks and runs of spaces in `text` become one space: a screen reader reads
  /// a two-line label as one phrase, and a transcript line stays one line.
  /// Text given as is comes from the app unless `origin` says otherwise.
  public init(_ kind: Kind, _ text: String, source: String, origin: SpeechOrigin = .appText) {
    self.kind = kind
    self.text = Self.isSingleSpaced(text) ? text : text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    self.source = source
    self.origin = origin
  }

  /// A part made of stretches of different origins; its text is theirs joined.
  public init(_ kind: Kind, segments: [SpeechSegment], source: String) {
    let joined = segments.map(\.text).joined()
    let kept = segments.filter { !$0.text.isEmpty }
    // One origin throughout (the usual) needs no longest stretch, nor a set of origins.
    let isMixed = kept.contains { $0.origin != kept[0].origin }
    let main =
      isMixed
      ? segments.max { $0.text.count < $1.text.count }?.origin ?? .appText
      : kept.first?.origin ?? segments.max { $0.text.count < $1.text.count }?.origin ?? .appText
    self.init(kind, joined, source: source, origin: main)
    // Spacing made one (a two-line label) keeps one origin: the part's text must stay its stretches joined.
    if isMixed, text == joined { mixed = kept }
  }

  /// The part's stretches, each with its origin and (once placed) language.
  public var segments: [SpeechSegment] {
    mixed.isEmpty ? [SpeechSegment(text, origin: origin, language: language)] : mixed
  }

  /// The part with each stretch's language set: the reader's words in `reader`,
  /// English fallbacks in `english`, the app's text in `app`.
  public func placed(reader: String, english: String, app: String) -> SpeechPart {
    var copy = self
    copy.place(reader: reader, english: english, app: app)
    return copy
  }

  /// `placed`, in place: an utterance places its parts without copying them.
  mutating func place(reader: String, english: String, app: String) {
    func spokenIn(_ origin: SpeechOrigin) -> String {
      switch origin {
      case .readerWords: reader
      case .englishFallback: english
      case .appText: app
      }
    }
    language = spokenIn(origin)
    for index in mixed.indices { mixed[index].language = spokenIn(mixed[index].origin) }
  }

  /// True for the usual text: words with single spaces between them (the fast path).
  static func isSingleSpaced(_ text: String) -> Bool {
    var previousWasSpace = true
    // Printable ASCII is checked by value: the Unicode property lookup below costs
    // more than the rest of a description (docs/performance.md).
    for character in text.unicodeScalars {
      if character.value > 0x20 && character.value < 0x7F {
        previousWasSpace = false
      } else if character == " " {
        if previousWasSpace { return false }
        previousWasSpace = true
      } else if character.properties.isWhitespace {
        return false
      } else {
        previousWasSpace = false
      }
    }
    return !previousWasSpace || text.isEmpty
  }
}
