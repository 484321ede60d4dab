import ScreenReader

/// Name: a placeholder is not a name; it vanishes as soon as the user types.
public struct PlaceholderAsNameRule: AuditRule {
  public static let about = AuditRuleDescription(
    "placeholder-as-name", .name, "A text field whose only label is its placeholder.",
    triggering: ["elements: [ { text-field: { placeholder: Email address } } ]"],
    nonTriggering: ["elements: [ { text-field: { label: Email, placeholder: name@example.com } } ]"])

  public static func findings(in scene: AuditScene) -> [Finding] {
    findings(for: TextField.self, in: scene) { field in
      guard let placeholder = field.placeholder, field.common.label == nil, field.common.ios.accessibilityLabel == nil,
        field.common.android.contentDescription == nil
      else { return nil }
      return
        "the text field's only label is its placeholder '\(placeholder)', which disappears once the user types; give it a visible label"
    }
  }
}
