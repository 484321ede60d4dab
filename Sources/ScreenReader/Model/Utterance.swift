/// Something the screen reader says in one breath, and how it is scheduled.
public struct Utterance: Hashable, Sendable, Codable {
  /// How an utterance meets speech already under way.
  public enum Scheduling: String, Hashable, Sendable, Codable {
    /// Cuts off whatever is being said (a new gesture, an assertive live region).
    case interrupt
    /// Waits for what is being said to finish (window titles, polite live regions, hints).
    case queue
  }

  public var parts: [SpeechPart]
  /// Silence before this utterance starts, after the previous one ends.
  public var delayMilliseconds: Int
  public var scheduling: Scheduling

  public init(parts: [SpeechPart], delayMilliseconds: Int = 0, scheduling: Scheduling = .queue) {
    self.parts = parts
    self.delayMilliseconds = delayMilliseconds
    self.scheduling = scheduling
  }

  /// What is spoken: the parts joined as both screen readers join them, with a comma pause.
  public var text: String {
    parts.map(\.text).joined(separator: ", ")
  }

  /// The utterance in stretches of one language, in order: each part's segments,
  /// with the ", " between parts kept with the stretch before it. Joined, they are
  /// `text` exactly; an utterance in one language is one run.
  public var languageRuns: [LanguageRun] {
    var runs: [LanguageRun] = []
    for (index, part) in parts.enumerated() {
      for segment in part.segments {
        if let last = runs.last, last.language == segment.language {
          runs[runs.count - 1].text += segment.text
        } else {
          runs.append(LanguageRun(text: segment.text, language: segment.language))
        }
      }
      if index < parts.count - 1 {
        if runs.isEmpty { runs.append(LanguageRun(text: "", language: part.language)) }
        runs[runs.count - 1].text += ", "
      }
    }
    return runs
  }

  /// The utterance with every part's stretches placed in a language (`SpeechPart.placed`).
  public func placed(reader: String, english: String, app: String) -> Utterance {
    var copy = self
    for index in copy.parts.indices { copy.parts[index].place(reader: reader, english: english, app: app) }
    return copy
  }

  /// True when the whole utterance is a usage hint (spoken after a pause, can be turned off).
  public var isHint: Bool {
    !parts.isEmpty && parts.allSatisfy { $0.kind == .hint }
  }
}
