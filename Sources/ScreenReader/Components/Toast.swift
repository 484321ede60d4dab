/// A brief message at the bottom of the screen, shown by a button with
/// `shows: <its id>`. Spoken without taking focus: TalkBack speaks a Toast's text
/// (TYPE_NOTIFICATION_STATE_CHANGED, uninterruptible) and a Snackbar's live
/// region; on iOS the app posts an announcement. A snackbar's action button
/// (`action:`) can then be reached by swiping; a toast itself cannot.
public struct Toast: Component {
  public static let kind = "toast"
  public static let summary = "A toast or snackbar: shown by a button (shows: its id), spoken without taking focus."
  public static let action = PropertyKey(
    "action", .string, "A snackbar's action button (Undo); without it, a plain toast.")
  public static let shown = PropertyKey(
    "shown", .bool, "Whether it is on screen from the start (default false: a button shows it).")
  public static let keys: [PropertyKey] = [action, shown]
  public static let examples = [
    ComponentExample(
      "- button: { label: Send, shows: sent }\n- toast: { label: Message sent, id: sent }",
      commands: ["first", "activate"], voiceOver: "Message sent", talkBack: "Message sent",
      source:
        "TalkBack speaks a toast's text (compositor.json TYPE_NOTIFICATION_STATE_CHANGED, sourceRole toast); on iOS the app posts UIAccessibility.post(.announcement). Focus stays on Send"
    ),
    ComponentExample(
      "- button: { label: Delete, shows: deleted }\n- toast: { label: Photo deleted, action: Undo, id: deleted }",
      commands: ["first", "activate", "next", "next"], voiceOver: "Undo, button", talkBack: "Undo, Button",
      source: "a snackbar stays in the app's window: its text and action button are reached by swiping"),
    ComponentExample(
      "- toast: { label: No connection, action: Retry, shown: true }", voiceOver: "No connection",
      talkBack: "No connection", source: "a snackbar already on screen is read like text where it sits"),
  ]

  public var common: CommonProperties
  public var action: String?
  public var shown: Bool

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    action = reader.string(Self.action)
    shown = reader.bool(Self.shown) ?? false
    if common.label == nil {
      reader.diagnostics.error(
        at: reader.location, "a toast needs its message as its label, e.g. 'toast: Message sent'")
    }
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    // A plain toast lives in a system window swipes never reach; a snackbar is part of the screen.
    guard shown, let action else { return [] }
    var text = context.node(for: common, role: .staticText, actionable: false)
    text.hint = nil
    var button = context.node(for: common, role: .button, part: ComponentPart(.action))
    button.name = action
    button.nameSource = .snackbarAction
    button.hint = nil
    return [text, button]
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    switch action {
    case .show:
      shown = true
      return common.label.map { [.announce(LiveAnnouncement(text: $0, politeness: .polite))] } ?? []
    case .activate where part.kind == .action:
      // The action done, the snackbar goes away.
      shown = false
      return [.stateChanged] + common.activationEffects
    default:
      return []
    }
  }
}

extension ComponentPart.Kind {
  /// A snackbar's action button.
  static let action = Self("action")
}

extension Toast {
  /// A snackbar the user made appear (or dismissed) stays so.
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    shown = previous.shown
    return .kept
  }
}
