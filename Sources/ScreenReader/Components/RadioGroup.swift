/// One choice among a few, all visible: a RadioGroup on Android, which TalkBack
/// enters as a list ("In list, 3 items"); custom buttons on iOS, which say
/// "Selected" but no position (VoiceOver says "n of m" only in tab bars and
/// segmented controls; see segmented-control). The label is read before the options.
public struct RadioGroup: Component {
  public static let kind = "radio-group"
  public static let summary = "One choice among a few visible options (RadioGroup / custom buttons on iOS)."
  public static let examples = [
    ComponentExample(
      "- radio-group: { label: Size, options: [Small, Large], selected: Large }", commands: ["first", "next", "next"],
      voiceOver: "Selected, Large, button", talkBack: "checked, Large, Radio button, 2 of 2",
      source:
        "VoiceOver: the selected trait first, no position for custom buttons (reference/screen-readers.md). TalkBack: value_checked, value_radio_button, list_index_template '%1$d of %2$d'"
    ),
    ComponentExample(
      "- radio-group: { label: Size, options: [Small, Medium, Large] }", commands: ["first", "next"],
      voiceOver: "Small, button", talkBack: "not checked, Small, Radio button, 1 of 3, In list, 3 items",
      source:
        "a RadioGroup exposes its collection: TalkBack says in_list and the item count on entering (strings_compositor.xml, compositor.json collection_transition)"
    ),
    ComponentExample(
      "- radio-group: { label: Delivery, options: [Standard, Express], disabled-options: [Express] }",
      commands: ["last"], voiceOver: "Express, dimmed, button",
      talkBack: "not checked, Express, Radio button, disabled, 2 of 2, In list, 2 items",
      source:
        "a disabled option: VoiceOver's notEnabled trait 'dimmed'; TalkBack's value_disabled, always after the text"),
    ComponentExample(
      "- radio-group: { label: Size, options: [Small, Medium, Large] }", commands: ["first", "next"],
      voiceOver: "Small, button",
      talkBack: "not checked, Small, Radio button, 1 of 3, In list, 3 items, Double-tap to select",
      hints: true,
      source:
        "RadioGroup's collection info is single selection (AOSP RadioGroup.onInitializeAccessibilityNodeInfo), so a clickable option says template_hint_single_selection_item (ClickableHint, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- radio-group: { label: Size, options: [Small, Large], selected: Large, android: { widget: compose } }",
      commands: ["first", "next"], voiceOver: "Small, button",
      talkBack: "Not selected, Small, Radio button, 1 of 2, In list, 2 items, Double-tap to toggle", hints: true,
      source:
        "Compose's selectable rows in a selectableGroup: state description selected / not_selected and checkable (AndroidComposeViewAccessibilityDelegateCompat, androidx), a collection with SELECTION_MODE_NONE (CollectionInfo.android.kt 13d5e2ef): TalkBack's checkable hint, template_hint_checkable"
    ),
    ComponentExample(
      "- radio-group: { label: Size, options: [Small, Large], linked-label: true }", commands: ["first", "next"],
      voiceOver: "Small, button", talkBack: "not checked, Small, Radio button for Size, 1 of 2, In list, 2 items",
      source:
        "a RadioButton labelled by the group's label view (setLabeledBy): TalkBack wraps its tree description, state, text and role, in template_labeled_item '%1$s for %2$s' (TreeNodesDescription.treeDescriptionWithLabel, AccessibilityNodeFeedbackUtils.getDescriptionFromLabelNode, google/talkback 26a27dc0); a label linked to the RadioGroup alone is on no stop, so never read. VoiceOver, from the documented rule, not observed: UIKit has no label link (UIAccessibility has no labelled-by property; SwiftUI's accessibilityLabeledPair pairs a label with one control, not a group), so each option says its own label, value, selected state and traits (VoiceOver's composition as cashapp/AccessibilitySnapshot models it, UIAccessibility+SnapshotAdditions.swift) and the group's label stays its own stop"
    ),
    ComponentExample(
      "- radio-group: { label: Size, options: [Small, Large], linked-label: true, toolkit: compose }",
      commands: ["first", "next"], voiceOver: "Small, button",
      talkBack: "Not selected, Small, Radio button, 1 of 2, In list, 2 items",
      source:
        "Compose's semantics have no labelledBy: the selectableGroup's heading or text is its own stop, and each option says only its own text (androidx compose-ui SemanticsProperties)"
    ),
  ]
  public static let options = PropertyKey.options
  public static let selected = PropertyKey.selectedOption
  public static let disabledOptions = PropertyKey.disabledOptions
  public static let linkedLabel = PropertyKey(
    "linked-label", .bool,
    "Each option is linked to the group's label (Android setLabeledBy / labelFor on every RadioButton): TalkBack reads 'Small, Radio button for Size'. Compose has no such link."
  )
  public static let keys: [PropertyKey] = [options, selected, disabledOptions, linkedLabel]

  public var common: CommonProperties
  public var options: [String]
  public var selected: Int?
  public var disabledOptions: Set<Int> = []
  /// Each option is linked to the label (`linked-label`).
  public var linkedLabel = false

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    (options, selected) = reader.options(Self.options, selected: Self.selected, allowNone: true)
    disabledOptions = reader.disabledOptions(among: options, key: Self.disabledOptions)
    linkedLabel = reader.bool(Self.linkedLabel) ?? false
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    let label = context.groupLabel(for: common)
    var nodes = [label].compactMap { $0 }
    let collection = CollectionMembership(id: common.id, kind: .list, itemCount: options.count)
    for index in options.indices {
      nodes.append(optionNode(index, context, collection: collection, label: label?.name))
    }
    return nodes
  }

  /// A tap selects one option: only it and the one selected before read differently, so only
  /// those two are realised again (the spec taps each of N options: N² nodes made otherwise).
  public func realizeChanges(from previous: any Component, _ context: RealizationContext) -> [NodePatch]? {
    // `perform` changes only `selected`; anything else changed (it never does between two
    // realisations) realises the whole group.
    guard let previous = previous as? Self, previous.options == options,
      previous.disabledOptions == disabledOptions, previous.linkedLabel == linkedLabel,
      previous.common.disabled == common.disabled,
      previous.common.label == common.label
    else { return nil }
    let label = context.groupLabel(for: common)
    let first = label == nil ? 0 : 1
    let collection = CollectionMembership(id: common.id, kind: .list, itemCount: options.count)
    let touched = Set([previous.selected, selected].compactMap { $0 }).filter { options.indices.contains($0) }
    return touched.sorted().map {
      NodePatch(offset: first + $0, node: optionNode($0, context, collection: collection, label: label?.name))
    }
  }

  /// One option's node; `label` is the group's label, which each option names as its
  /// labeledBy with `linked-label: true`.
  func optionNode(
    _ index: Int, _ context: RealizationContext, collection: CollectionMembership, label: String?
  ) -> AccessibilityNode {
    var node = context.optionNode(
      for: common, role: context.platform == .ios ? .button : .radioButton, index: index, text: options[index],
      source: .optionText)
    node.isSingleSelectionItem = true
    if disabledOptions.contains(index) {
      node.isEnabled = false
      node.isActionable = false
    }
    switch context.platform {
    case .ios:
      node.isSelected = index == selected
    case .android:
      node.position = Position(index: index + 1, count: options.count)
      node.collection = collection
      if linkedLabel, common.toolkit(on: .android) != .compose, let label {
        // Each RadioButton's labeledBy is the label view: "for Size" around its description
        // (TreeNodesDescription.treeDescriptionWithLabel, google/talkback 26a27dc0).
        node.labeledBy = label
      }
      if common.toolkit(on: .android) == .compose {
        // Compose's selectable rows: 'Selected' / 'Not selected' as the state
        // description, checkable (AndroidComposeViewAccessibilityDelegateCompat,
        // androidx); the selectableGroup's collection info has no selection mode.
        node.stateDescription = context.words[index == selected ? .composeSelected : .composeNotSelected]
        node.checked = index == selected
        node.isSingleSelectionItem = false
      } else if common.android.stateDescription == nil {
        node.checked = index == selected
      } else {
        // A Compose-style group describes its state in words of its own.
        node.stateDescription = context.words[index == selected ? .composeSelected : .composeNotSelected]
      }
    }
    return node
  }

  public mutating func perform(_ action: ComponentAction, part: ComponentPart, platform: Platform) -> [Effect] {
    guard action == .activate, !common.disabled, let index = part.index(of: .option), !disabledOptions.contains(index)
    else { return [] }
    selected = index
    return [.stateChanged] + common.activationEffects
  }
}

extension RadioGroup {
  public mutating func carryUserState(from previous: any Component) -> CarriedState {
    guard let previous = previous as? Self else { return .reset("it is no longer a \(Self.kind)") }
    return OptionChoice.restore(&selected, previous.selected, from: previous.options, to: options)
  }
}
