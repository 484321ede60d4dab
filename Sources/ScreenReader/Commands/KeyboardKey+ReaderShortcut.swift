/// The readers' keyboard shortcuts for moving by a kind of element, with an external keyboard.
extension KeyboardKey {
  /// Which reader a shortcut belongs to, and the move it makes.
  public struct ReaderShortcut: Sendable, Hashable {
    public var reader: ReaderKind
    public var control: ReadingControl
    public var forward: Bool
  }

  /// VoiceOver: VO-Command-H / VO-Command-Shift-H next / previous heading, VO-Command-L
  /// link, VO-Command-J form control (Apple, iPad User Guide, "VoiceOver commands for
  /// Magic Keyboard"; VO is Control-Option). TalkBack: its default keymap's Alt with H
  /// (heading), L (link), C (control), Shift for previous (google/talkback 26a27dc0,
  /// talkback/.../keyboard/DefaultKeyComboModel.java: keycombo_shortcut_navigate_next_heading
  /// KEYCODE_H with the trigger modifier META_ALT_ON, previous with META_SHIFT_ON).
  public var readerShortcut: ReaderShortcut? {
    switch self {
    case .voCommandH: ReaderShortcut(reader: .voiceOver, control: .headings, forward: true)
    case .voCommandShiftH: ReaderShortcut(reader: .voiceOver, control: .headings, forward: false)
    case .voCommandL: ReaderShortcut(reader: .voiceOver, control: .links, forward: true)
    case .voCommandShiftL: ReaderShortcut(reader: .voiceOver, control: .links, forward: false)
    case .voCommandJ: ReaderShortcut(reader: .voiceOver, control: .controls, forward: true)
    case .voCommandShiftJ: ReaderShortcut(reader: .voiceOver, control: .controls, forward: false)
    case .altH: ReaderShortcut(reader: .talkBack, control: .headings, forward: true)
    case .altShiftH: ReaderShortcut(reader: .talkBack, control: .headings, forward: false)
    case .altL: ReaderShortcut(reader: .talkBack, control: .links, forward: true)
    case .altShiftL: ReaderShortcut(reader: .talkBack, control: .links, forward: false)
    case .altC: ReaderShortcut(reader: .talkBack, control: .controls, forward: true)
    case .altShiftC: ReaderShortcut(reader: .talkBack, control: .controls, forward: false)
    default: nil
    }
  }

  /// The other reader's key for the same move, for "use X instead".
  public static func shortcut(for control: ReadingControl, forward: Bool, reader: ReaderKind) -> KeyboardKey? {
    allCases.first { $0.readerShortcut == ReaderShortcut(reader: reader, control: control, forward: forward) }
  }
}
