/// A modal a component can open: an alert, a dialog, a drawer or a bottom sheet.
public struct ModalDefinition: Sendable {
  public var id: String
  public var kind: WindowKind
  public var title: String?
  public var components: [any Component]
  /// accessibilityViewIsModal / a real Android window: swipes stay inside.
  public var confinesFocus: Bool
  /// When it closes, focus goes back to the element that opened it.
  public var returnsFocus: Bool
  /// Escape (scrub / back) closes it.
  public var dismissible: Bool
  /// The id of the element focused when it opens; default: the platform's choice.
  public var initialFocus: String?
  public var location: SourceLocation?

  public init(
    id: String, kind: WindowKind, title: String?, components: [any Component],
    confinesFocus: Bool = true, returnsFocus: Bool = true, dismissible: Bool = true,
    initialFocus: String? = nil, location: SourceLocation? = nil
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.components = components
    self.confinesFocus = confinesFocus
    self.returnsFocus = returnsFocus
    self.dismissible = dismissible
    self.initialFocus = initialFocus
    self.location = location
  }
}
