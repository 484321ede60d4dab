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
    Gesture(
      spelling: "three-finger swipe right", ios: nil, android: .rotor(forward: true),
      meaning: "choose the next reading control"),
    Gesture(
      spelling: "three-finger swipe left", ios: nil, android: .rotor(forward: false),
      meaning: "choose the previous reading control"),
  ]
}
