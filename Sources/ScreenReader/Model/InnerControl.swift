/// Android: a control inside a node that is not accessibility focusable itself (a Switch
/// or CheckBox in a clickable settings row, the RadioButton of a choice row). TalkBack
/// focuses the row and reads the control as one of the row's children, in tree order:
/// the row's texts, then the control's own state and role (TreeNodesDescription.
/// treeNodesDescription appends each visible, non-focusable child's description,
/// google/talkback 26a27dc0), where a stand-alone control would put its state first.
public struct InnerControl: Hashable, Sendable {
  /// `.toggleSwitch`, `.checkBox` or `.radioButton`.
  public var role: Role
  /// On or checked.
  public var isOn: Bool
  /// Drawn before the row's texts (a choice row's RadioButton), so read before them.
  public var leading: Bool

  public init(role: Role, isOn: Bool, leading: Bool = false) {
    self.role = role
    self.isOn = isOn
    self.leading = leading
  }

  /// The Android widget it stands for, as `why` names it.
  public var widgetName: String {
    switch role {
    case .toggleSwitch: "Switch"
    case .checkBox: "CheckBox"
    case .radioButton: "RadioButton"
    default: "\(role)"
    }
  }
}
