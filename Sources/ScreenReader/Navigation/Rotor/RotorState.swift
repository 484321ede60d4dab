/// Where a session's rotor (VoiceOver) or reading controls (TalkBack) stand: the setting
/// chosen, the one a contextual setting took over from, and the place in the focused
/// element's text or actions.
struct RotorState: Sendable, Hashable {
  /// The setting vertical swipes follow.
  var current: ReadingControl
  /// The setting chosen before a contextual one (Actions, Adjust Value) took over, given
  /// back when focus leaves (SelectorController.switchCurrentSetting / settingToRestore).
  var restore: ReadingControl?
  /// The element the state was last brought up to date for.
  var focusID: String?
  /// The piece of the focused element's text last spoken (nil: before its first).
  var textPiece: Int?
  /// The unit `textPiece` counts in.
  var textUnit: TextUnit?
  /// The custom action chosen with the Actions setting (nil: none yet).
  var actionIndex: Int?

  init(start: ReadingControl) {
    current = start
  }
}
