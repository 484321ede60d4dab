/// Which settings each reader offers, in its order, and the one it starts on.
extension ReaderKind {
  /// Every setting the reader can offer in a native app, in the order a turn goes through them.
  ///
  /// TalkBack: `SelectorController.SELECTOR_SETTINGS` (google/talkback 26a27dc0), keeping the
  /// settings that are on by default (res/values/donottranslate.xml pref_selector_*_default:
  /// actions, characters, words, lines, paragraphs, headings, controls, links and speech
  /// rate are true; landmarks, windows, containers, default navigation, verbosity,
  /// punctuation and language are false) and its contextual adjustable-widget setting,
  /// last. Proofread (GRANULARITY_TYPO) needs a spelling mistake, which Earshot does not
  /// model. Landmarks are web-only (GRANULARITY_FOR_WEB_NODE).
  ///
  /// VoiceOver: the rotor items Apple's iPhone User Guide lists for apps ("Use the
  /// VoiceOver rotor on iPhone"; Settings > Accessibility > VoiceOver > Rotor), in the
  /// Rotor list's order: Characters, Words, Lines, Speaking Rate, Volume, Containers,
  /// Headings, Links, Form Controls; Actions and Adjust Value come first on an element
  /// that has them (Earshot's placing: Apple publishes no position for them).
  public var readingControls: [ReadingControl] {
    switch self {
    case .talkBack:
      [.actions, .characters, .words, .lines, .paragraphs, .headings, .controls, .links, .speechRate, .adjustValue]
    case .voiceOver:
      [
        .actions, .adjustValue, .characters, .words, .lines, .speechRate, .volume, .containers, .headings, .links,
        .controls,
      ]
    }
  }

  /// Whether the reader has the setting at all, offered by default or not: TalkBack's
  /// Windows and Containers are off by default but a user may add them (SELECTOR_SETTINGS);
  /// TalkBack has no volume setting among them; VoiceOver's rotor has no Windows or
  /// Paragraphs in apps.
  public func has(_ control: ReadingControl) -> Bool {
    switch self {
    case .talkBack: control != .volume
    case .voiceOver: control != .windows && control != .paragraphs
    }
  }

  /// The setting a fresh reader is on: TalkBack's pref_selector_setting_default is
  /// selector_granularity_characters (donottranslate.xml, 26a27dc0). VoiceOver keeps the
  /// rotor where the user left it; Earshot starts it on its first item for apps, Characters.
  public var startingReadingControl: ReadingControl { .characters }

  /// Whether the reader offers `control` only when the screen has something of its kind:
  /// VoiceOver's rotor lists Headings, Links, Form Controls and Containers in an app only
  /// when the screen has such an element; TalkBack offers its native granularities always
  /// (Granularity.getSupportedGranularity: GRANULARITY_FOR_NATIVE_NODE outside web content).
  public func offersOnlyWhenPresent(_ control: ReadingControl) -> Bool {
    guard self == .voiceOver, case .target = control.effect else { return false }
    return true
  }
}
