/// The bar at the top of a screen: a back button, the screen's title and a few
/// action buttons. iOS UINavigationBar: "back button", the title a heading.
/// Android Toolbar / Compose TopAppBar: "Navigate up, Button", the title as text.
public struct NavigationBar: Component {
  public static let kind = "navigation-bar"
  public static let summary = "The top bar: back button, the screen's title, action buttons."
  public static let back = PropertyKey("back", .bool, "Whether it has a back button (default true).")
  public static let backLabel = PropertyKey(
    "back-label", .string, "iOS: the previous screen's title, shown on the back button (default 'Back').")
  public static let buttons = PropertyKey(
    "buttons", .strings, "Buttons at the trailing end (bar button items / action items), in order.")
  public static let keys: [PropertyKey] = [back, backLabel, buttons]
  public static let examples = [
    ComponentExample(
      "- navigation-bar: Settings", voiceOver: "back button", talkBack: "Navigate up, Button",
      source:
        "iOS: UINavigationBar's back button is labelled 'Back' with no previous title and has UIKit's backButton trait, so VoiceOver drops the label and says the trait, 'Back Button.' (cashapp/AccessibilitySnapshot e0ec1c6, NavBarBackButtonAccessibilityTraitsViewController, testNavBarBackButtonTraitsWithoutTitles). Android: the Toolbar's up button's contentDescription is AppCompat's abc_action_bar_up_description 'Navigate up'"
    ),
    ComponentExample(
      "- navigation-bar: Settings", commands: ["first", "next"], voiceOver: "Settings, heading",
      talkBack: "Settings",
      source: "UINavigationBar gives its title the header trait; a Toolbar's or TopAppBar's title is a plain text view"),
    ComponentExample(
      "- navigation-bar: { label: Wi-Fi, back-label: Settings, buttons: [Edit] }", commands: ["first"],
      voiceOver: "Settings, back button", talkBack: "Navigate up, Button",
      source:
        "iOS shows the previous screen's title on the back button, read before its trait 'Back Button.' (cashapp/AccessibilitySnapshot e0ec1c6, testNavBarBackButtonTraitsWithTitles); Android's up button stays 'Navigate up'"
    ),
    ComponentExample(
      "- navigation-bar: { label: Wi-Fi, back: false, buttons: [Edit] }", commands: ["last"],
      voiceOver: "Edit, button", talkBack: "Edit, Button", source: "bar buttons are plain buttons"),
  ]

  public var common: CommonProperties
  public var back: Bool
  public var backLabel: String?
  public var buttons: [String]

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    back = reader.bool(Self.back) ?? true
    backLabel = reader.string(Self.backLabel)
    buttons = reader.strings(Self.buttons) ?? []
    if common.label == nil {
      reader.diagnostics.error(at: reader.location, "a navigation-bar needs the screen's title as its label")
    }
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let ios = context.platform == .ios
    let hidden = common.isHidden(on: context.platform)
    var nodes: [AccessibilityNode] = []
    func button(_ part: ComponentPart, _ name: String, _ source: PartSource) -> AccessibilityNode {
      var node = AccessibilityNode(
        id: part.nodeID(in: common.id), role: .button, name: name, nameSource: source, route: context.route(part))
      node.isActionable = !common.disabled
      node.isEnabled = !common.disabled
      node.isFocusable = !hidden
      return node
    }
    if back {
      var node: AccessibilityNode
      if ios, let backLabel {
        node = button(ComponentPart(.back), backLabel, .backButton)
      } else {
        // The platform's own word, in the device's language (the reader's table).
        let (key, source): (WordKey, PartSource) = ios ? (.backButton, .backButton) : (.navigateUp, .upButton)
        let name = context.words.phrase(key)
        node = button(ComponentPart(.back), name.text, context.words.source(source, isFallback: name.isFallback))
      }
      // UINavigationBar's back item carries UIKit's backButton trait (AccessibilitySnapshot e0ec1c6).
      node.isBackButton = ios
      nodes.append(node)
    }
    let (title, source) = context.name(for: common)
    var titleNode = AccessibilityNode(
      id: ComponentPart(.title).nodeID(in: common.id), role: ios ? .heading : .staticText, name: title,
      nameSource: source, route: context.route(ComponentPart(.title)))
    titleNode.isFocusable = !hidden
    nodes.append(titleNode)
    for (index, title) in buttons.enumerated() {
      nodes.append(button(ComponentPart(.button, index: index), title, .barButtonTitle))
    }
    return nodes
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    // The back button does what the bar says (closes a modal, announces); the title does nothing.
    guard action == .activate, part.kind == .back else { return [] }
    return common.activationEffects
  }
}

extension ComponentPart.Kind {
  /// The back (up) button.
  static let back = Self("back")
  /// One of the bar's buttons.
  static let button = Self("button")
}
