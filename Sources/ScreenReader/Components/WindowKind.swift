/// What kind of window holds the focus.
public enum WindowKind: String, Hashable, Sendable, Codable, CaseIterable {
  case screen, alert, dialog, drawer, sheet, popup
}
