import ScreenReader

/// Puts elements in the order a screen reader swipes through them: top to
/// bottom, then leading to trailing, with elements whose tops are less than a few
/// points apart read as one line. Ties keep the source tree's order.
/// Leading is left: a dump does not say the layout direction.
enum ReadingOrder {
  /// A few points: 8 points on iOS; on Android the dump is in pixels, so 8 dp
  /// at the density the screen width suggests (phones are about 411 dp wide).
  static func lineTolerance(platform: Platform, screenWidth: Double?) -> Double {
    guard platform == .android else { return 8 }
    guard let screenWidth, screenWidth > 0 else { return 21 }
    return 8 * screenWidth / 411
  }

  static func sorted(_ elements: [ImportedElement], tolerance: Double) -> [ImportedElement] {
    // Without bounds for every element there is no geometry to trust: keep the tree's order.
    guard elements.allSatisfy({ $0.bounds != nil }) else { return elements }
    let byTop = elements.enumerated().sorted { first, second in
      let (a, b) = (first.element.bounds?.top ?? 0, second.element.bounds?.top ?? 0)
      return a != b ? a < b : first.offset < second.offset
    }
    var result: [ImportedElement] = []
    result.reserveCapacity(elements.count)
    var line: [(offset: Int, element: ImportedElement)] = []
    var lineTop = 0.0
    func flush() {
      result += line.sorted { first, second in
        let (a, b) = (first.element.bounds?.left ?? 0, second.element.bounds?.left ?? 0)
        return a != b ? a < b : first.offset < second.offset
      }.map(\.element)
      line.removeAll(keepingCapacity: true)
    }
    for entry in byTop {
      let top = entry.element.bounds?.top ?? 0
      // 8 points or more apart is "above" (cashapp/AccessibilitySnapshot 5b03db8,
      // AccessibilityHierarchyParser minimumVerticalSeparation: abs(dy) >= 8 sorts by y).
      if !line.isEmpty && top - lineTop >= tolerance { flush() }
      if line.isEmpty { lineTop = top }
      line.append(entry)
    }
    flush()
    return result
  }

  /// Compose's own order, which it hands TalkBack through traversalBefore/After (semanticsOrderList in
  /// AndroidComposeViewAccessibilityDelegateCompat, androidx 0094ab03), as sortByGeometryGroupings makes it
  /// (compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/SemanticsSort.kt, androidx 6ff110c6):
  /// taken in tree order, a node joins the first row whose vertical band it overlaps (the band shrinks to the
  /// overlap) or starts a row; rows go top to bottom (then by bottom), and a row left to right (then by top,
  /// bottom and right), ties in tree order. A dump shows no traversal groups or indexes, so none are used.
  static func composeSorted(_ elements: [ImportedElement]) -> [ImportedElement] {
    guard elements.allSatisfy({ $0.bounds != nil }) else { return elements }
    let frames = elements.map { $0.bounds ?? ElementFrame(left: 0, top: 0, right: 0, bottom: 0) }
    var rows: [(top: Double, bottom: Double, first: Int, members: [Int])] = []
    for (index, bounds) in frames.enumerated() {
      let empty = bounds.top >= bounds.bottom
      let row =
        empty
        ? nil
        : rows.firstIndex { row in
          row.top < row.bottom && max(bounds.top, row.top) < min(bounds.bottom, row.bottom)
        }
      if let row {
        rows[row].top = max(rows[row].top, bounds.top)
        rows[row].bottom = min(rows[row].bottom, bounds.bottom)
        rows[row].members.append(index)
      } else {
        rows.append((bounds.top, bounds.bottom, index, [index]))
      }
    }
    rows.sort { ($0.top, $0.bottom, $0.first) < ($1.top, $1.bottom, $1.first) }
    return rows.flatMap { row in
      row.members.sorted { a, b in
        let (x, y) = (frames[a], frames[b])
        return (x.left, x.top, x.bottom, x.right, a) < (y.left, y.top, y.bottom, y.right, b)
      }.map { elements[$0] }
    }
  }

  /// A View dump's order, which is TalkBack's, except where a ComposeView's nodes are: those are put in
  /// Compose's own order (`composeSorted`), not the order they are listed in.
  static func sortingComposeRuns(_ elements: [ImportedElement]) -> [ImportedElement] {
    var result: [ImportedElement] = []
    result.reserveCapacity(elements.count)
    var run: [ImportedElement] = []
    for element in elements {
      if element.geometricOrder {
        run.append(element)
        continue
      }
      result += composeSorted(run)
      run.removeAll(keepingCapacity: true)
      result.append(element)
    }
    return result + composeSorted(run)
  }
}
