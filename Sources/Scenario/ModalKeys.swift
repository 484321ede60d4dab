import ScreenReader

/// The keys of a modal under `modals:`, each declared once: the decoder reads them
/// through these constants; the schema and docs/scenario-format.md list `all`.
enum ModalKeys {
  static let kind = PropertyKey("kind", .oneOf(ModalKind.self), "What kind of modal it is.")
  static let title = PropertyKey(
    "title", .string, "Its title, spoken when it opens (TalkBack) and read first (VoiceOver).")
  static let elements = PropertyKey("elements", .listOf([]), "Its components, in reading order.")
  static let confinesFocus = PropertyKey(
    "confines-focus", .bool, "false: swipes leave the modal (accessibilityViewIsModal not set).")
  static let returnsFocus = PropertyKey(
    "returns-focus", .bool, "false: closing it does not return focus to the element that opened it.")
  static let dismissible = PropertyKey("dismissible", .bool, "false: escape (scrub / back) does not close it.")
  static let initialFocus = PropertyKey("initial-focus", .string, "The id of the element focused when it opens.")

  /// In the order the schema and docs/scenario-format.md list them.
  static let all: [PropertyKey] = [kind, title, elements, confinesFocus, returnsFocus, dismissible, initialFocus]
  /// The keys every modal must have.
  static let required = [kind, elements]
}
