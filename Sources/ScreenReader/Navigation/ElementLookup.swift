/// Finds the element a user means by a name typed in `touch` or a script: its
/// id, the name the reader speaks, or the label a sighted user sees, so one
/// line finds the same element on VoiceOver and TalkBack (an Android text field
/// speaks its typed text, yet is still found by its label).
///
/// Stronger matches win: an exact id or spoken name (case aside), then an exact
/// visible label (so "Country" finds the text that says "Country" before the
/// dropdown it fails to label), then the same with punctuation aside, then a name that starts with the text,
/// then one that contains it. Two elements at the strongest level that matches
/// is ambiguous, never a guess: ids made from labels must not hide a second
/// "Delete" button.
public enum ElementLookup {
  public enum Outcome: Equatable, Sendable {
    /// The index of the element in the candidates.
    case found(Int)
    /// Indices of the elements that match equally well.
    case ambiguous([Int])
    case none
  }

  /// `partial: false` takes exact matches only (id, spoken name, visible label).
  public static func find(_ wanted: String, among nodes: [AccessibilityNode], partial: Bool = true) -> Outcome {
    let text = wanted.lowercased()
    let key = SpeechMatcher.normalized(wanted)
    func names(_ node: AccessibilityNode) -> [String] {
      [node.displayName, node.visibleLabel].compactMap { $0 }
    }
    let levels: [(AccessibilityNode) -> Bool] = [
      { $0.id.lowercased() == text || $0.displayName.lowercased() == text },
      { $0.visibleLabel?.lowercased() == text },
      { names($0).contains { SpeechMatcher.normalized($0) == key } },
      { names($0).contains { $0.lowercased().hasPrefix(text) } },
      { names($0).contains { $0.lowercased().contains(text) } },
    ]
    for matches in levels.prefix(partial ? levels.count : 3) {
      let found = nodes.indices.filter { matches(nodes[$0]) }
      switch found.count {
      case 0: continue
      case 1: return .found(found[0])
      default: return .ambiguous(found)
      }
    }
    return .none
  }

  /// How a candidate is listed when a name is ambiguous: what the reader calls
  /// it, and the id that picks it for sure.
  public static func describe(_ node: AccessibilityNode) -> String {
    let label = node.visibleLabel.flatMap { $0 == node.displayName ? nil : ", labelled '\($0)'" } ?? ""
    return "'\(node.displayName)' (id \(node.id)\(label))"
  }
}
