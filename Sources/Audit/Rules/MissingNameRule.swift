import ScreenReader

/// Name: something a user can act on must say what it is.
public struct MissingNameRule: AuditRule {
  public static let about = AuditRuleDescription(
    "missing-name", .name, "A control the screen reader reaches with no name at all.",
    triggering: [
      "elements: [ { button: { id: close } } ]",
      // A value says what is chosen, not what the choice is for.
      "elements: [ { picker: { options: [Small, Large] } } ]",
      "elements: [ { text-field: { label: '   ' } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: { id: close, ios: { accessibilityLabel: Close }, android: { contentDescription: Close } } } ]",
      "elements: [ { picker: { label: Size, options: [Small, Large] } } ]",
      "elements: [ { text-field: { label: Email } } ]",
    ])

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      // Ungrouped labels and placeholder-only fields have rules of their own.
      guard entry.component.common.grouped else { return nil }
      if let field = entry.component as? TextField, field.placeholder != nil { return nil }
      let unnamed = entry.platforms { _, node in
        node.isFocusable && (node.isActionable || node.isAdjustable)
          && [node.name, node.labeledBy, node.containerLabel].allSatisfy { ($0 ?? "").allSatisfy(\.isWhitespace) }
      }
      guard !unnamed.isEmpty else { return nil }
      return finding(
        entry.component, platforms: unnamed,
        "'\(entry.component.common.id)' has no name: the screen reader says only its role; give it a label (or accessibilityLabel / contentDescription)"
      )
    }
  }
}
