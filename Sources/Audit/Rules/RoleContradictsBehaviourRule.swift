import ScreenReader

/// Role: the role a reader speaks must be the one thing the element is. Two exclusive
/// roles (a button that is also a link: Apple's UIAccessibilityTraits documentation
/// gives a link "a trait for elements that open a URL" and a button one that "performs
/// an action"), a heading that is also a control (Apple's header trait divides content;
/// WCAG 4.1.2 gives a component one role), or an adjustable element with no value to
/// adjust or no way to adjust it (UIAccessibilityTraitAdjustable requires
/// accessibilityIncrement / accessibilityDecrement and a value; Xcode's accessibility
/// audit reports it under XCUIAccessibilityAuditType.trait) tell the listener to do what
/// does nothing, or leave out what does something.
public struct RoleContradictsBehaviourRule: AuditRule {
  public static let about = AuditRuleDescription(
    "role-contradicts-behaviour", .role,
    "Roles that contradict each other or the element (button and link, a heading that is a control, adjustable with nothing to adjust).",
    triggering: [
      "elements: [ { ↓button: { label: Terms, ios: { accessibilityTraits: [button, link] } } } ]",
      "# Static text marked adjustable: VoiceOver says 'adjustable', and swiping up does nothing.\nlocale: de\nelements: [ { ↓text: { label: Gesamt 24 €, ios: { accessibilityTraits: [staticText, adjustable] } } } ]",
      "# A clickable heading on Android: TalkBack says 'Heading' and nothing of a double tap.\nlocale: fr\nelements: [ { ↓heading: { label: Livraison, android: { clickable: true } } } ]",
      "# A heading that is a button on iOS.\nlocale: es\nelements: [ { ↓button: { label: Envío, ios: { accessibilityTraits: [header, button] } } } ]",
      "# Adjustable with no value: VoiceOver says 'Volume, adjustable' and never the level.\nelements: [ { ↓slider: { label: Volume, value: 40, ios: { accessibilityValue: '' } } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: Terms }, { link: Privacy policy }, { heading: Shipping } ]",
      "locale: de\nelements: [ { slider: { label: Lautstärke, value: 40 } }, { stepper: { label: Anzahl, value: 1 } } ]",
      "# A button that is also an image is one role and a description of how it looks.\nlocale: fr\nelements: [ { image: { label: Fermer, ios: { accessibilityTraits: [button, image] } } } ]",
      "# Traits that only claim a button on a heading that does nothing are not behaviour.\nelements: [ { text: { label: About you, ios: { accessibilityTraits: [header, button] } } } ]",
      "locale: es\nelements: [ { heading: Envío }, { button: Continuar } ]",
    ])

  /// What contradicts on one node as heard; nil when nothing does.
  static func contradiction(_ heard: HeardNode, native: HeardNode?, clickable: Bool) -> String? {
    let node = heard.node
    let roles = [node.role] + node.otherTraits
    if roles.contains(.button) && roles.contains(.link) {
      return "is both a button and a link"
    }
    // By behaviour: a heading that acts, not one whose traits only claim a button.
    // (A heading that acts with no control role at all is no-role-word's.)
    if roles.contains(.heading) && (heard.speaksControlRole && (node.isActionable || node.isAdjustable) || clickable) {
      return "is a heading and a control at once"
    }
    if node.isAdjustable {
      if let native, !native.node.isAdjustable {
        return "is marked adjustable but has nothing to increment or decrement"
      }
      // VoiceOver's adjustable trait reads the value it changes (TalkBack reads a range's
      // own percentage, which an app cannot blank).
      if heard.platform == .ios && heard.stateWords.allSatisfy(\.isBlank) {
        return "is adjustable but has no value to say"
      }
    }
    return nil
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      var heard: [HeardNode] = []
      var what: String?
      for platform in Platform.allCases {
        let reached = entry.reached(on: platform)
        // The widget as drawn natively, heard only when a node is adjustable.
        let native =
          reached.contains { $0.node.isAdjustable }
          ? scene.hear(NativeComponent.withOwnRole(entry.component), on: platform) : []
        for node in reached {
          let own = native.first { $0.node.id == node.node.id }
          // A view clickable on Android (View.setClickable) is a control, whatever it is drawn as.
          let clickable = platform == .android && entry.component.common.android.clickable == true
          guard let found = contradiction(node, native: own, clickable: clickable) else { continue }
          what = what ?? found
          heard.append(node)
          break
        }
      }
      guard let what else { return nil }
      return finding(
        entry.component, platforms: heard.map(\.platform),
        "'\(entry.component.common.labelOrID)' \(what) (\(AuditScene.quote(heard))): the role says what a gesture will do, so give it the one role its behaviour has"
      )
    }
  }
}
