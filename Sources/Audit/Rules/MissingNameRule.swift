import ScreenReader

/// Name: something a user can act on must say what it is. Judged per platform
/// from the name each reader speaks.
public struct MissingNameRule: AuditRule {
  public static let about = AuditRuleDescription(
    "missing-name", .name, "A control the screen reader reaches with no name at all.",
    triggering: [
      "elements: [ { ↓button: { id: close } } ]",
      "# A value says what is chosen, not what the choice is for.\nelements: [ { ↓picker: { options: [Small, Large] } } ]",
      "elements: [ { ↓text-field: { label: '   ' } } ]",
      "# Named for TalkBack only: VoiceOver reads just \"button\".\nelements: [ { ↓button: { id: close, android: { contentDescription: Close } } } ]",
      "# An empty accessibilityLabel silences the visible label.\nelements: [ { ↓slider: { label: Volume, ios: { accessibilityLabel: '' } } } ]",
      "# TalkBack reads an edit box's typed text and drops its contentDescription (ATF: EditableContentDescCheck).\nelements: [ { ↓text-field: { label: Search, value: running shoes, android: { contentDescription: Search products } } } ]",
      "# A glyph named for VoiceOver only: TalkBack reads just the symbol.\nelements: [ { ↓button: { id: close, label: '×', ios: { accessibilityLabel: Close } } } ]",
      "# Android's hint text is spoken and counts as speakable text (ATF), so TalkBack has a name; VoiceOver reads just \"text field\".\nelements: [ { ↓text-field: { id: email, android: { hint: Email } } } ]",
      "locale: de\nelements: [ { ↓button: { id: schliessen } }, { text: Ihre Bestellung } ]",
      "# A menu drawn as a glyph: each reader says the symbol or nothing, never what it opens.\nlocale: es\nelements: [ { ↓button: { id: menu, label: '☰' } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: { id: close, ios: { accessibilityLabel: Close }, android: { contentDescription: Close } } } ]",
      "elements: [ { picker: { label: Size, options: [Small, Large] } } ]",
      "elements: [ { text-field: { label: Email } } ]",
      "# A glyph with a name for the screen reader.\nelements: [ { button: { label: '×', ios: { accessibilityLabel: Close }, android: { contentDescription: Close } } } ]",
      "locale: de\nelements: [ { button: Schließen }, { text: Ihre Bestellung } ]",
      "locale: es\nelements: [ { button: { label: '☰', ios: { accessibilityLabel: Menú }, android: { contentDescription: Menú } } } ]",
    ])

  /// Whether a node says no name: none at all, or only a glyph ("×", "☰", "➤") with no
  /// letter or digit, which a reader speaks as the symbol's own name ("multiplication
  /// sign") at best, never what the control does (WCAG 1.1.1 and 4.1.2: a control's name
  /// describes its purpose; Apple's accessibilityLabel for image-based buttons).
  static func isUnnamed(_ heard: HeardNode) -> Bool {
    guard let name = heard.name else { return true }
    return !name.contains { $0.isLetter || $0.isNumber }
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      // Ungrouped labels and placeholder-only fields have rules of their own.
      guard entry.component.common.grouped else { return nil }
      if let field = entry.component as? TextField, field.placeholder != nil { return nil }
      let unnamed = entry.heardPlatforms(where: { heard in
        let node = heard.node
        return node.isFocusable && (node.isActionable || node.isAdjustable) && isUnnamed(heard)
          && heard.placeholderAsName == nil
      })
      guard !unnamed.isEmpty else { return nil }
      let heard = unnamed.compactMap { platform in
        entry.reached(on: platform).first { ($0.node.isActionable || $0.node.isAdjustable) && isUnnamed($0) }
      }
      if let glyph = heard.lazy.compactMap(\.name).first {
        return finding(
          entry.component, platforms: unnamed,
          "'\(entry.component.common.id)' is named only by the glyph '\(glyph)' (\(AuditScene.quote(heard))), which says nothing of what it does; give it a name for the screen reader (accessibilityLabel / contentDescription)"
        )
      }
      // TalkBack reads an edit box's text before its contentDescription, which it then
      // drops (EditTextDescription.nameDescription, google/talkback 26a27dc0); ATF's
      // EditableContentDescCheck asks for no contentDescription on an editable view.
      if entry.component is TextField, unnamed.contains(.android),
        let description = entry.component.common.android.contentDescription, !description.isBlank
      {
        return finding(
          entry.component, platforms: unnamed,
          "'\(entry.component.common.id)' has no name once typed into (\(AuditScene.quote(heard))): TalkBack reads the typed text and drops the contentDescription '\(description)'; name an editable field by a visible label linked with labelFor, or android:hint, not a contentDescription"
        )
      }
      // A value says what is chosen ("page 2 of 3", "Small"), not what the choice is for.
      let says = heard.contains { !($0.node.value ?? "").isBlank } ? "its value and role" : "its role"
      return finding(
        entry.component, platforms: unnamed,
        "'\(entry.component.common.id)' has no name (\(AuditScene.quote(heard))): the screen reader says only \(says); give it a label (or accessibilityLabel / contentDescription)"
      )
    }
  }
}
