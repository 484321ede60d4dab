/// The screen readers Earshot speaks as. Which one a user hears follows from the
/// platform; everything else about it (words, order, navigation habits, gestures)
/// belongs to its `ReaderProfile`.
public enum ReaderKind: String, CaseIterable, Sendable, Hashable, Codable {
  case voiceOver = "voiceover"
  case talkBack = "talkback"

  /// The reader's name as people write it.
  public var displayName: String {
    switch self {
    case .voiceOver: "VoiceOver"
    case .talkBack: "TalkBack"
    }
  }

  /// The navigation habits in which the two readers differ.
  public var behaviour: ReaderBehaviour {
    switch self {
    case .voiceOver: .voiceOver
    case .talkBack: .talkBack
    }
  }
}

extension Platform {
  /// The screen reader that ships with the platform.
  public var reader: ReaderKind {
    switch self {
    case .ios: .voiceOver
    case .android: .talkBack
    }
  }
}
