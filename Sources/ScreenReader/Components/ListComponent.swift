/// A list of items. TalkBack says where each sits ("2 of 5") and when focus
/// enters and leaves the list; VoiceOver reads the items plainly.
public struct ListComponent: Component {
  public static let kind = "list"
  public static let summary = "A list of items with positions."
  public static let examples = [
    ComponentExample(
      "- list: { label: Recent, items: [Spring, Summer] }", commands: ["first", "next"], voiceOver: "Spring",
      talkBack: "Spring, 1 of 2, In list, 2 items",
      source:
        "TalkBack: list_index_template, in_list and the item count (strings_compositor.xml), said on entering. VoiceOver reads a table row's text only"
    ),
    ComponentExample(
      "- list: { label: Recent, items: [Spring, Summer], android: { widget: compose } }", commands: ["first", "next"],
      voiceOver: "Spring", talkBack: "Spring, In list",
      source:
        "a Compose LazyColumn's collection info has an unknown row count (CollectionInfo(rowCount = -1, columnCount = 1): androidx compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/lazy/LazyLayoutSemanticState.kt 39ae3758): TalkBack enters it as a list but says no count (CollectionStateFeedbackUtils.getCollectionListItemCount needs both counts) and no position (getCollectionListItemPositionDescription needs rowCount > 1), google/talkback 26a27dc0"
    ),
    ComponentExample(
      "- list: { label: Recent, items: [Spring, Summer], android: { widget: compose } }\n- button: More",
      commands: ["first", "next", "next", "next"], voiceOver: "More, button", talkBack: "More, Button, Out of list",
      source: "leaving a Compose lazy list: out_of_list, as for any list"),
    ComponentExample(
      "- list: { label: Only, items: [Alone] }\n- button: More", commands: ["first", "next", "next"],
      voiceOver: "More, button", talkBack: "More, Button",
      source:
        "a list of one item is no collection to TalkBack: never entered, so never left, and no '1 of 1' (CollectionState.shouldEnter / hasMultipleItems, CollectionStateFeedbackUtils.getCollectionListItemPositionDescription, google/talkback 26a27dc0)"
    ),
    ComponentExample(
      "- list: { label: Only, items: [Alone] }", commands: ["first", "next"], voiceOver: "Alone", talkBack: "Alone",
      source:
        "the one item of a one-item list: no position, no 'In list' (CollectionState.shouldEnter, google/talkback 26a27dc0)"
    ),
  ]
  public static let items = PropertyKey("items", .strings, "The items, in order.")
  public static let keys: [PropertyKey] = [items]

  public var common: CommonProperties
  public var items: [String]

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    items = reader.options(Self.items, selected: .selectedOption, allowNone: true).options
  }

  public func realize(_ context: RealizationContext) -> [AccessibilityNode] {
    var nodes = [context.groupLabel(for: common)].compactMap { $0 }
    let collection = CollectionMembership(id: common.id, kind: .list, itemCount: items.count)
    for (index, item) in items.enumerated() {
      var node = context.node(for: common, role: .listItem, part: ComponentPart(.item, index: index), actionable: false)
      node.name = item
      node.nameSource = .itemText
      if context.platform == .android {
        if common.toolkit(on: .android) == .compose {
          // A lazy list's row count is unknown to TalkBack: no count, no positions.
          node.collection = CollectionMembership(id: common.id, kind: .list, itemCount: nil)
        } else {
          node.position = Position(index: index + 1, count: items.count)
          node.collection = collection
        }
      }
      nodes.append(node)
    }
    return nodes
  }
}

extension ComponentPart.Kind {
  /// An item of a list.
  static let item = Self("item")
}
