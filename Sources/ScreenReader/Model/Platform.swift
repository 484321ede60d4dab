/// The two mobile platforms Earshot speaks for, each with its own screen reader.
public enum Platform: String, CaseIterable, Sendable, Hashable, Codable {
  case ios
  case android

  /// The screen reader a user of this platform hears.
  public var screenReaderName: String {
    switch self {
    case .ios: "VoiceOver"
    case .android: "TalkBack"
    }
  }

  /// The platform's name as people write it.
  public var displayName: String {
    switch self {
    case .ios: "iOS"
    case .android: "Android"
    }
  }

  /// Parses `ios`/`iphone`/`voiceover` and `android`/`talkback`, case-insensitively.
  public init?(userInput: String) {
    switch userInput.lowercased() {
    case "ios", "iphone", "voiceover", "vo": self = .ios
    case "android", "talkback", "tb": self = .android
    default: return nil
    }
  }
}
