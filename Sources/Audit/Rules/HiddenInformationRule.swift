import ScreenReader

/// Focus: what the screen shows to inform (a total, a price, an error) must reach the
/// screen reader. Text hidden by isAccessibilityElement or importantForAccessibility,
/// whose words no other element speaks, is information only sighted users get (WCAG 2.2
/// SC 1.3.1 Info and Relationships and 4.1.2; Apple: "make sure all informative content
/// is accessible"; Android's importantForAccessibility "no" is for views that are purely
/// decorative). Hidden text another element speaks (a card read as one) is a duplicate,
/// not lost; a picture marked decorative is declared decoration.
public struct HiddenInformationRule: AuditRule {
  public static let about = AuditRuleDescription(
    "hidden-information", .focus,
    "Informative text (a total, a price, an error) hidden from a reader, said by nothing else.",
    triggering: [
      "# The order total hidden from VoiceOver.\nelements: [ { text: Subtotal $20.00 }, { ↓text: { label: Total $24.50, ios: { isAccessibilityElement: false } } }, { button: Pay } ]",
      "locale: de\nelements: [ { text-field: E-Mail }, { ↓text: { label: Ungültige E-Mail-Adresse, android: { importantForAccessibility: false } } } ]",
      "locale: es\nelements: [ { ↓text: { label: 'Precio: 12,99 €', ios: { isAccessibilityElement: false }, android: { importantForAccessibility: false } } }, { button: Comprar } ]",
      "locale: fr\nelements: [ { ↓heading: { label: Récapitulatif, ios: { isAccessibilityElement: false } } }, { text: 3 articles } ]",
    ],
    nonTriggering: [
      "elements: [ { text: Total $24.50 }, { button: Pay } ]",
      "# Hidden because another element says it: a duplicate, not lost.\nelements: [ { button: { label: 'Pay $24.50' } }, { text: { label: $24.50, ios: { isAccessibilityElement: false }, android: { importantForAccessibility: false } } } ]",
      "locale: de\nelements: [ { image: { label: Trennlinie, decorative: true } }, { text: { label: '★★★', ios: { isAccessibilityElement: false } } } ]",
      "locale: es\nelements: [ { text: 'Precio: 12,99 €' }, { button: Comprar } ]",
    ])

  public static func findings(in scene: AuditScene) -> [Finding] {
    // Every word each reader says anywhere on the screen, by platform: made once, and only
    // when something is hidden.
    var spoken: [Platform: Set<String>] = [:]
    func said(on platform: Platform) -> Set<String> {
      if let words = spoken[platform] { return words }
      var words: Set<String> = []
      for entry in scene.entries {
        for heard in entry.reached(on: platform) { words.formUnion(RoleWords.tokens(heard.speech)) }
      }
      spoken[platform] = words
      return words
    }
    return scene.entries.compactMap { entry in
      let component = entry.component
      // A hidden element that acts is hidden-control's.
      let common = component.common
      guard !NoRoleWordRule.acts(common), common.actions.isEmpty else { return nil }
      guard component is StaticText || component is Heading || (component as? Image)?.decorative == false else {
        return nil
      }
      var hidden: [HeardNode] = []
      for platform in Platform.allCases {
        let lost = entry.heard(on: platform).first { heard in
          guard !heard.node.isFocusable, !heard.node.isActionable, let text = heard.node.name ?? heard.node.visibleLabel
          else { return false }
          let words = RoleWords.tokens(text)
          return !words.isEmpty && !said(on: platform).isSuperset(of: words)
        }
        if let lost { hidden.append(lost) }
      }
      guard let first = hidden.first else { return nil }
      let text = first.node.name ?? first.node.visibleLabel ?? component.common.id
      let readers = hidden.map(\.platform.screenReaderName).joined(separator: " and ")
      return finding(
        component, platforms: hidden.map(\.platform),
        "'\(text)' is shown but hidden from \(readers) (\(HiddenControlRule.hider(component, on: first.platform))), and nothing else says it: a listener never learns it; let the reader reach it, or say it in the element it belongs to"
      )
    }
  }
}
