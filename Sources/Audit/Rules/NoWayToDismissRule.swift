import ScreenReader

/// Actions: tapping outside cannot be the only way to close a modal. A way out is
/// the reader's escape (scrub / back) where the modal honours it, or any enabled
/// control a reader reaches whose activation (or custom action) only closes the
/// modal, whatever it is called: "Continue", "Entendido", a glyph named for the
/// screen reader. A control that closes while doing something else (saving,
/// choosing an item) is acting, not dismissing.
public struct NoWayToDismissRule: AuditRule {
  public static let about = AuditRuleDescription(
    "no-way-to-dismiss", .actions, "A modal that neither escape nor a control that only closes it dismisses.",
    triggering: [
      "elements: [ { button: { label: Menu, opens: m } } ]\nmodals: { m: ↓{ kind: drawer, dismissible: false, elements: [ { button: Home } ] } }",
      "# Saving closes it too, but that is acting, not dismissing.\nelements: [ { button: { label: Edit, opens: m } } ]\nmodals: { m: ↓{ kind: sheet, dismissible: false, elements: [ { button: { label: Save, closes: true, announce: Saved } } ] } }",
      "# Its only close control is disabled.\nelements: [ { button: { label: Terms, opens: m } } ]\nmodals: { m: ↓{ kind: dialog, dismissible: false, elements: [ { button: { label: Close, closes: true, disabled: true } } ] } }",
      "# The close control is hidden from TalkBack: a finding on Android only (and hidden-control's on the button).\nelements: [ { button: { label: Terms, opens: m } } ]\nmodals: { m: ↓{ kind: dialog, dismissible: false, elements: [ { ↓button: { label: Close, closes: true, android: { importantForAccessibility: false } } } ] } }",
    ],
    nonTriggering: [
      "elements: [ { button: { label: Menu, opens: m } } ]\nmodals: { m: { kind: drawer, dismissible: false, elements: [ { button: { label: Close, closes: true } } ] } }",
      "# Named in another language, or drawn as a glyph named for the screen reader.\nelements: [ { button: { label: Info, opens: m } } ]\nmodals: { m: { kind: alert, dismissible: false, elements: [ { button: { label: Entendido, closes: true } } ] } }",
      "elements: [ { button: { label: Info, opens: m } } ]\nmodals: { m: { kind: dialog, dismissible: false, elements: [ { button: { label: '×', closes: true, ios: { accessibilityLabel: Schließen }, android: { contentDescription: Schließen } } } ] } }",
      "elements: [ { button: { label: Next, opens: m } } ]\nmodals: { m: { kind: dialog, dismissible: false, elements: [ { button: { label: Continue, closes: true } } ] } }",
      "# A custom action that closes it.\nelements: [ { button: { label: Help, opens: m } } ]\nmodals: { m: { kind: sheet, dismissible: false, elements: [ { text: { label: Swipe to read, actions: [ { name: Dismiss, closes: true } ] } } ] } }",
    ])

  /// Whether activating a node does nothing but close the window it is in.
  static func onlyCloses(_ component: any Component, part: ComponentPart, platform: Platform) -> Bool {
    var copy = component
    let effects = copy.perform(.activate, part: part, platform: platform)
    return effects.contains(.closeWindow) && effects.allSatisfy { $0 == .closeWindow || $0 == .stateChanged }
  }

  /// Whether a reader on `platform` can leave the modal through one of its controls.
  static func hasWayOut(_ modal: ModalDefinition, on platform: Platform, in scene: AuditScene) -> Bool {
    scene.entries.contains { entry in
      guard entry.modal?.id == modal.id, !entry.component.common.disabled else { return false }
      let reached = entry.reached(on: platform).filter(\.node.isEnabled)
      guard !reached.isEmpty else { return false }
      let closingAction = entry.component.common.actions.contains { $0.closes && $0.opens == nil && $0.announce == nil }
      return closingAction
        || reached.contains { heard in
          heard.node.isActionable && onlyCloses(entry.component, part: heard.node.route.part, platform: platform)
        }
    }
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.modals.compactMap { modal in
      guard !modal.dismissible else { return nil }
      let trapped = Platform.allCases.filter { !hasWayOut(modal, on: $0, in: scene) }
      guard !trapped.isEmpty else { return nil }
      return finding(
        modal, platforms: trapped,
        "nothing dismisses the \(modal.kind.rawValue) '\(modal.id)': escape (scrub / back) is ignored and no enabled control a screen reader reaches only closes it, so only a tap outside would; add a close button or handle escape"
      )
    }
  }
}
