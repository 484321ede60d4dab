/// Progress of a task: determinate (a percentage) or indeterminate (a spinner).
/// iOS UIProgressView / UIActivityIndicatorView; Android ProgressBar / Compose
/// progress indicators ("Progress bar").
public struct Progress: Component {
  public static let kind = "progress"
  public static let summary = "Progress of a task: a percentage, or indeterminate (a spinner)."
  public static let value = PropertyKey(
    "value", .integer, "Percent done, 0 to 100; leave it out for an indeterminate spinner.")
  public static let keys: [PropertyKey] = [value]
  public static let examples = [
    ComponentExample(
      "- progress: { label: Uploading, value: 40 }", voiceOver: "Uploading, 40%",
      talkBack: "40 percent, Uploading, Progress bar",
      source:
        "VoiceOver: UIProgressView's accessibilityValue is the percentage, with no trait word. TalkBack: rule_seek_bar for progress_bar, template_percent, value_progress_bar 'Progress bar' (compositor.json, strings_compositor.xml)"
    ),
    ComponentExample(
      "- progress: Loading", voiceOver: "Loading, In progress", talkBack: "In progress, Loading, Progress bar",
      source:
        "UIActivityIndicatorView's accessibilityValue 'In progress' while animating; Compose sets stateDescription R.string.in_progress 'In progress' on an indeterminate indicator"
    ),
    ComponentExample(
      "- button: { label: Search, announce: Loading results }\n- progress: Loading", commands: ["first", "activate"],
      voiceOver: "Loading results", talkBack: "Loading results",
      source:
        "a spinner that announces: the app posts an announcement (UIAccessibility.post(.announcement)) / a polite live region as loading starts; focus stays put"
    ),
  ]

  public var common: CommonProperties
  public var value: Int?

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    value = reader.integer(Self.value)
    if let value, value < 0 || value > 100 {
      reader.diagnostics.error(at: reader.locationOf(Self.value), "'value: \(value)' must be a percentage, 0 to 100")
      self.value = Swift.min(Swift.max(value, 0), 100)
    }
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: .progressBar) { node in
      node.isActionable = false
      switch context.platform {
      case .ios:
        guard node.valueSource != .accessibilityValue else { return }
        node.value = value.map { "\($0)%" } ?? context.words[.progressInProgress]
        node.valueSource =
          value == nil ? .activityIndicatorValue : .progressViewValue
      case .android:
        guard common.android.stateDescription == nil else { return }
        node.stateDescription =
          value.map { context.words[.progressPercent, .text(String($0))] } ?? context.words[.progressInProgress]
      }
    }
  }
}
