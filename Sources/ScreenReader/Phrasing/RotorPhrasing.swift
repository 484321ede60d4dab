/// What each reader says as its rotor or reading controls are used: a setting's name as
/// it is chosen (and TalkBack's hint), the end of a kind, a piece of text, an action.
/// Every word comes from the reader's table; the rule is cited where it is applied.
struct RotorPhrasing: Sendable {
  var reader: ReaderKind
  var words: ReaderWords

  /// The setting's name. TalkBack names the adjustable-widget setting after the widget:
  /// "Adjust slider" on a seek control, "Adjust value" otherwise
  /// (SelectorController.getSettingActionDescriptionAndHint, ADJUSTABLE_WIDGET).
  func name(of control: ReadingControl, on node: AccessibilityNode?) -> SpeechPart {
    var key = control.wordKey
    if reader == .talkBack, control == .adjustValue, node?.role == .slider { key = .rotorAdjustSlider }
    return words.part(
      .announcement, key, source: "\(reader.rotorName): the \(words.english(key)) setting chosen")
  }

  /// Turning to a setting: its name, interrupting; TalkBack then hints, after its pause,
  /// how to use it (announceSetting with DESCRIPTION_AND_HINT from a gesture:
  /// "Swipe up or Swipe down to read by headings", adjust_granularity_hint, or "... to
  /// adjust the setting", adjust_setting_hint). VoiceOver says the name alone.
  func chosen(_ control: ReadingControl, on node: AccessibilityNode?, hints: Bool) -> [Utterance] {
    let spokenName = name(of: control, on: node)
    var result = [Utterance(parts: [spokenName], scheduling: .interrupt)]
    guard reader == .talkBack, hints else { return result }
    let gestures = ReaderWords.Fill.text(words[.gestureOneOrTwo, .word(.gestureSwipeUp), .word(.gestureSwipeDown)])
    let hint: SpeechPart
    switch control.effect {
    case .text, .target:
      // Ascii.toLowerCase(cursorGranularity): only A to Z are lowered.
      let lowered = String(spokenName.text.map { $0.isASCII ? Character($0.lowercased()) : $0 })
      hint = words.part(
        .hint, .hintReadBy, [gestures, .text(lowered)],
        source: "TalkBack's hint for a reading control (adjust_granularity_hint)")
    case .actions, .adjust, .readerSetting:
      hint = words.part(
        .hint, .hintAdjustSetting, [gestures], source: "TalkBack's hint for a reading control (adjust_setting_hint)")
    }
    result.append(Utterance(parts: [hint], delayMilliseconds: TalkBackPhrasing.hintDelayMilliseconds))
    return result
  }

  /// No further element of a kind: TalkBack says so ("No next heading": end_of_page /
  /// start_of_page with NavigationTarget.nativeTargetToDisplayName, queued
  /// uninterruptible, FocusProcessorForLogicalNavigation.announceNativeElement; nothing
  /// for windows); VoiceOver plays its boundary sound.
  func noMore(_ target: NavigationTarget, forward: Bool) -> [ReaderEvent] {
    guard reader == .talkBack else { return [.earcon(.boundary)] }
    guard let display = target.displayWord else { return [] }
    let part = words.part(
      .announcement, forward ? .noNextTarget : .noPreviousTarget, [.word(display)],
      source:
        "TalkBack at the end of its \(words.english(display)) reading control (\(forward ? "end_of_page" : "start_of_page"))"
    )
    return [.utterance(Utterance(parts: [part], scheduling: .interrupt))]
  }

  /// A piece of text moved to. A single character is named as the reader names it: a
  /// space and common punctuation by their names (TalkBack: SpeechCleanupUtils.cleanUp's
  /// symbol names), a capital letter as "capital A" (TalkBack: CompositorUtils,
  /// template_capital_letter); VoiceOver marks a capital by pitch, so its word is the letter.
  func piece(_ text: String, unit: TextUnit) -> Utterance {
    let source = "\(reader.rotorName): the \(unit.rawValue) moved to, with the \(unit.rawValue)s setting"
    guard unit == .character, let character = text.first, text.count == 1 else {
      return Utterance(parts: [SpeechPart(.name, text, source: source)], scheduling: .interrupt)
    }
    let symbols: [Character: WordKey] = [
      " ": .symbolSpace, "\u{a0}": .symbolSpace, ".": .symbolPeriod, ",": .symbolComma, "'": .symbolApostrophe,
      "-": .symbolHyphen, "@": .symbolAt, ":": .symbolColon, "!": .symbolExclamation, "?": .symbolQuestion,
    ]
    if let key = symbols[character] {
      return Utterance(parts: [words.part(.name, key, source: source + ", named")], scheduling: .interrupt)
    }
    if character.isUppercase {
      return Utterance(
        parts: [words.part(.name, .capitalLetter, [.text(text)], source: source + ", a capital")],
        scheduling: .interrupt)
    }
    return Utterance(parts: [SpeechPart(.name, text, source: source)], scheduling: .interrupt)
  }

  /// A custom action named as the Actions setting reaches it; TalkBack hints "Double-tap to
  /// perform the action" (SelectorController.changeAction, use_action_hint).
  func action(_ name: String, hints: Bool) -> [Utterance] {
    var result = [
      Utterance(
        parts: [SpeechPart(.actions, name, source: "\(reader.rotorName): a custom action, with the Actions setting")],
        scheduling: .interrupt)
    ]
    if reader == .talkBack, hints {
      let hint = words.part(.hint, .hintPerformAction, source: "TalkBack's hint for an action (use_action_hint)")
      result.append(Utterance(parts: [hint], delayMilliseconds: TalkBackPhrasing.hintDelayMilliseconds))
    }
    return result
  }
}

extension ReaderKind {
  /// What the reader calls the thing that holds its settings, for `why`.
  var rotorName: String {
    switch self {
    case .voiceOver: "VoiceOver's rotor"
    case .talkBack: "TalkBack's reading controls"
    }
  }
}

extension ReaderWords {
  /// The English word for a key, for sources.
  func english(_ key: WordKey) -> String {
    english.word(key) ?? key.rawValue
  }
}
