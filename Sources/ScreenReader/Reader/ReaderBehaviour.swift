/// The navigation habits in which VoiceOver and TalkBack differ; the session asks
/// these and never which platform it runs on.
public struct ReaderBehaviour: Sendable, Hashable {
  /// Plays an earcon as focus lands: TalkBack's focus_actionable on an actionable
  /// node and its softer focus sound on any other (EventTypeViewAccessibilityFocused-
  /// FeedbackRule.earcon, google/talkback 26a27dc0); VoiceOver plays none.
  public var earconOnFocus: Bool
  /// Speaks "In list" / "Out of list" as focus crosses a collection's edge.
  public var speaksCollectionTransitions: Bool
  /// A modal's own title is skipped for initial focus, having just been spoken.
  public var skipsTitleForInitialFocus: Bool
  /// Enter on an external keyboard activates (TalkBack); on iOS only Space does.
  public var enterActivates: Bool
  /// VoiceOver adds a hidden dismiss element to dismissible sheets ("Activate to
  /// dismiss pop-up window"; "Dismiss pop-up window" before iOS 17.5).
  public var addsSheetDismissElement: Bool
  /// What an app's announcement is called in `why`.
  public var announcementMechanism: String

  /// VoiceOver (reference/screen-readers.md; seeds' keyboard tables).
  public static let voiceOver = ReaderBehaviour(
    earconOnFocus: false, speaksCollectionTransitions: false, skipsTitleForInitialFocus: false,
    enterActivates: false, addsSheetDismissElement: true, announcementMechanism: "an announcement notification")

  /// TalkBack 14 (its compositor and focus-management rules; seeds' keyboard tables).
  public static let talkBack = ReaderBehaviour(
    earconOnFocus: true, speaksCollectionTransitions: true, skipsTitleForInitialFocus: true,
    enterActivates: true, addsSheetDismissElement: false, announcementMechanism: "a live region")
}
