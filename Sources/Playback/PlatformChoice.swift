import ScreenReader

/// `platform ios|android|both`.
public enum PlatformChoice: String, Hashable, Sendable, CaseIterable {
  case ios, android, both

  public var platforms: [Platform] {
    switch self {
    case .ios: [.ios]
    case .android: [.android]
    case .both: [.ios, .android]
    }
  }
}
