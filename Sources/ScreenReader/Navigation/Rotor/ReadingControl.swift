/// One setting of VoiceOver's rotor, or one of TalkBack's reading controls: what a
/// vertical swipe (`swipe down` / `swipe up`) does while it is chosen.
///
/// VoiceOver: "rotate two fingers on the screen ... to choose a rotor setting, then swipe
/// up or down with one finger" (Apple, iPhone User Guide, "Use the VoiceOver rotor on
/// iPhone"). TalkBack: `SelectorController.Setting` and `CursorGranularity` (google/talkback
/// 26a27dc0, talkback/src/main/java/com/google/android/accessibility/talkback/selector/
/// SelectorController.java; utils/.../input/CursorGranularity.java); swipe down is the
/// selected setting's next action and swipe up its previous (donottranslate.xml
/// pref_shortcut_down_default SELECTED_SETTING_NEXT_ACTION, pref_shortcut_up_default
/// SELECTED_SETTING_PREVIOUS_ACTION).
public enum ReadingControl: String, CaseIterable, Sendable, Hashable, CaseOrdinal {
  // Text, inside the focused element: CursorGranularity CHARACTER, WORD, LINE, PARAGRAPH
  // (TalkBack); the rotor's Characters, Words, Lines (VoiceOver).
  case characters, words, lines, paragraphs
  // Elements of a kind: TalkBack's native HEADING, CONTROL, LINK, WINDOWS, CONTAINER
  // granularities; VoiceOver's Headings, Links, Form Controls, Containers.
  case headings, links, controls, containers, windows
  /// The focused element's custom actions: TalkBack's ACTIONS (ActionsSetting), VoiceOver's Actions.
  case actions
  /// An adjustable element's value: TalkBack's ADJUSTABLE_WIDGET (AdjustableWidgetSetting),
  /// VoiceOver's Adjust Value.
  case adjustValue = "adjust-value"
  /// Settings of the reader itself, which Earshot names but does not change.
  case speechRate = "speech-rate"
  case volume

  /// What a swipe does while the setting is chosen.
  public enum Effect: Hashable, Sendable {
    case text(TextUnit)
    case target(NavigationTarget)
    case actions
    case adjust
    /// A setting of the reader's own (rate, volume): Earshot does not change it.
    case readerSetting
  }

  public var effect: Effect {
    switch self {
    case .characters: .text(.character)
    case .words: .text(.word)
    case .lines: .text(.line)
    case .paragraphs: .text(.paragraph)
    case .headings: .target(.heading)
    case .links: .target(.link)
    case .controls: .target(.control)
    case .containers: .target(.container)
    case .windows: .target(.window)
    case .actions: .actions
    case .adjustValue: .adjust
    case .speechRate, .volume: .readerSetting
    }
  }

  /// The setting's name in the reader's word table.
  public var wordKey: WordKey {
    switch self {
    case .characters: .rotorCharacters
    case .words: .rotorWords
    case .lines: .rotorLines
    case .paragraphs: .rotorParagraphs
    case .headings: .rotorHeadings
    case .links: .rotorLinks
    case .controls: .rotorControls
    case .containers: .rotorContainers
    case .windows: .rotorWindows
    case .actions: .rotorActions
    case .adjustValue: .rotorAdjustValue
    case .speechRate: .rotorSpeechRate
    case .volume: .rotorVolume
    }
  }

  /// Whether a reader chooses it by itself on an element that calls for it (and gives the
  /// one chosen before back once focus leaves): actions and adjustable values.
  public var isContextual: Bool { self == .actions || self == .adjustValue }

  /// The word `next` and `previous` take for it (`next heading`).
  public var commandWord: String {
    switch self {
    case .characters: "character"
    case .words: "word"
    case .lines: "line"
    case .paragraphs: "paragraph"
    case .headings: "heading"
    case .links: "link"
    case .controls: "control"
    case .containers: "container"
    case .windows: "window"
    case .actions: "action"
    case .adjustValue: "value"
    case .speechRate: "speech-rate"
    case .volume: "volume"
    }
  }

  /// The setting a user means by a word (`rotor headings`, `next heading`): its name,
  /// singular or plural, or VoiceOver's "form controls".
  public static func named(_ word: String) -> ReadingControl? {
    let key = word.lowercased().replacingSpaces
    if let exact = ReadingControl(rawValue: key) { return exact }
    let aliases: [String: ReadingControl] = [
      "character": .characters, "word": .words, "line": .lines, "paragraph": .paragraphs, "heading": .headings,
      "link": .links, "control": .controls, "form-control": .controls, "form-controls": .controls,
      "container": .containers, "window": .windows, "action": .actions, "adjust": .adjustValue,
    ]
    return aliases[key]
  }
}

extension String {
  fileprivate var replacingSpaces: String { String(map { $0 == " " ? "-" : $0 }) }
}
