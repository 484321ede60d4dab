/// The UI toolkit that built an element. Many differences in what a reader says are
/// the toolkit's, not the platform's: a SwiftUI view and a UIKit one, a Compose node
/// and a View, expose different accessibility properties for the same control. Each
/// difference is written where the component realises itself, with its source.
public enum Toolkit: String, CaseIterable, Sendable, Hashable, Codable {
  /// UIKit: the UIAccessibility properties of UIView and UIControl subclasses.
  case uikit
  /// SwiftUI: accessibility modifiers over its views.
  case swiftui
  /// Android Views: AccessibilityNodeInfo as android.widget and Material Components fill it.
  case views
  /// Jetpack Compose: semantics, turned into AccessibilityNodeInfo by
  /// AndroidComposeViewAccessibilityDelegateCompat (androidx compose-ui).
  case compose
  /// React Native, on either platform: its accessibility props, turned into
  /// AccessibilityNodeInfo by ReactAccessibilityDelegate (Android) and into
  /// UIAccessibility properties by RCTView (iOS); libraries such as React Navigation
  /// build their own controls from them.
  case reactNative = "react-native"

  /// The platforms whose screens the toolkit builds.
  public var platforms: [Platform] {
    switch self {
    case .uikit, .swiftui: [.ios]
    case .views, .compose: [.android]
    case .reactNative: [.ios, .android]
    }
  }

  /// The toolkit a platform's elements are built with when a scenario does not say.
  public static func standard(on platform: Platform) -> Toolkit {
    platform == .ios ? .uikit : .views
  }

  /// Its name as its makers write it.
  public var displayName: String {
    switch self {
    case .uikit: "UIKit"
    case .swiftui: "SwiftUI"
    case .views: "Android Views"
    case .compose: "Jetpack Compose"
    case .reactNative: "React Native"
    }
  }
}

/// The toolkit of each platform, where a scenario or an element names one
/// (`toolkit: swiftui`, `toolkit: [swiftui, compose]`).
public struct Toolkits: Sendable, Hashable {
  public var ios: Toolkit?
  public var android: Toolkit?

  public init(ios: Toolkit? = nil, android: Toolkit? = nil) {
    self.ios = ios
    self.android = android
  }

  public subscript(platform: Platform) -> Toolkit? {
    get { platform == .ios ? ios : android }
    set {
      if platform == .ios { ios = newValue } else { android = newValue }
    }
  }

  /// These, with `outer`'s (the scenario's) where these name none.
  public func over(_ outer: Toolkits) -> Toolkits {
    Toolkits(ios: ios ?? outer.ios, android: android ?? outer.android)
  }

  public static let summary =
    "The toolkit that built it: uikit or swiftui (iOS), views or compose (Android), react-native (both), or one of each as a list ([swiftui, compose]); default uikit and views (docs/scenario-format.md#toolkits)."
}

extension PropertyReader {
  /// `toolkit:`: one word or a list, at most one toolkit per platform, each error located.
  public func toolkits(_ key: PropertyKey) -> Toolkits {
    var toolkits = Toolkits()
    guard let words = strings(key) else { return toolkits }
    let names = Toolkit.allCases.map(\.rawValue)
    for word in words {
      guard let toolkit = Toolkit(rawValue: word.lowercased()) else {
        diagnostics.error(
          at: locationOf(key),
          "'\(key.name)' must be \(names.joined(separator: ", ")) or a list of them, not '\(word)'"
            + Suggestion.didYouMean(word.lowercased(), among: names))
        continue
      }
      if let platform = toolkit.platforms.first(where: { toolkits[$0] != nil && toolkits[$0] != toolkit }),
        let earlier = toolkits[platform]
      {
        diagnostics.error(
          at: locationOf(key),
          "'\(key.name)' names two \(platform.displayName) toolkits, \(earlier.rawValue) and \(toolkit.rawValue); keep one"
        )
        continue
      }
      for platform in toolkit.platforms { toolkits[platform] = toolkit }
    }
    return toolkits
  }
}
