import ScreenReader

/// Continuous reading (read-all) moves focus along as it speaks, so a listener who
/// stops it, or moves on, is left on the element that was being read, not on the last
/// one. Given where a step's sound was cut off, this says where each platform's focus is.
public enum ReadingCutOff {
  /// Whether a step is continuous reading: some platform moved focus more than once.
  public static func isReading(_ step: Step) -> Bool {
    step.results.contains { $0.events.count { $0.movedFocusTo != nil } > 1 }
  }

  /// The element each reading platform was on when `segments[cutSegment]` was playing.
  /// A platform whose reading was heard in full is left out; one whose reading had not
  /// begun stops on its first element.
  public static func focus(of step: Step, segments: [TimelineSegment], cutSegment: Int) -> [Platform: String] {
    // The event being sounded: the nearest one at or before the cut (silences have none).
    let cut = segments.prefix(through: min(cutSegment, segments.count - 1)).last { $0.event != nil }?.event
    var focus: [Platform: String] = [:]
    for (resultIndex, result) in step.results.enumerated() {
      let moves = result.events.enumerated().compactMap { index, event in event.movedFocusTo.map { (index, $0) } }
      guard moves.count > 1 else { continue }
      if let cut, resultIndex < cut.result { continue }  // heard in full
      if let cut, resultIndex == cut.result {
        focus[result.platform] = (moves.last { $0.0 <= cut.event } ?? moves[0]).1
      } else {
        focus[result.platform] = moves[0].1
      }
    }
    return focus
  }
}
