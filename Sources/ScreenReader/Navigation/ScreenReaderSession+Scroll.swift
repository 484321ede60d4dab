/// Scrolling a list longer than the screen, or paged content, a screenful at a time, and
/// what each reader says of where it landed.
extension ScreenReaderSession {
  /// `scroll down` / `up` / `left` / `right`: VoiceOver's three-finger swipes, TalkBack's
  /// scroll (its two-finger swipe, or Scroll forward / backward from its menu).
  ///
  /// VoiceOver says the position, "By default, VoiceOver announces 'Page X of Y' while
  /// scrolling" (Apple, UIScrollViewAccessibilityDelegate.accessibilityScrollStatus(for:)),
  /// and puts focus on the first element now on screen; at the end it says the same page
  /// again with its boundary sound ("when an assistive app repeatedly receives the same
  /// scroll position string, it indicates ... a border or boundary", Apple,
  /// UIAccessibility.Notification.pageScrolled). TalkBack speaks the scroll event's
  /// range, queued ("Showing items 6 to 10 of 20"; a pager's "Page 2 of 5":
  /// ScrollPositionFeedbackRule.getScrollPositionText, google/talkback 26a27dc0) and
  /// leaves accessibility focus where it was; a scroll that moves nothing sends no
  /// scroll event, so it says nothing.
  mutating func scroll(_ direction: ScrollDirection) -> [ReaderEvent] {
    guard let (windowIndex, container) = scrollTarget() else {
      return reader.kind == .voiceOver ? [.earcon(.boundary)] : []
    }
    let onAxis = container.isPaged == direction.isHorizontal
    let step = container.visible
    let lastStart = max(0, container.count - container.visible)
    let place = scrollOffsets[container.id]
    var old = place?.first ?? 0
    // Swiping onto an item off screen (since the last scroll) scrolled it into view.
    if let focused = focusedNode?.scrollContainer, focused.id == container.id, place?.focusID != focusedNode?.id,
      !(old..<(old + step)).contains(focused.index)
    {
      old = min(lastStart, focused.index / step * step)
    }
    let new = onAxis ? (direction.isForward ? min(old + step, lastStart) : max(old - step, 0)) : old
    defer { scrollOffsets[container.id] = (new, focusedNode?.id) }
    let page = new >= lastStart ? container.pageCount : new / step + 1
    let position = positionPart(container, first: new, page: page)
    guard new != old else {
      return reader.kind == .voiceOver
        ? [.earcon(.boundary), .utterance(Utterance(parts: [position], scheduling: .interrupt))] : []
    }
    switch reader.kind {
    case .voiceOver:
      var events: [ReaderEvent] = [.utterance(Utterance(parts: [position], scheduling: .interrupt))]
      if let index = windows[windowIndex].nodes.firstIndex(where: {
        $0.scrollContainer?.id == container.id && $0.scrollContainer?.index == new
      }) {
        let top = windows.count - 1
        if windowIndex == top {
          windows[top].focus = index
        } else {
          outside = OutsideFocus(window: windowIndex, node: index)
        }
        let node = windows[windowIndex].nodes[index]
        events.append(.focusMoved(nodeID: node.id, name: node.displayName))
      }
      return events
    case .talkBack:
      return [.utterance(Utterance(parts: [position], scheduling: .queue))]
    }
  }

  /// The container a scroll moves: the focused element's, else the first on screen.
  func scrollTarget() -> (Int, ScrollContainer)? {
    if let position = focusedPosition, let container = windows[position.window].nodes[position.node].scrollContainer {
      return (position.window, container)
    }
    for windowIndex in reachableWindowIndices {
      if let container = windows[windowIndex].nodes.lazy.compactMap(\.scrollContainer).first {
        return (windowIndex, container)
      }
    }
    return nil
  }

  func positionPart(_ container: ScrollContainer, first: Int, page: Int) -> SpeechPart {
    let source = "\(reader.kind.displayName)'s scroll position for '\(container.id)'"
    if reader.kind == .voiceOver || container.isPaged {
      return reader.words.part(
        .position, .pageOfCount, [.text(String(page)), .text(String(container.pageCount))],
        source: source
          + (reader.kind == .voiceOver ? " (accessibilityScrollStatus's default)" : " (template_viewpager_index_count)")
      )
    }
    let last = min(container.count, first + container.visible)
    if last - first <= 1 {
      return reader.words.part(
        .position, .scrollShowingItem, [.text(String(first + 1)), .text(String(container.count))],
        source: source + " (template_scroll_from_count)")
    }
    return reader.words.part(
      .position, .scrollShowingItems, [.text(String(first + 1)), .text(String(last)), .text(String(container.count))],
      source: source + " (template_scroll_from_to_count)")
  }
}
