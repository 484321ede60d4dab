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

  public init(_ kind: Kind, _ text: String, source: String) {
    self.kind = kind
    self.text = text
    self.source = source
  }
}
