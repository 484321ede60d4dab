/// Keys of an external keyboard, used as the seeds' keyboard tables describe.
public enum KeyboardKey: String, Hashable, Sendable, CaseIterable {
  case tab
  case shiftTab = "shift-tab"
  case space, enter, up, down, left, right, esc
  // The readers' own keys for moving by a kind (`readerShortcut`): VoiceOver's VO
  // (Control-Option) with Command, TalkBack's Alt.
  case voCommandH = "vo-command-h"
  case voCommandShiftH = "vo-command-shift-h"
  case voCommandL = "vo-command-l"
  case voCommandShiftL = "vo-command-shift-l"
  case voCommandJ = "vo-command-j"
  case voCommandShiftJ = "vo-command-shift-j"
  case altH = "alt-h"
  case altShiftH = "alt-shift-h"
  case altL = "alt-l"
  case altShiftL = "alt-shift-l"
  case altC = "alt-c"
  case altShiftC = "alt-shift-c"
}
