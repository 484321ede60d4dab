import ScreenReader

/// Name: a text field reads back what was typed in it; a description put in its
/// place hides the text (Android's Accessibility Test Framework: an editable view's
/// content description). Judged per platform from what each reader says.
public struct FieldTextHiddenRule: AuditRule {
  public static let about = AuditRuleDescription(
    "field-text-hidden", .name, "A text field whose typed text a reader never says, a description in its place.",
    triggering: [
      "# VoiceOver reads the accessibilityValue where the typed text would be.\nelements: [ { ↓text-field: { label: Email, value: jane@example.com, ios: { accessibilityValue: Your email } } } ]"
    ],
    nonTriggering: [
      "elements: [ { text-field: { label: Email, value: jane@example.com } } ]",
      "# A password is never read back: that is the platform's own rule.\nelements: [ { text-field: { label: Password, value: secret, secure: true } } ]",
    ])

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry -> Finding? in
      guard let field = entry.component as? TextField, !field.secure, let typed = field.value, !typed.isBlank
      else { return nil }
      let hidden = Platform.allCases.compactMap { platform -> HeardNode? in
        let heard = entry.reached(on: platform)
        guard let main = heard.last, !heard.contains(where: { $0.speech.contains(typed) }) else { return nil }
        return main
      }
      guard !hidden.isEmpty else { return nil }
      return finding(
        field, platforms: hidden.map(\.platform),
        "what was typed in '\(field.common.labelOrID)' ('\(typed)') is never read back (\(AuditScene.quote(hidden))); leave the field's value to the platform, so the reader says its text"
      )
    }
  }
}
