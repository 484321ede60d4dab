/// Keys of an external keyboard, used as the seeds' keyboard tables describe.
public enum KeyboardKey: String, Hashable, Sendable, CaseIterable {
  case tab
  case shiftTab = "shift-tab"
  case space, enter, up, down, left, right, esc
}
