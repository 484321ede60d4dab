import ScreenReader

/// Role: something a user can act on says what kind of thing it is. A check box
/// drawn as a plain view, or a text that opens a dialog, is read as bare text:
/// nothing tells the listener it can be double tapped (seeds 000, 001: "Role").
public struct NoRoleWordRule: AuditRule {
  public static let about = AuditRuleDescription(
    "no-role-word", .role, "An element a user can act on (or one that opens a modal) read with no role word.",
    triggering: [
      // A text with a tap handler that opens a dialog.
      "elements: [ { text: { label: 'Date: 12 March', opens: d } } ]\nmodals: { d: { kind: dialog, elements: [ { button: { label: Done, closes: true } } ] } }",
      // A custom check box with its traits and role description cleared.
      "elements: [ { checkbox: { label: Subscribe, ios: { accessibilityTraits: [] }, android: { roleDescription: '' } } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: { label: 'Date: 12 March', opens: d } } ]\nmodals: { d: { kind: dialog, elements: [ { button: { label: Done, closes: true } } ] } }",
      "elements: [ { checkbox: Subscribe }, { text: Terms apply } ]",
    ])

  /// The role the screen reader speaks for the node, if any (a role description replaces it).
  static func spokenRole(of node: AccessibilityNode, on platform: Platform) -> String? {
    let policy: any PhrasingPolicy = platform == .ios ? VoiceOverPhrasing() : TalkBackPhrasing()
    let parts = policy.describe(node, context: DescriptionContext(hintsEnabled: false)).flatMap(\.parts)
    let role = parts.filter { $0.kind == .role }.map(\.text).joined()
    return role.allSatisfy(\.isWhitespace) ? nil : role
  }

  /// The component as its platform draws it natively, without traits or a role description that override its role.
  static func native(_ component: any Component) -> any Component {
    var native = component
    native.common.ios.accessibilityTraits = nil
    native.common.android.roleDescription = nil
    return native
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      let component = entry.component
      let opens = component.common.opens
      var silent: [Platform] = []
      var heard: [String] = []
      for platform in Platform.allCases {
        // A native widget read with no role (TalkBack's NumberPicker) is the platform's
        // own wording, not a defect: only a role the scenario took away, or a text
        // that opens something, is flagged.
        let nativeNodes = Self.native(component).realize(RealizationContext(platform: platform, componentIndex: 0))
        for (index, node) in (entry.nodes[platform] ?? []).enumerated() where node.isFocusable {
          guard Self.spokenRole(of: node, on: platform) == nil else { continue }
          let lostRole =
            node.isActionable && index < nativeNodes.count
            && Self.spokenRole(of: nativeNodes[index], on: platform) != nil
          let textThatOpens = opens != nil && [Role.staticText, .none].contains(node.role)
          guard lostRole || textThatOpens else { continue }
          silent.append(platform)
          if let speech = RoleWordInNameRule.speech(of: node, on: platform) {
            heard.append("\(platform.screenReaderName): '\(speech)'")
          }
          break
        }
      }
      guard !silent.isEmpty else { return nil }
      let name = component.common.labelOrID
      let does = opens.map { "opens '\($0)'" } ?? "can be activated"
      return finding(
        component, platforms: silent,
        "'\(name)' \(does) but is read with no role word (\(heard.joined(separator: "; "))), so nothing says it can be double tapped; make it a native control (a button), or give it the role (the button trait / a role description)"
      )
    }
  }
}
