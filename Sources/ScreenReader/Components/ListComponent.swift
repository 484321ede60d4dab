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
    ComponentExample(
      "- list: { label: Inbox, items: [A1, A2, A3, A4, A5, A6, A7, A8], visible-rows: 4 }",
      commands: ["first", "scroll down"], voiceOver: "Page 2 of 2", talkBack: "Showing items 5 to 8 of 8",
      source:
        "VoiceOver: 'By default, VoiceOver announces Page X of Y while scrolling' (Apple, accessibilityScrollStatus(for:)). TalkBack: ScrollPositionFeedbackRule's template_scroll_from_to_count (google/talkback 26a27dc0), its full stop dropped"
    ),
    ComponentExample(
      "- list: { label: Tips, items: [Welcome, Search, Share], paged: true }", commands: ["first", "scroll right"],
      voiceOver: "Page 2 of 3", talkBack: "Page 2 of 3",
      source:
        "paged content: VoiceOver's default scroll status; TalkBack's pager position, template_viewpager_index_count (AccessibilityEventFeedbackUtils.getPagerIndexCount)"
    ),
  ]
  public static let items = PropertyKey("items", .strings, "The items, in order.")
  public static let visibleRows = PropertyKey(
    "visible-rows", .integer,
    "How many items are on screen at once: a longer list scrolls ('scroll down'), with the readers' position feedback.")
  public static let paged = PropertyKey(
    "paged", .bool,
    "true: paged content, one item a page (a paging scroll view, a ViewPager): 'scroll right' turns the page.")
  public static let keys: [PropertyKey] = [items, visibleRows, paged]

  public var common: CommonProperties
  public var items: [String]
  /// Items on screen at once, for a list that scrolls; nil: all fit.
  public var visibleRows: Int?
  public var paged = false

  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.common = common
    items = reader.options(Self.items, selected: .selectedOption, allowNone: true).options
    paged = reader.bool(Self.paged) ?? false
    if let rows = reader.integer(Self.visibleRows) {
      if rows >= 1 {
        visibleRows = rows
      } else {
        reader.diagnostics.error(
          at: reader.locationOf(Self.visibleRows),
          "'visible-rows: \(rows)' must be 1 or more: the items on screen at once")
      }
    }
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
      if paged || visibleRows.map({ $0 < items.count }) == true {
        node.scrollContainer = ScrollContainer(
          id: common.id, index: index, count: items.count, visible: paged ? 1 : visibleRows ?? 1, isPaged: paged)
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
