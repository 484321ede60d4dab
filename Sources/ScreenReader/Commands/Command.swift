/// What a user asks the screen reader to do, named by intent so one script
/// works on both platforms. Gestures are parsed into these per platform.
public enum Command: Hashable, Sendable {
  case next, previous, first, last
  case activate, escape
  case increment, decrement
  case longPress
  case readAll
  /// Continuous reading from the focused element on.
  case readFromHere
  /// Stops speech; focus stays where it is.
  case pause
  case actions
  case action(String)
  case touch(String)
  case key(KeyboardKey)
  /// Types text into the focused text field, as a user would on the keyboard.
  case type(String)
  /// Turns VoiceOver's rotor, or TalkBack's reading controls, one setting forward or back.
  case rotor(forward: Bool)
  /// `swipe down` / `swipe up`: the next or previous item of the chosen setting.
  case rotorItem(forward: Bool)
  /// `next heading`, `previous link`...: the setting chosen, then one swipe by it.
  case moveBy(ReadingControl, forward: Bool)
  /// Scrolls a list or paged content a screenful.
  case scroll(ScrollDirection)
  /// VoiceOver's two-finger double tap: the app's main action here.
  case magicTap

  /// The command as a user types it.
  public var spelling: String {
    switch self {
    case .next: "next"
    case .previous: "previous"
    case .first: "first"
    case .last: "last"
    case .activate: "activate"
    case .escape: "escape"
    case .increment: "increment"
    case .decrement: "decrement"
    case .longPress: "long-press"
    case .readAll: "read-all"
    case .readFromHere: "read-from-here"
    case .pause: "pause"
    case .actions: "actions"
    case .action(let name): "action \(name)"
    case .touch(let name): "touch \(name)"
    case .key(let key): "key \(key.rawValue)"
    case .type(let text): "type \(text)"
    case .rotor(let forward): forward ? "rotor" : "rotor back"
    case .rotorItem(let forward): forward ? "swipe down" : "swipe up"
    case .moveBy(let control, let forward): (forward ? "next " : "previous ") + control.commandWord
    case .scroll(let direction): "scroll \(direction.rawValue)"
    case .magicTap: "magic tap"
    }
  }

  /// Whether a count repeats it (`next 3`, `increment 2`, `key tab 4`): moves and
  /// adjustments, where doing it again goes further.
  public var isRepeatable: Bool {
    switch self {
    case .next, .previous, .increment, .decrement, .key, .rotor, .rotorItem, .moveBy, .scroll: true
    default: false
    }
  }
}
