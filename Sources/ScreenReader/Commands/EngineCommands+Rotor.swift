/// The rotor's and reading controls' commands: turning them, and moving by a setting.
extension EngineCommands {
  /// Every screen-reader command, as declared.
  public static let all: [CommandDeclaration] = intents + rotor + scrolling

  /// The settings `next` and `previous` take by name, as each reader moves by them.
  static let movableControls: [ReadingControl] = [
    .headings, .links, .controls, .containers, .windows, .lines, .words, .characters,
  ]

  public static let rotor: [CommandDeclaration] =
    [
      CommandDeclaration(
        "rotor", argument: .count, scope: .engine, section: .screenReader,
        summary: "Turn VoiceOver's rotor, or TalkBack's reading controls, to the next setting; its name is spoken.",
        detail:
          "Then swipe down / swipe up move by it. The settings offered follow the reader and the element (Actions on an element with custom actions, Adjust on an adjustable one). TalkBack starts on Characters.",
        engineCommand: { _ in .rotor(forward: true) }),
      CommandDeclaration(
        "rotor back", argument: .count, scope: .engine, section: .screenReader,
        summary: "Turn the rotor (reading controls) back one setting.", engineCommand: { _ in .rotor(forward: false) }),
    ]
    + movableControls.flatMap { control in
      [true, false].map { forward in
        let word = (forward ? "next " : "previous ") + control.commandWord
        return CommandDeclaration(
          word, argument: .count, scope: .engine, section: .screenReader,
          summary:
            "\(forward ? "Next" : "Previous") \(control.commandWord): the rotor turned to \(control.rawValue), then a swipe \(forward ? "down" : "up").",
          detail: endDetail(control, forward: forward),
          engineCommand: { _ in .moveBy(control, forward: forward) })
      }
    }

  /// What happens when there is no further item, in words for help.
  static func endDetail(_ control: ReadingControl, forward: Bool) -> String {
    switch control.effect {
    case .target(.window):
      return
        "TalkBack only (its Windows reading control, off by default); VoiceOver's rotor has none, so nothing happens there."
    case .target:
      return
        "At the end TalkBack says 'No \(forward ? "next" : "previous") \(control.commandWord)'; VoiceOver plays its boundary sound."
    default:
      return
        "Inside the focused element's text; past its \(forward ? "end" : "start") focus moves to the \(forward ? "next" : "previous") element (in a text field VoiceOver plays its boundary sound)."
    }
  }
}

extension EngineCommands {
  /// Scrolling and the magic tap.
  public static let scrolling: [CommandDeclaration] =
    ScrollDirection.allCases.map { direction in
      CommandDeclaration(
        "scroll \(direction.rawValue)", argument: .count, scope: .engine, section: .screenReader,
        summary: direction.isHorizontal
          ? "Scroll paged content \(direction.rawValue) a page (VoiceOver: three-finger swipe \(direction == .right ? "left" : "right"))."
          : "Scroll a list \(direction.rawValue) a screenful (VoiceOver: three-finger swipe \(direction == .down ? "up" : "down")).",
        detail:
          "VoiceOver says 'Page 2 of 5' and focuses the first element on screen ([boundary] at the end); TalkBack says 'Showing items 6 to 10 of 20' (a pager's 'Page 2 of 5') and focus stays.",
        engineCommand: { _ in .scroll(direction) })
    } + [
      CommandDeclaration(
        "magic tap", scope: .engine, section: .screenReader,
        summary: "VoiceOver's two-finger double tap: the app's main action (an element with magic-tap: true).",
        detail: "TalkBack has none: its two-finger double tap plays or pauses media.", engineCommand: { _ in .magicTap }
      )
    ]
}
