/// The navigation habits in which VoiceOver and TalkBack differ; the session asks
/// these and never which platform it runs on.
public struct ReaderBehaviour: Sendable, Hashable {
  /// Plays an earcon when focus lands on something actionable (TalkBack's
  /// "focus actionable" sound; VoiceOver plays none).
  public var earconOnActionableFocus: Bool
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
    earconOnActionableFocus: false, speaksCollectionTransitions: false, skipsTitleForInitialFocus: false,
    enterActivates: false, addsSheetDismissElement: true, announcementMechanism: "an announcement notification")

  /// TalkBack 14 (its compositor and focus-management rules; seeds' keyboard tables).
  public static let talkBack = ReaderBehaviour(
    earconOnActionableFocus: true, speaksCollectionTransitions: true, skipsTitleForInitialFocus: true,
    enterActivates: true, addsSheetDismissElement: false, announcementMechanism: "a live region")
}
