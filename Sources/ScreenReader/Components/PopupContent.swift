/// A window a component opens: a dropdown's list, a picker's wheels, a dialog.
public struct PopupContent: Sendable {
  public var title: String?
  public var kind: WindowKind
  public var nodes: [AccessibilityNode]
  /// Index into `nodes` that receives focus when it opens.
  public var initialFocus: Int?
  public var confinesFocus: Bool
  /// TalkBack speaks the popup's title when it opens.
  public var speaksTitle: Bool

  public init(
    title: String?, kind: WindowKind, nodes: [AccessibilityNode], initialFocus: Int? = nil,
    confinesFocus: Bool = true, speaksTitle: Bool = true
  ) {
    self.title = title
    self.kind = kind
    self.nodes = nodes
    self.initialFocus = initialFocus
    self.confinesFocus = confinesFocus
    self.speaksTitle = speaksTitle
  }
}
