import ScreenReader

/// One node of an imported accessibility tree, whatever format it came from:
/// the shared model every reader fills and the mapper turns into components.
public struct SourceNode: Sendable {
  /// What the node is, as far as the source tells (the class, Role or type, normalised).
  public var role: SourceRole
  /// The source's own name for its type: `android.widget.Button`, `Role = 'Switch'`, `AXButton`, `Button`.
  public var className: String
  /// resource-id, Compose test tag, AXUniqueId or accessibilityIdentifier.
  public var identifier: String?
  /// The text the view shows (android:text, Compose Text, XCUITest title).
  public var text: String?
  /// A name that replaces the text (content-desc, ContentDescription) or, on iOS, the accessibility label.
  public var contentDescription: String?
  /// Typed text or a current value (EditableText, AXValue, value:).
  public var value: String?
  /// A text field's hint or placeholder.
  public var placeholder: String?
  /// A usage hint (iOS help / accessibilityHint).
  public var hint: String?
  public var stateDescription: String?
  /// An error shown with a field (Compose `Error`).
  public var error: String?
  /// nil when the node is not checkable.
  public var checked: Bool?
  public var selected = false
  public var enabled = true
  public var focusable = false
  public var clickable = false
  public var longClickable = false
  /// uiautomator's scrollable: its children are top-level scroll items to TalkBack.
  public var scrollable = false
  /// Visible to the user (Appium's displayed); a node that is not is never a stop.
  public var displayed = true
  public var password = false
  public var heading = false
  /// Compose's MergeDescendants, or a container the reader reads as one element.
  public var mergesDescendants = false
  /// Whether the view is important for accessibility (Appium's `a11y-important`), when the dump says: a view
  /// that is not is left out of the tree TalkBack is given (a web page's nodes report "false"; not taken there).
  public var importantForAccessibility: Bool?
  /// A node of a web page inside a WebView: TalkBack focuses web nodes itself (shouldFocusNode hands them to
  /// the page's own navigation, WebInterfaceUtils.supportsWebActions), so each one that says something is a stop.
  public var webContent = false
  /// A node of a Compose screen inside a View dump (under a ComposeView): Compose makes every node
  /// important for accessibility and maps Selected by Role (AndroidComposeViewAccessibilityDelegateCompat).
  public var composeHosted = false
  /// An iOS node that is, or holds, a SwiftUI Toggle's shape (`SwiftUISignature`).
  public var hostsSwiftUIToggle = false
  /// The source flags it as having no accessible name (uiautomator's NAF="true").
  public var notAccessibilityFriendly = false
  public var customActions: [String] = []
  /// Progress or slider value as a fraction 0...1, when the source gives one.
  public var rangeFraction: Double?
  public var bounds: ElementFrame?
  /// The app package (uiautomator), used to leave the system's own windows out.
  public var package: String?
  public var location: ImportLocation
  public var children: [SourceNode] = []

  public init(role: SourceRole, className: String, location: ImportLocation) {
    self.role = role
    self.className = className
    self.location = location
  }

  /// Deeper than this no screen is nested (real dumps stay under 60 levels); a file that is, is refused.
  public static let maximumDepth = 256

  /// More nodes than this no screen has (real dumps have hundreds, a long web page a few thousand); a
  /// dump that does is refused where it passes the bound, so that memory and time stay bounded by it.
  public static let maximumCount = 50_000

  static func tooMany(_ file: String, _ location: ImportLocation) -> ImportError {
    ImportError(
      file: file, location: location,
      "more than \(maximumCount) nodes: no screen has this many; import a smaller part of the screen (one subtree of the dump)"
    )
  }

  static func tooDeep(_ file: String, _ location: ImportLocation) -> ImportError {
    ImportError(
      file: file, location: location,
      "nodes are nested more than \(maximumDepth) levels deep here; no screen is, so this is not a dump to import")
  }

  /// The name the node itself carries, content description first (as both readers prefer it).
  public var ownName: String? {
    contentDescription.nonBlank ?? text.nonBlank
  }
}

extension Optional where Wrapped == String {
  /// The text unless it is missing or only white space.
  var nonBlank: String? {
    guard let self, self.contains(where: { !$0.isWhitespace }) else { return nil }
    return self
  }
}
