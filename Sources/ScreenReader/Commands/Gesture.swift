/// A physical screen-reader gesture and what it means on each platform that has it.
public struct Gesture: Sendable {
  public var spelling: String
  public var ios: Command?
  public var android: Command?
  /// How the gesture is described when a platform lacks it.
  public var meaning: String

  /// What the gesture does with this reader (the `ios` column is VoiceOver's, `android` TalkBack's).
  public func command(for reader: ReaderKind) -> Command? {
    switch reader {
    case .voiceOver: ios
    case .talkBack: android
    }
  }

  public func command(on platform: Platform) -> Command? {
    command(for: platform.reader)
  }

  /// The gestures of one element at a time; `all` adds the rotor's (Gesture+Rotor).
  static let basic: [Gesture] = [
    Gesture(spelling: "swipe right", ios: .next, android: .next, meaning: "move to the next element"),
    Gesture(spelling: "swipe left", ios: .previous, android: .previous, meaning: "move to the previous element"),
    Gesture(spelling: "double tap", ios: .activate, android: .activate, meaning: "activate"),
    // Up and down follow the rotor / reading control; an adjustable value's own setting adjusts it.
    Gesture(
      spelling: "swipe up", ios: .rotorItem(forward: false), android: .rotorItem(forward: false),
      meaning: "move up by the rotor setting"),
    Gesture(
      spelling: "swipe down", ios: .rotorItem(forward: true), android: .rotorItem(forward: true),
      meaning: "move down by the rotor setting"),
    Gesture(spelling: "double tap and hold", ios: .longPress, android: .longPress, meaning: "long press"),
    Gesture(spelling: "scrub", ios: .escape, android: nil, meaning: "dismiss (escape)"),
    Gesture(spelling: "two-finger scrub", ios: .escape, android: nil, meaning: "dismiss (escape)"),
    Gesture(spelling: "back", ios: nil, android: .escape, meaning: "dismiss (escape)"),
    Gesture(spelling: "swipe down then left", ios: nil, android: .escape, meaning: "dismiss (escape)"),
    Gesture(spelling: "four-finger tap top", ios: .first, android: nil, meaning: "move to the first element"),
    Gesture(spelling: "four-finger tap bottom", ios: .last, android: nil, meaning: "move to the last element"),
    Gesture(spelling: "two-finger swipe up", ios: .readAll, android: nil, meaning: "read all from the top"),
    Gesture(
      spelling: "two-finger swipe down", ios: .readFromHere, android: nil, meaning: "read on from the focused element"),
    Gesture(
      spelling: "two-finger triple tap", ios: nil, android: .readFromHere, meaning: "read on from the focused element"),
    Gesture(spelling: "two-finger tap", ios: .pause, android: .pause, meaning: "pause speech"),
    Gesture(spelling: "three-finger tap", ios: nil, android: .actions, meaning: "list the element's actions"),
  ]

  /// The gesture that means `command` on `platform`, for "use X instead" messages.
  public static func equivalent(of command: Command, on platform: Platform) -> String {
    if let gesture = all.first(where: { $0.command(on: platform) == command }) {
      return "'\(gesture.spelling)'"
    }
    return "'\(command.spelling)'"
  }
}
