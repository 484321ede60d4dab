import ScreenReader

/// Role: a long screen with no heading at all gives a screen reader user no way to skip
/// to a part of it: the headings rotor (VoiceOver) and heading navigation (TalkBack) find
/// nothing, and every element must be swiped through. WCAG 2.2 SC 2.4.6 Headings and
/// Labels, SC 1.3.1 and technique G141 (organising a page using headings); Apple's
/// Human Interface Guidelines (VoiceOver: "use headings to help people navigate").
/// Long: more stops than `longScreen`, where swiping to the end takes a listener
/// well over a minute at default speech rates.
public struct NoHeadingRule: AuditRule {
  public static let about = AuditRuleDescription(
    "no-heading", .role, "A long screen (over 20 stops) with no heading to navigate by.",
    triggering: [
      "elements: [ { ↓text: Item 0 }, " + (1...20).map { "{ text: Item \($0) }" }.joined(separator: ", ") + " ]",
      "locale: de\nelements: [ { ↓button: Artikel 0 }, "
        + (1...21).map { "{ button: Artikel \($0) }" }.joined(separator: ", ")
        + " ]",
      "# A title that only looks like a heading is no heading (text-not-heading finds it too).\nlocale: fr\nelements: [ { ↓text: { label: Articles, looks-like: heading } }, "
        + (1...21).map { "{ text: Article \($0) }" }.joined(separator: ", ") + " ]",
    ],
    nonTriggering: [
      "elements: [ { heading: Items }, " + (1...21).map { "{ text: Item \($0) }" }.joined(separator: ", ") + " ]",
      "locale: es\nelements: [ " + (1...12).map { "{ button: Artículo \($0) }" }.joined(separator: ", ") + " ]",
      "# The header trait on iOS and a heading on Android are headings alike.\nlocale: de\nelements: [ { text: { label: Artikel, ios: { accessibilityTraits: [header] } } }, { heading: Artikel } ,"
        + (1...20).map { "{ text: Artikel \($0) }" }.joined(separator: ", ") + " ]",
    ])

  /// More stops than this is a long screen.
  static let longScreen = 20

  public static func findings(in scene: AuditScene) -> [Finding] {
    let screen = scene.entries.filter { $0.modal == nil }
    guard let first = screen.first else { return [] }
    let bare = Platform.allCases.filter { platform in
      var stops = 0
      for entry in screen {
        for heard in entry.reached(on: platform) {
          if heard.node.role == .heading || heard.node.otherTraits.contains(.heading) { return false }
          stops += 1
        }
      }
      return stops > longScreen
    }
    guard !bare.isEmpty else { return [] }
    let count = screen.reduce(0) { $0 + $1.reached(on: bare[0]).count }
    return [
      finding(
        first.component, platforms: bare,
        "the screen has \(count) stops and no heading, so a listener can only swipe through all of them; mark each section's title as a heading"
      )
    ]
  }
}
