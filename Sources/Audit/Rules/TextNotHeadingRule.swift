import ScreenReader

/// Role: a text drawn as a section title (`looks-like: heading`) must be a heading to the
/// readers too, or the headings rotor (VoiceOver) and heading navigation (TalkBack) skip
/// the section it opens. WCAG 2.2 SC 1.3.1 Info and Relationships, failure F2 (a change
/// of text presentation carrying structure without the markup); Apple's
/// UIAccessibilityTraits.header; Android's ViewCompat.setAccessibilityHeading and
/// Compose's Modifier.semantics { heading() }.
public struct TextNotHeadingRule: AuditRule {
  public static let about = AuditRuleDescription(
    "text-not-heading", .role, "A text drawn as a section title that the readers do not hear as a heading.",
    triggering: [
      "elements: [ { ↓text: { label: Delivery address, looks-like: heading } }, { text-field: Street } ]",
      "locale: de\nelements: [ { ↓text: { label: Zahlungsart, looks-like: heading } }, { radio-group: { label: Zahlungsart, options: [Karte, Rechnung] } } ]",
      "# The header trait given on iOS only: TalkBack still reads plain text.\nlocale: es\nelements: [ { ↓text: { label: Envío, looks-like: heading, ios: { accessibilityTraits: [header] } } } ]",
    ],
    nonTriggering: [
      "elements: [ { heading: Delivery address }, { text-field: Street } ]",
      "locale: fr\nelements: [ { heading: Livraison }, { text: Livraison gratuite dès 50 € } ]",
      "locale: de\nelements: [ { text: Zahlungsart wählen } ]",
    ])

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      guard let text = entry.component as? StaticText, text.looksLike == .heading else { return nil }
      let plain = Platform.allCases.compactMap { platform in
        entry.reached(on: platform).first { $0.node.role != .heading && !$0.node.otherTraits.contains(.heading) }
      }
      guard !plain.isEmpty else { return nil }
      return finding(
        text, platforms: plain.map(\.platform),
        "'\(text.common.labelOrID)' looks like a section title but is read as plain text (\(AuditScene.quote(plain))), so heading navigation skips the section; make it a heading (heading:, the header trait / accessibilityHeading)"
      )
    }
  }
}
