/// What a screen reader does in answer to one command.
public enum ReaderEvent: Hashable, Sendable {
  case utterance(Utterance)
  case earcon(Earcon)
  /// Focus moved to the element (it may or may not be spoken).
  case focusMoved(nodeID: String, name: String)

  /// The element focus moved to, for a focus move.
  public var movedFocusTo: String? {
    if case .focusMoved(let nodeID, _) = self { nodeID } else { nil }
  }
}

extension Array where Element == ReaderEvent {
  /// The utterances among the events, in speaking order.
  public var utterances: [Utterance] {
    compactMap { if case .utterance(let utterance) = $0 { utterance } else { nil } }
  }

  /// Everything spoken, joined: what a listener hears for the command.
  public var spokenText: String {
    utterances.map(\.text).joined(separator: ", ")
  }
}
