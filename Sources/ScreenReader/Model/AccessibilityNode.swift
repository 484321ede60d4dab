/// One element as a screen reader sees it after the platform realised a component:
/// the accessibility API's view (name, value, role, states, hint), not the visuals.
///
/// Nodes are plain values: realisation makes them, phrasing policies read them.
public struct AccessibilityNode: Hashable, Sendable {
  /// Unique within its window; the component's id, plus a part suffix for multi-node components.
  public var id: String
  public var role: Role
  /// The accessible name after the platform's precedence rules.
  public var name: String?
  /// Which property the name came from (the visible label, accessibilityLabel...).
  public var nameSource: PartSource
  /// iOS accessibilityValue; on Android the text of non-focusable children read after the role.
  public var value: String?
  public var valueSource: PartSource
  /// An app-supplied hint (accessibilityHint / Android hint text).
  public var hint: String?
  /// TalkBack's custom click label: "Double-tap to <label>".
  public var clickLabel: String?
  /// Android: the view's tooltip text, which TalkBack reads after the node's hint text
  /// when it differs from the node's own description (getUniqueTooltipText).
  public var tooltip: String? = nil
  /// Android: an ImageView or ImageButton, which TalkBack describes with
  /// NonTextViewsDescription: with nothing to say, its state is "Unlabelled".
  public var isNonTextView: Bool
  /// The toolkit its scenario or element named (`toolkit:`), which `why` names; nil: the
  /// platform's standard one (UIKit, Views).
  public var toolkit: Toolkit?
  /// Checked state for checkable nodes; nil when not checkable.
  public var checked: Bool?
  /// On/off for switches; nil otherwise.
  public var isOn: Bool?
  /// Android: a non-focusable control inside it whose state and role it reads after its texts.
  public var innerControl: InnerControl? = nil
  public var isSelected: Bool
  /// Expanded state for elements that expand; nil when the element does not expand.
  public var expanded: Bool?
  public var isEnabled: Bool
  /// Android stateDescription: replaces TalkBack's own state words.
  public var stateDescription: String?
  /// Android roleDescription: replaces TalkBack's role word.
  public var roleDescription: String?
  /// Android labelFor: the text of the label view, read "X for Label".
  public var labeledBy: String?
  /// The label view's text has ", required" after it, written by the scenario's `required: true`.
  public var labeledByMarkedRequired = false
  public var position: Position?
  public var collection: CollectionMembership?
  /// The collection TalkBack counts it in: none when that holds one item (`isEntered`).
  public var enteredCollection: CollectionMembership? { collection.flatMap { $0.isEntered ? $0 : nil } }
  /// iOS adjustable trait / Android scrollable value: swipe up and down change it.
  public var isAdjustable: Bool
  /// iOS: the roles of the element's further UIAccessibilityTraits beside `role` (a
  /// button that is also a heading). VoiceOver speaks a word for each, in its order.
  public var otherTraits: [Role]
  /// iOS: UINavigationBar's back item, which carries UIKit's backButton trait.
  public var isBackButton: Bool
  /// iOS: a text view of several lines (UIKit's textArea trait: UITextView, TextEditor).
  public var isTextArea: Bool
  /// iOS: a SwiftUI heading's level, 1 to 6 (accessibilityHeading(_:)); nil for none.
  public var headingLevel: Int? = nil
  /// The scrolling container the node is an item of, if any (`list` with `visible-rows` or `paged`).
  public var scrollContainer: ScrollContainer? = nil
  /// iOS: the app's magic tap activates it (accessibilityPerformMagicTap).
  public var isMagicTapTarget = false
  /// Whether activation does something (drives hints and the TalkBack earcon).
  public var isActionable: Bool
  /// Whether a screen reader stops on it when swiping. Hidden elements stay in the
  /// tree (for `tree` and audits) but are skipped.
  public var isFocusable: Bool
  /// Whether an external keyboard's Tab stops on it (Android `focusable`).
  public var isKeyboardFocusable: Bool
  /// Whether swipes reach it but it is invisible on screen (iOS dismiss buttons).
  public var isVisuallyHidden: Bool
  public var customActions: [String]
  /// Links inside the element's text (inline links, or the element itself as a link).
  public var links: [String]
  /// An error shown with the element (a text field's error text).
  public var error: String?
  /// A secure (password) text field: its text is never read out.
  public var isSecure: Bool
  /// One choice among several (a radio button, an option in a list): TalkBack hints "to select".
  public var isSingleSelectionItem: Bool
  public var isLongPressable: Bool
  /// Extra words spoken before the node (e.g. a grouped label read first by iOS).
  public var containerLabel: String?
  /// Which component, and which part of it, this node belongs to.
  public var route: NodeRoute
  /// The text a sighted user sees on it, whatever the reader speaks (an Android
  /// text field speaks its typed text, not its label): `touch` finds by it too.
  public var visibleLabel: String?
  /// The language of the app's text on it (its component's `lang:`, an eSpeak NG tag);
  /// nil: the scenario's, else the locale's.
  public var language: String?

  public init(
    id: String, role: Role, name: String?, nameSource: PartSource = .visibleLabel,
    route: NodeRoute
  ) {
    self.id = id
    self.role = role
    self.name = name
    self.nameSource = nameSource
    self.value = nil
    self.valueSource = .value
    self.hint = nil
    self.clickLabel = nil
    self.isNonTextView = false
    self.toolkit = nil
    self.checked = nil
    self.isOn = nil
    self.isSelected = false
    self.expanded = nil
    self.isEnabled = true
    self.stateDescription = nil
    self.roleDescription = nil
    self.labeledBy = nil
    self.position = nil
    self.collection = nil
    self.isAdjustable = false
    self.otherTraits = []
    self.isBackButton = false
    self.isTextArea = false
    self.isActionable = false
    self.isFocusable = true
    self.isKeyboardFocusable = true
    self.isVisuallyHidden = false
    self.customActions = []
    self.links = []
    self.error = nil
    self.isSecure = false
    self.isSingleSelectionItem = false
    self.isLongPressable = false
    self.containerLabel = nil
    self.route = route
    self.visibleLabel = nil
  }

  /// The name a user types to reach it (`touch Country`) and the spec and the REPL call
  /// it by: its own name (a stand-in such as an empty field's placeholder included, as
  /// that is what is heard), else the name the reader speaks for it from elsewhere
  /// (`spokenName(on:)`: a label view, the group), else its value, else its id.
  public var displayName: String {
    if let name, !name.isEmpty { return name }
    if let named = [labeledBy, containerLabel].lazy.compactMap({ $0 }).first(where: { !$0.isBlank }) {
      return named
    }
    if let value, !value.isEmpty { return value }
    return id
  }
}

extension AccessibilityNode {
  /// Whether an external keyboard's Tab stops on it: an enabled control a keyboard
  /// user operates (one that acts, an adjustable one such as a slider, a field to type in).
  /// Adjustable nodes count: the seeds' keyboard tables have Tab follow screen-reader
  /// focus to every control (seed 003), and Android's AbsSeekBar takes the arrow keys
  /// once focused (onKeyDown, DPAD left/right: AOSP frameworks/base
  /// core/java/android/widget/AbsSeekBar.java). The session's Tab and the audit read
  /// this one definition.
  public var isKeyboardReachable: Bool {
    isFocusable && isEnabled && isKeyboardFocusable && isKeyboardControl
  }

  /// Something a keyboard user must be able to reach: it acts, adjusts or takes text.
  public var isKeyboardControl: Bool {
    isActionable || isAdjustable || role == .textField || role == .searchField
  }

  /// Whether a user means this node by `text`: its id, the name the reader
  /// speaks, or its visible label (case, spacing and punctuation aside for names).
  public func answers(to text: String) -> Bool {
    if id.lowercased() == text.lowercased() { return true }
    return [displayName, visibleLabel].contains { $0.map { SpeechMatcher.matches($0, expected: text) } ?? false }
  }
}
