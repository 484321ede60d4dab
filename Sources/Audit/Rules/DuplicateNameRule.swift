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
      "# A bar button and a button of the screen, both the app's 'Edit'.\nelements: [ { navigation-bar: { label: Inbox, buttons: [Edit] } }, { ↓button: Edit } ]",
      "# Named apart on iOS only: TalkBack hears two 'Edit' buttons.\nelements: [ { button: { id: edit-name, label: Edit, ios: { accessibilityLabel: Edit name } } }, { ↓button: { id: edit-email, label: Edit, ios: { accessibilityLabel: Edit email } } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: { id: delete-1, label: Delete photo 1 } }, { button: { id: delete-2, label: Delete photo 2 } } ]",
      "# A heading and a button may share words: only controls are compared.\nelements: [ { heading: Inbox }, { button: Inbox } ]",
      "# Roles apart: a back button named after the screen behind, and a tab of that name.\nelements: [ { button: Contacts }, { tabs: { options: [Contacts, Favourites] } } ]",
      "# A widget's own parts and a group's options are told apart by their widget and group.\nelements: [ { stepper: { label: Adults, value: 2 } }, { stepper: { label: Children, value: 0 } }, { radio-group: { label: Do you smoke?, options: [Yes, No] } }, { radio-group: { label: Do you drink?, options: [Yes, No] } } ]",
      "# Windows apart: each modal has its own Cancel.\nelements: [ { button: { label: Rename, opens: a } }, { button: { label: Move, opens: b } } ]\nmodals: { a: { kind: dialog, elements: [ { button: { id: cancel-a, label: Cancel, closes: true } } ] }, b: { kind: dialog, elements: [ { button: { id: cancel-b, label: Cancel, closes: true } } ] } }",
    ])

  /// A name and role as heard by one platform's reader in one window (or, for a part
  /// told apart by its component, in that component).
  struct Place: Hashable {
    var platform: Platform
    var window: String?
    var name: String
    var role: String?
    var component: String?
  }

  /// Where a node's name is only compared: window-wide for what the app names (the
  /// element itself, a bar button, a snackbar action), else within its component. A
  /// widget's own parts (UIStepper's "Decrement", a calendar's "Next month") are the
  /// platform's words, the same in every such widget; a group's options are told apart
  /// by their group, as two radio groups' "Yes" are by their legends (WAI tutorial
  /// "Grouping Controls", https://www.w3.org/WAI/tutorials/forms/grouping/).
  static func scope(of node: AccessibilityNode, in component: any Component) -> String? {
    if node.route.part == .main { return nil }
    switch node.nameSource {
    case .accessibilityLabel, .contentDescription, .androidText, .visibleLabel, .barButtonTitle, .snackbarAction:
      return node.route.part.kind == .option ? component.common.id : nil
    default: return component.common.id
    }
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    // The first control of each name, per window and platform.
    var first: [Place: String] = [:]
    var findings: [Finding] = []
    for entry in scene.entries {
      let id = entry.component.common.id
      var repeated: [Platform] = []
      var original: String?
      // The node of each platform that repeats a name, quoted as heard.
      var heard: [HeardNode] = []
      for platform in Platform.allCases {
        for node in entry.reached(on: platform) where node.node.isActionable || node.node.isAdjustable {
          guard let name = node.name?.lowercased() else { continue }
          let place = Place(
            platform: platform, window: entry.modal?.id, name: name, role: node.role?.lowercased(),
            component: scope(of: node.node, in: entry.component))
          if let earlier = first[place] {
            guard earlier != id else { continue }
            if !repeated.contains(platform) {
              repeated.append(platform)
              heard.append(node)
            }
            original = original ?? earlier
          } else {
            first[place] = id
          }
        }
      }
      guard let original, !repeated.isEmpty else { continue }
      findings.append(
        finding(
          entry.component, platforms: repeated,
          "'\(entry.component.common.labelOrID)' is named the same as '\(original)' (\(AuditScene.quote(heard))): a listener cannot tell them apart; name each after what it acts on ('Delete photo 2')"
        ))
    }
    return findings
  }
}
