import ScreenReader

/// State: a control with a state says it. Judged by what each reader says: a
/// two-state control is heard in both states and must sound different; a group of
/// options must tell the chosen one apart; any other stateful kind must say as
/// much of its state as the native widget would (an empty accessibilityValue or
/// stateDescription silences it). An app's own state words are taken as the state
/// it is in, unless they only repeat the name.
public struct HiddenStateRule: AuditRule {
  public static let about = AuditRuleDescription(
    "hidden-state", .state, "A control with a state (checked, on, selected, expanded, chosen) that never says it.",
    triggering: [
      "elements: [ { ↓checkbox: { label: I agree, exposes-state: false } } ]",
      "# The state removed through native properties, on one platform each.\nelements: [ { ↓checkbox: { label: I agree, ios: { accessibilityValue: '' } } } ]",
      "elements: [ { ↓switch: { label: Wi-Fi, android: { stateDescription: '' } } } ]",
      "# A state description that only repeats the name says nothing of the state.\nelements: [ { ↓switch: { label: Wi-Fi, android: { stateDescription: Wi-Fi } } } ]",
      "elements: [ { ↓dropdown: { label: Size, options: [Small, Large], selected: Small, ios: { accessibilityValue: '' } } } ]",
      "elements: [ { ↓toggle-button: { label: Bold, android: { stateDescription: '' } } } ]",
      "# Traits that replace a selected button's own without 'selected' silence it on iOS.\nelements: [ { ↓toggle-button: { label: Bold, on: true, ios: { accessibilityTraits: [button] } } } ]",
      "# A filter chip is checkable: an empty stateDescription silences its checked.\nelements: [ { ↓chip: { label: Vegetarian, filter: true, selected: true, android: { stateDescription: '' } } } ]",
    ],
    nonTriggering: [
      "elements: [ { checkbox: I agree } ]",
      "elements: [ { switch: { label: Wi-Fi, on: true } } ]",
      "# A UISwitch keeps its own value: VoiceOver still says on / off (AccessibilitySnapshot's reference image).\nelements: [ { switch: { label: Wi-Fi, on: true, ios: { accessibilityValue: '' } } } ]",
      "elements: [ { checkbox: { label: I agree, checked: true } } ]",
      "# The app's own words for the state it is in.\nelements: [ { checkbox: { label: Send usage data, android: { stateDescription: Not sending } } } ]",
      "elements: [ { tabs: { options: [Home, Search], selected: Search } } ]",
      "elements: [ { dropdown: { label: Size, options: [Small, Large] } } ]",
      "# A question not answered yet: every option rightly says not checked.\nelements: [ { radio-group: { label: Do you smoke?, options: [Yes, No] } } ]",
      "elements: [ { chip: { label: Vegetarian, filter: true } }, { chip: Share } ]",
    ])

  /// The kinds that have a state a listener needs: check box, switch, toggle, radio,
  /// tab, segment, disclosure, dropdown, and a filter chip (Material's filter chip is
  /// checkable: TalkBack reads it as a check box; an action chip has no state, so its
  /// native self says none and nothing is missed).
  static let statefulKinds: Set<String> = [
    Checkbox.kind, Switch.kind, ToggleButton.kind, RadioGroup.kind, Tabs.kind, SegmentedControl.kind,
    Disclosure.kind, Dropdown.kind, Chip.kind,
  ]

  /// Whether the reader of `platform` never says the component's state.
  static func hidesState(_ entry: AuditScene.Entry, on platform: Platform, in scene: AuditScene) -> Bool {
    let heard = entry.reached(on: platform)
    guard !heard.isEmpty else { return false }
    // The app's own words for the state it is in (a scenario, or an imported screen, holds
    // one state): they say it, unless they only repeat the name. Blank words say nothing
    // and are judged by what is heard below.
    let common = entry.component.common
    if let words = platform == .ios ? common.ios.accessibilityValue : common.android.stateDescription,
      !words.isBlank
    {
      return heard.contains {
        $0.name.map { PlaceholderRepeatsLabelRule.letters($0) } == PlaceholderRepeatsLabelRule.letters(words)
      }
    }
    if var control = entry.component as? any TwoStateControl {
      control.isOn.toggle()
      let other = scene.hear(control, on: platform).filter(\.node.isFocusable)
      return heard.map(\.speech) == other.map(\.speech)
    }
    let options = heard.filter { $0.node.route.part.kind == .option }
    if options.count >= 2 {
      guard Set(options.map(\.speechBesidesName)).count == 1 else { return false }
      // Nothing chosen yet (a question not answered), every option rightly sounds
      // alike: it is hidden only if choosing one still leaves them alike.
      guard let first = options.first(where: { $0.node.isActionable && $0.node.isEnabled }) else { return true }
      var chosen = entry.component
      _ = chosen.perform(.activate, part: first.node.route.part, platform: platform)
      let after = scene.hear(chosen, on: platform).filter { $0.node.isFocusable && $0.node.route.part.kind == .option }
      return Set(after.map(\.speechBesidesName)).count <= 1
    }
    let native = scene.hear(NativeComponent.withOwnState(entry.component), on: platform).filter(\.node.isFocusable)
    let said = heard.flatMap(\.stateWords).filter { !$0.isBlank }.count
    return native.flatMap(\.stateWords).count > said
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      guard statefulKinds.contains(type(of: entry.component).kind) else { return nil }
      let hidden = Platform.allCases.filter { hidesState(entry, on: $0, in: scene) }
      guard !hidden.isEmpty else { return nil }
      let heard = hidden.compactMap { entry.reached(on: $0).last }
      return finding(
        entry.component, platforms: hidden,
        "'\(entry.component.common.labelOrID)' never says its state (\(AuditScene.quote(heard))); expose it (a native control, or an accessibilityValue / stateDescription that changes with it)"
      )
    }
  }
}
