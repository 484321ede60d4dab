/// A section heading (iOS header trait; Android heading).
public struct Heading: Component {
  public static let kind = "heading"
  public static let summary = "A section heading."
  /// SwiftUI's heading levels (AccessibilityHeadingLevel .h1 to .h6). Android has no
  /// heading level for native views: AccessibilityNodeInfo has only isHeading
  /// (setHeading, API 28), and Compose's semantics `heading()` takes none; TalkBack
  /// speaks levels only for web content (display_name_heading_1..6). So on Android a
  /// level changes nothing.
  public static let level = PropertyKey(
    "level", .integer,
    "1 to 6: the heading's level (SwiftUI's accessibilityHeading(.h2)); VoiceOver says 'heading level 2'. Android has no heading levels, so TalkBack ignores it."
  )
  public static let keys: [PropertyKey] = [level]
  public static let examples = [
    ComponentExample(
      "- heading: Account", voiceOver: "Account, heading", talkBack: "Account, Heading",
      source:
        "VoiceOver: the header trait, 'heading' (UIAccessibilityTraits.header; reference/screen-readers.md). TalkBack: heading_template 'Heading', said where a collection position would be (strings_compositor.xml)"
    ),
    ComponentExample(
      "- heading: { label: Billing, level: 2 }", voiceOver: "Billing, heading level 2", talkBack: "Billing, Heading",
      source:
        "VoiceOver: 'the system speaks the level number of levels h1 through h6 alongside the text' (Apple, View.accessibilityHeading(_:)). TalkBack: AccessibilityNodeInfo has no heading level, only isHeading"
    ),
    ComponentExample(
      "- heading: Breakfast\n- text: Porridge with fruit.\n- button: Save\n- heading: Lunch",
      commands: ["first", "next heading"], voiceOver: "Lunch, heading", talkBack: "Lunch, Heading",
      source:
        "moving by heading: TalkBack's Headings reading control (FILTER_HEADING, google/talkback 26a27dc0), VoiceOver's rotor on Headings (the header trait)"
    ),
    ComponentExample(
      "- heading: Breakfast\n- button: Save", commands: ["first", "next heading"], voiceOver: "[boundary]",
      talkBack: "No next heading",
      source:
        "no further heading: TalkBack's end_of_page 'No next %1$s' with display_name_heading (FocusProcessorForLogicalNavigation.announceNativeElement); VoiceOver's boundary sound"
    ),
  ]
  public var common: CommonProperties
  public var level: Int?

  /// A heading without a level.
  public init(common: CommonProperties, level: Int? = nil) {
    self.common = common
    self.level = level
  }

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    if let level = reader.integer(Self.level) {
      if (1...6).contains(level) {
        self.level = level
      } else {
        reader.diagnostics.error(
          at: reader.locationOf(Self.level),
          "'level: \(level)' must be 1 to 6 (h1 to h6); leave it out for a heading without a level")
      }
    }
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    var node = context.node(for: common, role: .heading, actionable: false)
    node.isActionable = common.opens != nil || common.announce != nil
    if context.platform == .ios { node.headingLevel = level }
    return [context.applyingTraits(common, to: node)]
  }
}
