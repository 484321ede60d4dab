import ScreenReader

/// Name: two controls of one window that a reader names the same, with the same
/// role, cannot be told apart by ear (Android's Accessibility Test Framework:
/// duplicate speakable text among actionable views). Judged per platform from the
/// name and role each reader speaks: a back button and a tab both called
/// "Contacts" sound different ("Contacts, button", "Contacts, tab").
public struct DuplicateNameRule: AuditRule {
  public static let about = AuditRuleDescription(
    "duplicate-name", .name, "Two controls of one role in one window that a reader names the same.",
    triggering: [
      "elements: [ { text: Photo 1 }, { button: { id: delete-1, label: Delete } }, { text: Photo 2 }, { ↓button: { id: delete-2, label: Delete } } ]",
      "# Named apart on iOS only: TalkBack hears two 'Edit' buttons.\nelements: [ { button: { id: edit-name, label: Edit, ios: { accessibilityLabel: Edit name } } }, { ↓button: { id: edit-email, label: Edit, ios: { accessibilityLabel: Edit email } } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: { id: delete-1, label: Delete photo 1 } }, { button: { id: delete-2, label: Delete photo 2 } } ]",
      "# A heading and a button may share words: only controls are compared.\nelements: [ { heading: Inbox }, { button: Inbox } ]",
      "# Roles apart: a back button named after the screen behind, and a tab of that name.\nelements: [ { button: Contacts }, { tabs: { options: [Contacts, Favourites] } } ]",
      "# Windows apart: each modal has its own Cancel.\nelements: [ { button: { label: Rename, opens: a } }, { button: { label: Move, opens: b } } ]\nmodals: { a: { kind: dialog, elements: [ { button: { id: cancel-a, label: Cancel, closes: true } } ] }, b: { kind: dialog, elements: [ { button: { id: cancel-b, label: Cancel, closes: true } } ] } }",
    ])

  /// A name and role as heard by one platform's reader in one window.
  struct Place: Hashable {
    var platform: Platform
    var window: String?
    var name: String
    var role: String?
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    // The first control of each name, per window and platform.
    var first: [Place: String] = [:]
    var findings: [Finding] = []
    for entry in scene.entries {
      let id = entry.component.common.id
      var repeated: [Platform] = []
      var original: String?
      for platform in Platform.allCases {
        for heard in entry.reached(on: platform) where heard.node.isActionable || heard.node.isAdjustable {
          guard let name = heard.name?.lowercased() else { continue }
          let place = Place(platform: platform, window: entry.modal?.id, name: name, role: heard.role?.lowercased())
          if let earlier = first[place] {
            guard earlier != id else { continue }
            if !repeated.contains(platform) { repeated.append(platform) }
            original = original ?? earlier
          } else {
            first[place] = id
          }
        }
      }
      guard let original, !repeated.isEmpty else { continue }
      let heard = repeated.compactMap { platform in entry.reached(on: platform).first { $0.name != nil } }
      findings.append(
        finding(
          entry.component, platforms: repeated,
          "'\(entry.component.common.labelOrID)' is named the same as '\(original)' (\(AuditScene.quote(heard))): a listener cannot tell them apart; name each after what it acts on ('Delete photo 2')"
        ))
    }
    return findings
  }
}
