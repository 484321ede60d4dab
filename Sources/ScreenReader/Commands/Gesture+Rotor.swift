/// The gestures that turn the rotor and TalkBack's reading controls.
extension Gesture {
  /// Every gesture Earshot understands (facts from Apple's and TalkBack's gesture lists).
  public static let all: [Gesture] = basic + rotorGestures

  /// Turning the rotor (Apple, iPhone User Guide: "rotate two fingers on the screen") and
  /// TalkBack's reading controls (google/talkback 26a27dc0 donottranslate.xml:
  /// pref_shortcut_down_and_up_default SELECT_NEXT_SETTING, pref_shortcut_up_and_down_default
  /// SELECT_PREVIOUS_SETTING, and three-finger swipe right / left the same on multi-finger
  /// devices).
  static let rotorGestures: [Gesture] = [
    Gesture(spelling: "rotate clockwise", ios: .rotor(forward: true), android: nil, meaning: "turn the rotor"),
    Gesture(
      spelling: "rotate counterclockwise", ios: .rotor(forward: false), android: nil, meaning: "turn the rotor back"),
    Gesture(
      spelling: "swipe down then up", ios: nil, android: .rotor(forward: true),
      meaning: "choose the next reading control"
    ),
    Gesture(
      spelling: "swipe up then down", ios: nil, android: .rotor(forward: false),
      meaning: "choose the previous reading control"),
    // VoiceOver's three-finger swipes scroll a page (Apple, iPhone User Guide, "Use
    // VoiceOver gestures"): up shows what is below, left the next page.
    Gesture(
      spelling: "three-finger swipe right", ios: .scroll(.left), android: .rotor(forward: true),
      meaning: "scroll left (VoiceOver) or choose the next reading control (TalkBack)"),
    Gesture(
      spelling: "three-finger swipe left", ios: .scroll(.right), android: .rotor(forward: false),
      meaning: "scroll right (VoiceOver) or choose the previous reading control (TalkBack)"),
    Gesture(spelling: "three-finger swipe up", ios: .scroll(.down), android: nil, meaning: "scroll down a page"),
    Gesture(spelling: "three-finger swipe down", ios: .scroll(.up), android: nil, meaning: "scroll up a page"),
    Gesture(spelling: "two-finger double tap", ios: .magicTap, android: nil, meaning: "magic tap"),
  ]
}
