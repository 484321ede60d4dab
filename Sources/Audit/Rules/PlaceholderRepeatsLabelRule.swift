import ScreenReader

/// Name: a placeholder that only repeats the label makes the name heard twice
/// ("Email, Email, text field") and tells nothing about what to type; a
/// placeholder is for an example value (seed 003: placeholder text is not the name).
public struct PlaceholderRepeatsLabelRule: AuditRule {
  public static let about = AuditRuleDescription(
    "placeholder-repeats-label", .name, "A placeholder that says the same as the field's label.",
    triggering: [
      "elements: [ { ↓text-field: { label: Email, placeholder: Email } } ]",
      "elements: [ { ↓text-field: { label: Full name, placeholder: 'Full name…' } } ]",
      // iOS only: VoiceOver hears the label, then the placeholder; TalkBack hears the
      // placeholder once, as its only name (placeholder-as-name, Android only).
      "elements: [ { ↓text-field: { placeholder: Email, ios: { accessibilityLabel: Email } } } ]",
    ],
    nonTriggering: [
      "elements: [ { text-field: { label: Email, placeholder: name@example.com } } ]",
      "elements: [ { text-field: { label: Email, placeholder: Email, value: jane@example.com } } ]",
    ])

  static func letters(_ text: String) -> String {
    String(text.lowercased().filter(\.isLetter))
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { $0.component as? TextField }.compactMap { field in
      // The placeholder is heard only while the field is empty.
      guard let placeholder = field.placeholder, (field.value ?? "").isEmpty else { return nil }
      // Only a reader whose name is the placeholder's words hears it twice: a name given
      // to one platform alone (accessibilityLabel) leaves the other with the placeholder
      // as its only name, which placeholder-as-name reports there.
      let repeated = Platform.allCases.compactMap { platform in
        scene.hear(field, on: platform).compactMap(\.name).first { letters($0) == letters(placeholder) }
          .map { (platform, $0) }
      }
      guard let label = repeated.first?.1 else { return nil }
      return finding(
        field, platforms: repeated.map(\.0),
        "the placeholder '\(placeholder)' repeats the label '\(label)', so the name is heard twice and nothing says what to type; use the placeholder for an example value (e.g. name@example.com) or leave it out"
      )
    }
  }
}
