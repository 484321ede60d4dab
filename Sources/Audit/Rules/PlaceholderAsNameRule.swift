import ScreenReader

/// Name: a placeholder is not a name; it vanishes as soon as the user types.
/// Judged per platform from what each reader speaks: an accessibilityLabel names
/// the field for VoiceOver only, so TalkBack may still read the placeholder as its name.
public struct PlaceholderAsNameRule: AuditRule {
  public static let about = AuditRuleDescription(
    "placeholder-as-name", .name, "A text field whose only name, as a reader speaks it, is its placeholder.",
    triggering: [
      "elements: [ { ↓text-field: { placeholder: Email address } } ]",
      "# Named for VoiceOver only: TalkBack reads the hint text as the name.\nelements: [ { ↓text-field: { placeholder: Email address, ios: { accessibilityLabel: Email } } } ]",
      "locale: de\nelements: [ { ↓text-field: { placeholder: E-Mail-Adresse } } ]",
      "# Typed into, the field says only what was typed: 'Jane Doe, text field'.\nelements: [ { ↓text-field: { placeholder: Full name, value: Jane Doe } } ]",
      "# An empty EditText's text is its hint, read before its content description (EditTextDescription).\nelements: [ { ↓text-field: { placeholder: Email address, ios: { accessibilityLabel: Email }, android: { contentDescription: Email } } } ]",
    ],
    nonTriggering: [
      "elements: [ { text-field: { label: Email, placeholder: name@example.com } } ]",
      "elements: [ { text-field: { label: Email, placeholder: Email address, ios: { accessibilityLabel: Email } } } ]",
    ])

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry -> Finding? in
      // Once typed into, the placeholder is gone and the field says only what was typed.
      let typedOver = (entry.component as? TextField)?.placeholder
      let heard = Platform.allCases.compactMap { platform in
        entry.reached(on: platform).first { $0.placeholderAsName != nil || (typedOver != nil && $0.name == nil) }
      }
      guard let placeholder = heard.first?.placeholderAsName ?? typedOver, !heard.isEmpty else { return nil }
      return finding(
        entry.component, platforms: heard.map(\.platform),
        "the text field's only name is its placeholder '\(placeholder)' (\(AuditScene.quote(heard))), which disappears once the user types; give it a visible label"
      )
    }
  }
}
