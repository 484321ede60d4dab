/// How one screen reader turns accessibility nodes into words. VoiceOver and
/// TalkBack each implement it from the facts of how they compose speech.
public protocol PhrasingPolicy: Sendable {
  /// The description when focus lands on the node, then its hint as its own utterance.
  func describe(_ node: AccessibilityNode, context: DescriptionContext) -> [Utterance]
  /// What is said after an action changed the node's state ("checked"), if anything.
  func stateChange(from old: AccessibilityNode, to new: AccessibilityNode) -> Utterance?
  /// What is said after swiping up or down changed an adjustable value.
  func valueChanged(_ node: AccessibilityNode) -> Utterance?
  /// What is said after an action changed the value another part shows (a
  /// stepper's value text beside the button pressed), read from that part's node.
  func shownValueChanged(_ node: AccessibilityNode) -> Utterance?
  /// What is said after a component changed the element acted on in place (a
  /// segment selected), if anything.
  func reread(from old: AccessibilityNode, to new: AccessibilityNode) -> Utterance?
  /// What is said after a date picker's calendar took a day (`Effect.announceDate`), if anything.
  func dateAnnounced(_ date: CalendarDate) -> Utterance?
  /// What is said as a window opens, before its first focus.
  func windowOpened(title: String?, kind: WindowKind) -> Utterance?
  /// The node's custom actions, read out by the actions menu / rotor.
  func actionsList(_ node: AccessibilityNode) -> Utterance
}
