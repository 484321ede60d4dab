import ScreenReader

/// Name: a control's spoken name must contain the words it shows (WCAG 2.2 SC 2.5.3
/// Label in Name; the seeds' "Name describes the purpose of the control and matches the
/// visible label"). A speech-control user says what they see ("Tap Send"); a screen
/// reader user told "Submit message" cannot find the "Send" a sighted colleague names.
/// Deque's axe-core checks the same on the web (label-content-name-mismatch). Only where
/// the visible text is known: a `label:` that a description replaces.
public struct LabelNotInNameRule: AuditRule {
  public static let about = AuditRuleDescription(
    "label-not-in-name", .name, "A control whose spoken name does not contain the text it shows (WCAG 2.5.3).",
    triggering: [
      "elements: [ { ↓button: { label: Send, ios: { accessibilityLabel: Submit message }, android: { contentDescription: Submit message } } } ]",
      "# Replaced for VoiceOver only.\nelements: [ { ↓button: { label: Buy, ios: { accessibilityLabel: Purchase } } } ]",
      "locale: de\nelements: [ { ↓button: { label: Weiter, android: { contentDescription: Nächster Schritt } } } ]",
      "locale: es\nelements: [ { ↓switch: { label: Notificaciones, on: true, ios: { accessibilityLabel: Avisos } } } ]",
      "locale: fr\nelements: [ { ↓link: { label: Conditions générales, android: { contentDescription: CGV } } } ]",
    ],
    nonTriggering: [
      "# The visible words, first, with more after them.\nelements: [ { button: { label: Send, ios: { accessibilityLabel: Send message }, android: { contentDescription: Send message } } } ]",
      "# Case and punctuation are not words.\nelements: [ { button: { label: 'Buy now!', ios: { accessibilityLabel: buy now } } } ]",
      "locale: fr\nelements: [ { button: { label: Envoyer, android: { contentDescription: Envoyer le message } } } ]",
      "locale: de\nelements: [ { button: { label: Weiter, ios: { accessibilityLabel: Weiter zur Kasse } } } ]",
      "# A glyph shows no words: its description is the only name.\nelements: [ { button: { label: '×', ios: { accessibilityLabel: Close }, android: { contentDescription: Close } } } ]",
      "# Plain text is not a control a user names to operate.\nlocale: es\nelements: [ { text: { label: 'Total: 12 €', ios: { accessibilityLabel: 'Total, 12 euros' } } } ]",
    ])

  /// Whether `name` holds the words of `label`, in order and together (case and
  /// punctuation aside, as speech recognisers take them).
  static func contains(_ name: String, wordsOf label: String) -> Bool {
    let shown = words(label)
    guard !shown.isEmpty else { return true }
    let spoken = words(name)
    guard spoken.count >= shown.count else { return false }
    return (0...(spoken.count - shown.count)).contains { spoken[$0..<($0 + shown.count)].elementsEqual(shown) }
  }

  /// Its words, lowercased, without punctuation.
  static func words(_ text: String) -> [String] { RoleWords.tokens(text) }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      var heard: [HeardNode] = []
      for platform in Platform.allCases {
        let missing = entry.reached(on: platform).first { node in
          // The element's own label replaced by a description: parts (a stepper's buttons,
          // a group's options) carry names of their own.
          guard node.node.isActionable || node.node.isAdjustable, node.node.route.part == .main,
            let shown = node.node.visibleLabel, shown == entry.component.common.label,
            shown.filter(\.isLetter).count > 1, let name = node.name,
            [.accessibilityLabel, .contentDescription].contains(node.node.nameSource)
          else { return false }
          // A description set to the placeholder's words is placeholder-repeats-label's.
          if let field = entry.component as? TextField, field.placeholder == name { return false }
          return !contains(name, wordsOf: shown)
        }
        if let missing { heard.append(missing) }
      }
      guard let first = heard.first, let shown = first.node.visibleLabel else { return nil }
      return finding(
        entry.component, platforms: heard.map(\.platform),
        "'\(shown)' is shown but the name spoken is not it (\(AuditScene.quote(heard))): a speech-control user says 'tap \(shown)' and nothing answers; start the name with the visible words"
      )
    }
  }
}
