/// VoiceOver's magic tap.
extension ScreenReaderSession {
  /// `magic tap`: VoiceOver's two-finger double tap. UIKit calls accessibilityPerformMagicTap()
  /// on the focused element and then up its chain to the app, which does its "most-intended
  /// action" (Apple, UIAccessibilityAction); Earshot's element with `magic-tap: true` is that
  /// action, activated where it is while focus stays. With none, VoiceOver plays or pauses
  /// media, which a scenario does not have: nothing is heard. TalkBack has no magic tap: its
  /// two-finger double tap is its own media play / pause (google/talkback 26a27dc0,
  /// donottranslate.xml pref_shortcut_2finger_2tap_default media_control), never the app's.
  mutating func magicTap() -> [ReaderEvent] {
    guard reader.kind == .voiceOver else { return [] }
    for windowIndex in reachableWindowIndices {
      if let index = windows[windowIndex].nodes.firstIndex(where: { $0.isMagicTapTarget && $0.isEnabled }) {
        return route(.activate, from: windows[windowIndex].nodes[index], in: windowIndex)
      }
    }
    return []
  }
}
