/// The success criteria the component guidance names, in its own words.
public enum Criterion: String, Sendable, Hashable, CaseIterable {
  case name = "Name"
  case role = "Role"
  case grouping = "Grouping"
  case state = "State"
  case focus = "Focus"
  case actions = "Actions"
  case keyboard = "External keyboard"
}
