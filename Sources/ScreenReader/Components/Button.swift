/// A plain push button.
public struct Button: Component {
  public static let kind = "button"
  public static let summary = "A push button; can open a modal, close one, announce something, or submit a form."
  public static let submits = PropertyKey(
    "submits", .bool, "true: submits the form; a required field left empty shows its error and takes focus.")
  public static let expanded = PropertyKey(
    "expanded", .bool, "The button expands something: its state, toggled by each activation.")
  public static let shows = PropertyKey(
    "shows", .string, "The id of a toast in the same list of elements that activating it shows.")
  /// The app's magic tap: what UIAccessibility's accessibilityPerformMagicTap() does, "the
  /// most-intended action" (Apple, UIAccessibilityAction), e.g. play / pause or answer a call.
  public static let magicTap = PropertyKey(
    "magic-tap", .bool,
    "true: VoiceOver's two-finger double tap (magic tap) activates it from anywhere on the screen, as accessibilityPerformMagicTap does. TalkBack has none."
  )
  public static let togglesSelected = PropertyKey(
    "toggles-selected", .bool,
    "true: each activation flips its selected state (View.setSelected, UIButton.isSelected), as a filter or favourite button does; start it with selected: true."
  )
  public static let keys: [PropertyKey] = [submits, expanded, shows, magicTap, togglesSelected]
  public static let examples = [
    ComponentExample(
      "- button: Continue", voiceOver: "Continue, button", talkBack: "Continue, Button",
      source:
        "VoiceOver: the button trait (UIAccessibilityTraits.button). TalkBack: value_button 'Button' (strings_compositor.xml)"
    ),
    ComponentExample(
      "- button: { label: Add to cart, busy: true }", voiceOver: "Add to cart, busy, button",
      talkBack: "Add to cart, busy, Button",
      source:
        "React Native's accessibilityState busy: VoiceOver 'Add to cart, busy, button' (Formidable's React Native accessibility states guide, aria-busy); on Android BaseViewManager.updateViewContentDescription joins the label and state_busy_description into the content description (facebook/react-native), which TalkBack reads before the role"
    ),
    ComponentExample(
      "- text: Episode 12\n- button: { label: Play, magic-tap: true, announce: Playing }",
      commands: ["first", "magic tap"], voiceOver: "Playing", talkBack: "",
      source:
        "VoiceOver's two-finger double tap calls accessibilityPerformMagicTap on the focused element, then up to the app (Apple, UIAccessibilityAction); TalkBack's two-finger double tap is its own play / pause of media (pref_shortcut_2finger_2tap_default media_control, google/talkback 26a27dc0), so the app's action is not reached"
    ),
    ComponentExample(
      "- button: { label: Message, actions: [Reply, Delete] }", commands: ["first", "swipe down", "swipe down"],
      voiceOver: "Delete", talkBack: "Delete",
      source:
        "custom actions bring up the Actions setting by themselves and a swipe down names the next (TalkBack: ActionsSetting, SelectorController.changeAction, google/talkback 26a27dc0; VoiceOver: 'swipe up or down to select a custom action')"
    ),
    ComponentExample(
      "- button: Save\n- text: Plain words.\n- button: Send", commands: ["first", "next control"],
      voiceOver: "Send, button", talkBack: "Send, Button",
      source:
        "moving by control: TalkBack's Controls (FILTER_CONTROL: buttons, fields, check boxes, switches, seek controls...), VoiceOver's Form Controls"
    ),
    ComponentExample(
      "- button: Continue", voiceOver: "Continue, button", talkBack: "Continue, Button, Double-tap to activate",
      hints: true,
      source:
        "VoiceOver speaks no default hint for a plain button; TalkBack's template_hint_clickable '%1$s to activate' with 'Double-tap' (strings_compositor.xml)"
    ),
    ComponentExample(
      "- button: { label: Bold, selected: true }", voiceOver: "Selected, Bold, button",
      talkBack: "selected, Bold, Button",
      source:
        "any element can be selected: VoiceOver's selected trait (UIAccessibilityTraits.selected, 'Selected' first: reference/screen-readers.md); Android's View.setSelected, which TalkBack says as value_selected before the text (strings_compositor.xml, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- button: { id: like, ios: { symbol: heart.fill } }", voiceOver: "heart fill, button",
      talkBack: "Unlabelled, Button",
      source:
        "VoiceOver names an unlabelled SF Symbol image by the symbol's name, dots as spaces ('heart.fill' is read 'heart fill': 'SwiftUI Accessibility Internals', euno.news; 'person.bicycle' read 'person bicycle': nilcoalescing.com); TalkBack: an ImageButton with no description is value_unlabelled (NonTextViewsDescription, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- button: { label: Save, announce: Saved }", commands: ["first", "activate"], voiceOver: "Saved",
      talkBack: "Saved",
      source:
        "An announcement notification (UIAccessibility.post(.announcement)) / a live region, spoken after the click"
    ),
    ComponentExample(
      "- text-field: { label: Email, value: ada@example.com, required: true, error: Enter your email }\n- button: { label: Sign up, submits: true, announce: Account created }",
      commands: ["last", "activate"], voiceOver: "Account created", talkBack: "Account created",
      source: "a submit that finds nothing wrong goes on with the button's own effects"),
    ComponentExample(
      "- button: { label: Filters, expanded: false }", commands: ["first", "activate"], voiceOver: "expanded",
      talkBack: "expanded",
      source:
        "any button can expand something: VoiceOver and TalkBack (notify_collapsed_or_expanded) speak the new state"
    ),
    ComponentExample(
      "- button: { label: Copy link, shows: copied }\n- toast: { label: Link copied, id: copied }\n- button: Done",
      commands: ["first", "activate", "next"], voiceOver: "Done, button", talkBack: "Done, Button",
      source: "a toast is spoken without taking focus, and swipes never reach it (a system window)"),
    ComponentExample(
      "- button: { label: Photo, actions: [ { name: Delete, announce: Photo deleted }, Share ] }",
      commands: ["first", "action Delete"], voiceOver: "Photo deleted", talkBack: "Photo deleted",
      source:
        "a custom action (UIAccessibilityCustomAction / AccessibilityAction) does what the app makes it do; here it announces"
    ),
    ComponentExample(
      "- button: { label: Offers, ios: { accessibilityTraits: [button, header] } }",
      voiceOver: "Offers, button, heading", talkBack: nil,
      source:
        "every trait is read, in VoiceOver's order: 'Button. Heading.' (cashapp/AccessibilitySnapshot 5b03db8, Example/AccessibilitySnapshot/ButtonAccessibilityTraitsViewController.swift row 20)"
    ),
    ComponentExample(
      "- button: { label: Pay, disabled: true, hint: Charges your card }",
      voiceOver: "Pay, dimmed, button, Charges your card",
      talkBack: nil, hints: true,
      source:
        "a dimmed element keeps the app's accessibilityHint; only VoiceOver's own trait hints are dropped (cashapp/AccessibilitySnapshot 5b03db8, Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift)"
    ),
    ComponentExample(
      "- button: { label: \"\", hint: Opens settings }", voiceOver: "Opens settings, button", talkBack: nil,
      hints: true,
      source:
        "with no label and no value the hint is read in their place, and not again after the pause: 'Hint. Button.' (cashapp/AccessibilitySnapshot 5b03db8, Example/AccessibilitySnapshot/DescriptionEdgeCasesViewController.swift row 05)"
    ),
    ComponentExample(
      "- button: { id: share }", voiceOver: "button", talkBack: "Unlabelled, Button",
      source:
        "TalkBack: an icon-only ImageButton with no content description says value_unlabelled as its state, then value_button (NonTextViewsDescription.nodeState over ROLE_IMAGE_BUTTON, google/talkback 26a27dc0). VoiceOver: a UIButton with no label and no image name says its trait alone"
    ),
    ComponentExample(
      "- button: { id: share, toolkit: compose }", voiceOver: nil, talkBack: "Button",
      source:
        "Compose's IconButton with no contentDescription has Role.Button, reported as android.widget.Button: ROLE_BUTTON, so DefaultDescription says the role word alone (getUnlabelledNodeDescription is empty when a role word is, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- button: { label: Order 1234, android: { clickLabel: open details } }", voiceOver: "Order 1234, button",
      talkBack: "Order 1234, Button, Double-tap to open details", hints: true,
      source:
        "a click action's label on any clickable node (AccessibilityActionCompat(ACTION_CLICK, label), Compose onClickLabel) is TalkBack's first click hint: template_custom_hint_for_actions (ClickableHint.actionClickHint, google/talkback 26a27dc0); VoiceOver has no such label"
    ),
    ComponentExample(
      "- button: { label: Cabaret and Variety, toggles-selected: true }", commands: ["first", "activate"],
      voiceOver: nil, talkBack: "selected",
      source:
        "a plain button whose click selects it: TalkBack speaks the clicked node's checked state, else its selected state, else its expanded state (EventTypeViewClickedFeedbackRule.computeTtsOutput, value_selected, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- button: { label: Cabaret and Variety, selected: true, toggles-selected: true }",
      commands: ["first", "activate"], voiceOver: nil, talkBack: "",
      source:
        "unselected by a click, it has no checked, selected or expanded state to speak, so TalkBack says nothing (EventTypeViewClickedFeedbackRule.computeTtsOutput, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- switch: Wi-Fi\n- button: Continue", commands: ["key tab"], voiceOver: nil,
      talkBack: "Continue, Button, Press Alt + ENTER to activate", hints: true,
      source:
        "after a physical keyboard's key, TalkBack's input mode is the keyboard's (InputModeTracker.onKeyEvent) and its click hint names the default keymap's click combo: template_hint_clickable_keyboard with Alt (the trigger) + ENTER (ClickableHint.getClickHint, DefaultKeyComboModel, KeyComboManager, google/talkback 26a27dc0)"
    ),
  ]
  public var common: CommonProperties
  public var submits: Bool
  /// Whether VoiceOver's magic tap activates it.
  public var isMagicTap = false
  /// nil: the button expands nothing.
  public var expanded: Bool?
  /// The id of the toast it shows, and where `shows:` was written.
  public var shows: (id: String, location: SourceLocation)?
  /// Each activation flips `common.selected`.
  public var togglesSelected = false

  public init(common: CommonProperties, submits: Bool = false, expanded: Bool? = nil) {
    self.common = common
    self.submits = submits
    self.expanded = expanded
  }

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.init(common: common, submits: reader.bool(Self.submits) ?? false, expanded: reader.bool(Self.expanded))
    isMagicTap = reader.bool(Self.magicTap) ?? false
    togglesSelected = reader.bool(Self.togglesSelected) ?? false
    shows = reader.string(Self.shows).map { ($0, reader.locationOf(Self.shows)) }
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate else { return [] }
    if let expanded {
      self.expanded = !expanded
      return [.stateChanged] + common.activationEffects
    }
    if togglesSelected {
      guard !common.disabled else { return [] }
      common.selected.toggle()
      return [.stateChanged] + common.activationEffects
    }
    return (submits ? [.submitForm] : []) + common.activationEffects + (shows.map { [.show($0.id)] } ?? [])
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    context.labelledNodes(for: common, role: .button) { node in
      node.expanded = expanded
      node.isMagicTapTarget = isMagicTap
      // A Views button that shows no text is an icon, an ImageButton: TalkBack's
      // NonTextViewsDescription (ROLE_IMAGE_BUTTON) says "Unlabelled" when nothing names it.
      // Compose's IconButton has Role.Button, class android.widget.Button (ROLE_BUTTON), so
      // DefaultDescription: its role word alone (google/talkback 26a27dc0; androidx compose-ui
      // SemanticsNode Role.Button).
      if context.platform == .android, common.toolkit(on: .android) == .views, common.label == nil,
        common.android.text == nil
      {
        node.isNonTextView = true
      }
    }
  }
}

extension Button {
  /// A button that expands something keeps whether the user expanded it.
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    if togglesSelected && previous.togglesSelected {
      common.selected = previous.common.selected
      return .kept
    }
    guard let wasExpanded = previous.expanded else { return .nothingToCarry }
    guard expanded != nil else { return .reset("it no longer expands anything") }
    expanded = wasExpanded
    return .kept
  }
}
