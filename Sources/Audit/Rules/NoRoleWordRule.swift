import ScreenReader

/// Role: something a user can act on says what kind of thing it is. A check box
/// drawn as a plain view, or a text that opens a dialog, is read as bare text:
/// nothing tells the listener it can be double tapped (seeds 000, 001: "Role").
public struct NoRoleWordRule: AuditRule {
  public static let about = AuditRuleDescription(
    "no-role-word", .role, "An element a user can act on (it opens, closes, announces) read with no control role.",
    triggering: [
      "# A text with a tap handler that opens a dialog.\nelements: [ { ↓text: { label: 'Date: 12 March', opens: d } } ]\nmodals: { d: { kind: dialog, elements: [ { button: { label: Done, closes: true } } ] } }",
      "# A custom check box with its traits and role description cleared.\nelements: [ { ↓checkbox: { label: Subscribe, ios: { accessibilityTraits: [] }, android: { roleDescription: '' } } } ]",
      "# A heading says 'Heading', which does not say a double tap does anything.\nelements: [ { ↓heading: { label: Show details, announce: Details shown } } ]",
      "# The adjustable trait taken away: VoiceOver says 'Volume, 40%' and nothing of swiping up or down.\nelements: [ { ↓slider: { label: Volume, value: 40, ios: { accessibilityTraits: [] } } } ]",
      "# The button trait taken away on iOS only.\nelements: [ { ↓button: { label: Pay, ios: { accessibilityTraits: [staticText] } } } ]",
      "# A clickable layout or TextView: TalkBack says 'Fri, Apr 21' and no role.\nelements: [ { ↓text: { label: 'Fri, Apr 21', android: { clickable: true } } } ]",
      "locale: de\nelements: [ { ↓image: { label: Warenkorb, android: { clickable: true } } } ]",
      "locale: es\nelements: [ { ↓text: { label: Ver pedido, android: { clickable: true } } } ]",
      "# A checkable layout: TalkBack says 'not checked, Exact search' and no role.\nelements: [ { ↓list-row: { label: Exact search, checked: false } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: { label: 'Date: 12 March', opens: d } } ]\nmodals: { d: { kind: dialog, elements: [ { button: { label: Done, closes: true } } ] } }",
      "elements: [ { checkbox: Subscribe }, { text: Terms apply } ]",
      "locale: fr\nelements: [ { button: Voir la commande }, { text: { label: Livraison gratuite, android: { clickable: false } } } ]",
      "# An app's own role description is a role.\nelements: [ { checkbox: { label: Subscribe, android: { roleDescription: Toggle } } } ]",
      "locale: de\nelements: [ { switch: { label: Benachrichtigungen, on: true } }, { text: Sie können das später ändern } ]",
      "locale: es\nelements: [ { checkbox: { label: Recordarme, checked: false } }, { button: Entrar } ]",
    ])

  /// Kinds drawn as text, a heading or an image: they say no control role of their own,
  /// so acting (opening, closing, announcing, an action) is what makes them controls.
  /// (A list row or an Android link reads with no role word natively: the platform's own wording.)
  static let passiveRoles: Set<Role> = [.staticText, .heading, .image]

  /// Whether activating it, or one of its actions, does something by the scenario's keys.
  static func acts(_ common: CommonProperties) -> Bool {
    guard !common.disabled else { return false }
    return common.opens != nil || common.closes || common.announce != nil || common.longPress != nil
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      let component = entry.component
      var silent: [HeardNode] = []
      // Whether what lost its role is adjusted (swiped up or down) rather than activated.
      var adjusts = false
      for platform in Platform.allCases {
        // A native widget read with no role (TalkBack's NumberPicker, a list row) is the
        // platform's own wording, not a defect: only a role the scenario took away, or an
        // element drawn as text that acts, is flagged.
        // Heard natively only when a node speaks no control role: most do, and hearing costs.
        var native: [HeardNode]?
        for (index, heard) in entry.heard(on: platform).enumerated() where heard.node.isFocusable {
          guard !heard.speaksControlRole else { continue }
          let own = native ?? scene.hear(NativeComponent.withOwnRole(component), on: platform)
          native = own
          // A slider whose adjustable trait was taken away is as silent as a button that
          // lost its trait: nothing says it adjusts (WCAG 4.1.2: every component's role).
          let lostRole =
            index < own.count && own[index].speaksControlRole
            && (heard.node.isActionable || heard.node.isAdjustable || own[index].node.isAdjustable)
          // A view clickable on Android with no role from its class (a clickable layout or
          // TextView: TalkBack's Role.getRole gives it none) acts too.
          // A checkable node with no role of its own and no control inside (a checkable layout):
          // its state is read, but nothing says what kind of control it is.
          let checkableWithoutRole =
            heard.node.checked != nil && heard.node.role == .none && heard.node.innerControl == nil
          let passiveThatActs =
            (acts(component.common) || heard.node.isActionable) && heard.node.route.part == .main
            && (passiveRoles.contains(heard.node.role) || checkableWithoutRole)
            && heard.node.links.isEmpty
          guard lostRole || passiveThatActs else { continue }
          adjusts = adjusts || (lostRole && index < own.count && own[index].node.isAdjustable)
          silent.append(heard)
          break
        }
      }
      guard !silent.isEmpty else { return nil }
      let name = component.common.labelOrID
      if adjusts {
        return finding(
          component, platforms: silent.map(\.platform),
          "'\(name)' adjusts but is read with no control role (\(AuditScene.quote(silent))), so nothing says swiping up or down changes it; keep its native role (the adjustable trait)"
        )
      }
      let does = component.common.opens.map { "opens '\($0)'" } ?? "can be activated"
      return finding(
        component, platforms: silent.map(\.platform),
        "'\(name)' \(does) but is read with no control role (\(AuditScene.quote(silent))), so nothing says it can be double tapped; make it a native control (a button), or give it the role (the button trait / a role description)"
      )
    }
  }
}
