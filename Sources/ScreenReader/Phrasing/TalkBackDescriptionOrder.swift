/// TalkBack's "Element description order" verbosity setting: where the state words
/// go relative to the element's own text. State, name, role is the default; the
/// other two put the text first and the state after it (and "selected" after that).
public enum TalkBackDescriptionOrder: String, Sendable, Hashable, CaseIterable {
  case stateNameRole = "state-name-role"
  case nameRoleState = "name-role-state"
  case roleNameState = "role-name-state"

  /// Whether the state words come before the element's own text.
  var stateFirst: Bool { self == .stateNameRole }
}
