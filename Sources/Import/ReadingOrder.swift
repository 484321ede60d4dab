import ScreenReader

/// Puts elements in the order a screen reader swipes through them: top to
/// bottom, then leading to trailing, with elements whose tops are within a few
/// points of each other read as one line. Ties keep the source tree's order.
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
      if !line.isEmpty && top - lineTop > tolerance { flush() }
      if line.isEmpty { lineTop = top }
      line.append(entry)
    }
    flush()
    return result
  }
}
