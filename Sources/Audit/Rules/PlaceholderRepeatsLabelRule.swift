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
    ],
    nonTriggering: [
      "elements: [ { text-field: { label: Email, placeholder: name@example.com } } ]",
      "elements: [ { text-field: { label: Email, placeholder: Email, value: jane@example.com } } ]",
    ])

  static func letters(_ text: String) -> String {
    String(text.lowercased().filter(\.isLetter))
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    findings(for: TextField.self, in: scene) { field in
      // The placeholder is heard only while the field is empty.
      guard let placeholder = field.placeholder, (field.value ?? "").isEmpty else { return nil }
      let names = Platform.allCases.flatMap { platform in scene.hear(field, on: platform).compactMap(\.name) }
      guard let label = names.first(where: { letters($0) == letters(placeholder) }) else { return nil }
      return
        "the placeholder '\(placeholder)' repeats the label '\(label)', so the name is heard twice and nothing says what to type; use the placeholder for an example value (e.g. name@example.com) or leave it out"
    }
  }
}
