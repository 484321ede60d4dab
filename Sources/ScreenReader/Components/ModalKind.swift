/// The kinds of window a scenario's `modals:` can declare: the `WindowKind`s
/// that a screen opens on top of itself (not the screen, nor a component's popup).
public enum ModalKind: String, Hashable, Sendable, CaseIterable {
  case alert, dialog, drawer, sheet

  /// The window it opens as.
  public var windowKind: WindowKind {
    switch self {
    case .alert: .alert
    case .dialog: .dialog
    case .drawer: .drawer
    case .sheet: .sheet
    }
  }
}
