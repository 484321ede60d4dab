/// What the source could not tell, said once after the import with what to add by hand.
public struct ImportNotes: Sendable {
  /// Source nodes named in a note, by the note's key, so one note lists them all.
  private var subjects: [String: [String]] = [:]
  private var order: [String] = []
  private var texts: [String: String] = [:]

  public init() {}

  /// Adds a note once; `subject` (an element's id) is gathered into the note's list.
  mutating func add(_ key: String, _ text: String, subject: String? = nil) {
    if texts[key] == nil {
      texts[key] = text
      order.append(key)
    }
    if let subject, !(subjects[key]?.contains(subject) ?? false) { subjects[key, default: []].append(subject) }
  }

  /// The notes in the order they were first met, each with the elements it is about.
  public var rendered: [String] {
    order.map { key in
      let text = texts[key] ?? ""
      guard let names = subjects[key], !names.isEmpty else { return text }
      let shown = names.prefix(8).joined(separator: ", ") + (names.count > 8 ? " and \(names.count - 8) more" : "")
      return "\(text) (\(shown))"
    }
  }
}
